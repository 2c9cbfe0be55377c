import {
  DAY_MS,
  addDays,
  bidStats,
  decideByRuleSet,
  messages,
  simulateRuleSet,
  today,
  type RuleSet,
  type SupplierBid,
  type SupplierBidsQuery,
  type SupplierStatsQuery,
} from '@bidstay/contract';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Passwords } from '../../lib/passwords.ts';
import {
  BELOW_HOTEL_PRICE,
  toBid,
  type BidRow,
  type BidsService,
  type Decision,
  type HotelScope,
} from '../bids/bids.service.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import { createSupplierAccount, partnerAccounts, type NewSupplier } from './supplier-account.ts';
import type { SupplierRepository } from './supplier.repository.ts';

type Deps = {
  repository: SupplierRepository;
  bids: BidsService;
  hotels: HotelsService;
  clock: Clock;
  passwords: Passwords;
  /** Told when a hotel's rules change: the standing bids on it are checked at once. */
  rulesChanged: (hotelId: number) => Promise<void>;
};

function toSupplierBid(row: BidRow): SupplierBid {
  const { customer_id: _customer, group_id: _group, group_rank: _rank, ...bid } = toBid(row);
  const rule = row.ruleLabel === null ? null : { label: row.ruleLabel, version: row.ruleVersion ?? 0 };
  return { ...bid, listed_price: row.amount, floor: row.floor, rule };
}

/** What a rule line reads of a bid: its stay and room from the snapshot, and the day it was made. */
function bidStayOf(row: BidRow) {
  const snapshot = row.snapshot as { check_in: string; check_out: string; room_name?: string };
  return {
    checkIn: snapshot.check_in,
    checkOut: snapshot.check_out,
    roomName: snapshot.room_name ?? '',
    madeOn: row.createdAt.toISOString().slice(0, 10),
  };
}

function pendingFirst(ids: number[], waiting: Set<number>) {
  return [...ids.filter((id) => waiting.has(id)), ...ids.filter((id) => !waiting.has(id))];
}

const DASHBOARD_DAYS = 30;

const CSV_COLUMNS = [
  'id',
  'hotelId',
  'hotelName',
  'roomName',
  'checkIn',
  'checkOut',
  'bid',
  'listed',
  'currency',
  'status',
  'counterAmount',
  'decidedBy',
  'ruleLabel',
  'createdAt',
  'decidedAt',
] as const;

type CsvRow = Record<(typeof CSV_COLUMNS)[number], string | number | Date | null>;

/** RFC 4180 quoting; a cell that starts like a formula is prefixed so a spreadsheet shows it as text. */
function csvCell(value: string | number | Date | null): string {
  if (value === null) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function bidsCsv(rows: CsvRow[]): string {
  const lines = [
    CSV_COLUMNS.join(','),
    ...rows.map((row) => CSV_COLUMNS.map((column) => csvCell(row[column])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export type SupplierService = ReturnType<typeof createSupplierService>;

export function createSupplierService({ repository, bids, hotels, clock, passwords, rulesChanged }: Deps) {
  async function scopeOf(supplierId: string): Promise<HotelScope> {
    const supplier = await repository.findById(supplierId);
    if (!supplier) throw new AppError('unauthorized', messages.auth.sessionInvalid);
    return supplier.allHotels ? 'all' : repository.hotelIds(supplierId);
  }

  async function requireOwnHotel(supplierId: string, hotelId: number) {
    const scope = await scopeOf(supplierId);
    const owns = scope === 'all' ? await hotels.hasHotel(hotelId) : scope.includes(hotelId);
    if (!owns) throw new AppError('forbidden', messages.supplier.notYourHotel);
  }

  /** The bids a dashboard reads, within the partner's hotels or the one it names, and the day range read. */
  async function dashboardRows(supplierId: string, query: SupplierStatsQuery, pendingToo: boolean) {
    const day = today(clock.now());
    const range = { from: query.from ?? addDays(query.to ?? day, -(DASHBOARD_DAYS - 1)), to: query.to ?? day };
    if (query.hotelId !== undefined) await requireOwnHotel(supplierId, query.hotelId);
    const scope = query.hotelId === undefined ? await scopeOf(supplierId) : [query.hotelId];
    const start = new Date(`${range.from}T00:00:00Z`);
    const end = new Date(`${addDays(range.to, 1)}T00:00:00Z`);
    return { range, start, end, rows: await bids.forDashboard(scope, { start, end }, pendingToo) };
  }

  return {
    /** The partner behind an e-mail, with what signing in checks. */
    accountByEmail: (email: string) => repository.findByEmail(email),
    /** Who is told of a hotel's bid waiting for a person. */
    partnersOfHotel: (hotelId: number) => repository.partnersOfHotel(hotelId),
    /** Who may use a partner token. */
    async activeAccount(id: string) {
      const row = await repository.findById(id);
      return row?.active ? { id: row.id, email: row.email, sessionVersion: row.sessionVersion } : undefined;
    },
    /** Sign out everywhere: every token issued before is refused, in every process. */
    endSessions: (id: string) => repository.endSessions(id),
    /** What a password change checks the current password against. */
    async passwordHashOf(id: string) {
      return (await repository.findById(id))?.passwordHash;
    },
    /** A password changed or reset ends every session: answers the new session version. */
    async setPassword(id: string, passwordHash: string, tx: Tx) {
      const version = await repository.setPassword(id, passwordHash, tx);
      if (version === undefined) throw new AppError('not_found', messages.generic.notFound);
      return version;
    },
    scopeOf,

    async listBids(supplierId: string, { page, pageSize, ...filter }: SupplierBidsQuery) {
      const { rows, total } = await bids.pageOfHotels(await scopeOf(supplierId), filter, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { bids: rows.map(toSupplierBid), total };
    },

    /** A person's answer: it keeps to the floor and to the hotel's nightly cap like a rule's. */
    async decide(supplierId: string, bidId: string, decision: Decision) {
      const row = await bids.bidInScope(bidId, await scopeOf(supplierId));
      const { nightlyCap } = await repository.ruleSet(row.hotelId);
      const decided = await bids.decideBid(row, decision, `supplier:${supplierId}`, { nightlyCap, overCap: 'refuse' });
      const { group_id: _group, group_rank: _rank, ...bid } = decided;
      return bid;
    },

    /** Hotels with bids waiting for the partner come first: those are the ones it looks for. */
    async hotels(supplierId: string, query: { q?: string | undefined; limit: number }) {
      const scope = await scopeOf(supplierId);
      const waiting = new Set((await bids.listOfHotels(scope, 'pending')).map((row) => row.hotelId));
      if (scope === 'all') return hotels.findHotels('all', query, [...waiting]);
      return hotels.findHotels(pendingFirst(scope, waiting), query);
    },

    async ruleSet(supplierId: string, hotelId: number) {
      await requireOwnHotel(supplierId, hotelId);
      return repository.ruleSet(hotelId);
    },

    async saveRuleSet(supplierId: string, hotelId: number, ruleSet: RuleSet) {
      await requireOwnHotel(supplierId, hotelId);
      await repository.saveRuleSet(hotelId, ruleSet, supplierId, clock.now());
      await rulesChanged(hotelId);
      return repository.ruleSet(hotelId);
    },

    /** A hotel's rule set as its bids are decided by, for the chance a customer sees before bidding. */
    activeRuleSet: (hotelId: number) => repository.ruleSet(hotelId),

    async ruleChanges(supplierId: string, hotelId: number) {
      await requireOwnHotel(supplierId, hotelId);
      return repository.ruleChanges(hotelId);
    },

    /** A rule set tried on the hotel's bids of the last `days` days; nothing is written. */
    async simulate(supplierId: string, hotelId: number, ruleSet: RuleSet, days: number) {
      await requireOwnHotel(supplierId, hotelId);
      const since = new Date(clock.now().getTime() - days * DAY_MS);
      return simulateRuleSet(await bids.historyOfHotel(hotelId, since), ruleSet);
    },

    /** The dashboard of one hotel, or of all the partner's hotels; the last 30 days unless asked. */
    async stats(supplierId: string, query: SupplierStatsQuery) {
      const { range, start, end, rows } = await dashboardRows(supplierId, query, true);
      const inRange = rows.filter((row) => row.createdAt >= start && row.createdAt < end);
      const pending = rows.filter((row) => row.status === 'pending');
      return bidStats(inRange, pending, range, clock.now());
    },

    /** The bids behind the dashboard, a row each. */
    async statsCsv(supplierId: string, query: SupplierStatsQuery) {
      return bidsCsv((await dashboardRows(supplierId, query, false)).rows);
    },

    /**
     * The rule engine, run as a job when a bid is created: a bid no line decides waits for a person. The bids of a
     * group are decided in one job, first choice first: once one is accepted the others have ended, so of two rules
     * that would accept, the first choice's wins.
     */
    async applyRules(bidId: string) {
      for (const row of await bids.rankedGroupOf(bidId)) await applyRulesTo(row.id);
    },

    createSupplier: (input: NewSupplier) => createSupplierAccount(repository, passwords, input),
    ...partnerAccounts({ repository, clock, passwords }),
  };

  async function applyRulesTo(bidId: string) {
    const pending = await repository.pendingBidWithRules(bidId);
    if (!pending) return;
    const { bid: row, ruleSet } = pending;
    const { line, ...decision } = decideByRuleSet(
      { bid: row.bid, listed: row.amount, floor: row.floor },
      bidStayOf(row),
      ruleSet,
    );
    if (decision.action === 'manual' || !line) return bids.awaitDecision(row);
    await bids.decideBid(row, decision, `rule:${row.hotelId}`, {
      reason: decision.action === 'reject' ? BELOW_HOTEL_PRICE : `automatic ${decision.action}`,
      rule: { label: line.label, version: ruleSet.version },
      nightlyCap: ruleSet.nightlyCap,
      overCap: 'reject',
    });
  }
}
