import { deciderKind, messages, type SupplierBid } from '@bidstay/contract';
import { AppError } from '../../lib/app-error.ts';
import type { BidRow } from './bids.repository.ts';
import { toBid } from './to-bid.ts';
import type { HotelBidsFilter, HotelScope } from './hotel-bids.repository.ts';
import type { BidsDeps } from './bids-deps.ts';
import type { DecideBid, Decision } from './decide-bid.ts';

/** What decided a bid, as its partner reads it: a rule line with the levels it applied. */
function decidedByOf(row: BidRow): SupplierBid['decidedBy'] {
  const by = deciderKind(row);
  if (!by) return null;
  const line =
    row.ruleLine === null || row.ruleLabel === null
      ? null
      : {
          number: row.ruleLine,
          label: row.ruleLabel,
          version: row.ruleVersion ?? 0,
          autoAcceptPercent: row.ruleLevels?.autoAcceptPercent ?? null,
          rejectBelowPercent: row.ruleLevels?.rejectBelowPercent ?? null,
          counterPercent: row.ruleLevels?.counterPercent ?? null,
        };
  return { by, line: by === 'rule' || by === 'cap' ? line : null, reason: row.reason };
}

function toSupplierBid(row: BidRow): SupplierBid {
  const {
    customer_id: _customer,
    group_id: _group,
    group_rank: _rank,
    decider: _decider,
    rooms: _rooms,
    ...bid
  } = toBid(row);
  const rule = row.ruleLabel === null ? null : { label: row.ruleLabel, version: row.ruleVersion ?? 0 };
  return { ...bid, listed_price: row.amount, floor: row.floor, rule, decidedBy: decidedByOf(row) };
}

/** The bids of a partner's hotels (`scope`, which the caller read for the partner), as the console reads and answers them. */
export function partnerBidsUseCase({ repository, hotelBids, rules }: BidsDeps, { decideBid }: DecideBid) {
  /** A bid the decider answers for: one of its hotels' bids. */
  async function bidInScope(bidId: string, scope: HotelScope): Promise<BidRow> {
    const row = await repository.find(bidId);
    if (!row || (scope !== 'all' && !scope.includes(row.hotelId)))
      throw new AppError('not_found', messages.bids.notFound);
    return row;
  }

  return {
    async pageOfHotels(scope: HotelScope, filter: HotelBidsFilter, page: { limit: number; offset: number }) {
      const { rows, total } = await hotelBids.pageOfHotels(scope, filter, page);
      return { bids: rows.map(toSupplierBid), total };
    },

    /** The hotels of the scope with bids waiting for an answer. */
    hotelsWaiting: async (scope: HotelScope) =>
      (await hotelBids.listOfHotels(scope, 'pending')).map((row) => row.hotelId),

    historyOfHotel: hotelBids.historyOfHotel,
    forDashboard: hotelBids.forDashboard,

    /** A partner's answer: it keeps to the floor and to the hotel's nightly cap like a rule's. */
    async decideForPartner(supplierId: string, scope: HotelScope, bidId: string, decision: Decision) {
      const row = await bidInScope(bidId, scope);
      const { nightlyCap } = await rules.activeRuleSet(row.hotelId);
      return decideBid(row, decision, { by: 'partner', supplierId, nightlyCap });
    },
  };
}
