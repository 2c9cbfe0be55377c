import { decideByRule, messages, type BidStatus, type SupplierBid, type SupplierRule } from '@bidstay/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BidRow, HotelScope } from '../bids/bids.repository.ts';
import { toBid } from '../bids/bids.repository.ts';
import type { BidsService, Decision } from '../bids/bids.service.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import { createSupplierAccount, type NewSupplier } from './supplier-account.ts';
import type { SupplierRepository } from './supplier.repository.ts';

type Deps = { repository: SupplierRepository; bids: BidsService; hotels: HotelsService; clock: Clock };

function toSupplierBid(row: BidRow): SupplierBid {
  const { customer_id: _customer, ...bid } = toBid(row);
  return { ...bid, listed_price: row.amount, floor: row.floor };
}

function pendingFirst(ids: number[], waiting: Set<number>) {
  return [...ids.filter((id) => waiting.has(id)), ...ids.filter((id) => !waiting.has(id))];
}

export type SupplierService = ReturnType<typeof createSupplierService>;

export function createSupplierService({ repository, bids, hotels, clock }: Deps) {
  async function scopeOf(supplierId: string): Promise<HotelScope> {
    const supplier = await repository.findById(supplierId);
    if (!supplier) throw new AppError('unauthorized', messages.auth.sessionInvalid);
    return supplier.allHotels ? 'all' : repository.hotelIds(supplierId);
  }

  function everyHotelId() {
    return hotels
      .catalogue()
      .regions()
      .flatMap((region) => hotels.hotelIdsOfRegion(region.id));
  }

  async function requireOwnHotel(supplierId: string, hotelId: number) {
    const scope = await scopeOf(supplierId);
    const owns = scope === 'all' ? hotels.hasHotel(hotelId) : scope.includes(hotelId);
    if (!owns) throw new AppError('forbidden', messages.supplier.notYourHotel);
  }

  return {
    repository,
    scopeOf,

    async listBids(supplierId: string, status?: BidStatus) {
      const rows = await bids.repository.listOfHotels(await scopeOf(supplierId), status);
      return rows.map(toSupplierBid);
    },

    async decide(supplierId: string, bidId: string, decision: Decision) {
      return bids.decide(bidId, decision, `supplier:${supplierId}`, await scopeOf(supplierId));
    },

    /** Hotels with bids waiting for the partner come first: those are the ones it looks for. */
    async hotels(supplierId: string, query: { q?: string | undefined; limit: number }) {
      const scope = await scopeOf(supplierId);
      const ids = scope === 'all' ? everyHotelId() : scope;
      const waiting = new Set((await bids.repository.listOfHotels(scope, 'pending')).map((row) => row.hotelId));
      return hotels.findHotels(pendingFirst(ids, waiting), query);
    },

    async rule(supplierId: string, hotelId: number) {
      await requireOwnHotel(supplierId, hotelId);
      return repository.rule(hotelId);
    },

    async saveRule(supplierId: string, hotelId: number, rule: SupplierRule) {
      await requireOwnHotel(supplierId, hotelId);
      await repository.saveRule(hotelId, rule, supplierId, clock.now());
      return repository.rule(hotelId);
    },

    /** The rule engine, run as a job when a bid is created: a bid it does not decide waits for a person. */
    async applyRules(bidId: string) {
      const pending = await repository.pendingBidWithRule(bidId);
      if (!pending) return;
      const { bid: row, rule } = pending;
      const decision = decideByRule({ bid: row.bid, listed: row.amount, floor: row.floor }, rule);
      if (decision.action === 'manual') return bids.awaitDecision(row);
      await bids.decideBid(row, decision, `rule:${row.hotelId}`, `automatic ${decision.action}`);
    },

    createSupplier: (input: NewSupplier) => createSupplierAccount(repository, input),
  };
}
