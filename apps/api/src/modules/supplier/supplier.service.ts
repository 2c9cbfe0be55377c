import {
  DAY_MS,
  SUGGESTION_DAYS,
  addDays,
  bidStats,
  floorsByRoom,
  messages,
  today,
  type RuleSet,
  type SupplierBidsQuery,
  type SupplierCalendar,
  type SupplierCalendarQuery,
  type SupplierMarketQuery,
  type SupplierStatsQuery,
} from '@bidstay/contract';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Passwords } from '../../lib/passwords.ts';
import type { BidsService, Decision, HotelScope } from '../bids/bids.service.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import type { YieldRulesService } from '../yield-rules/yield-rules.service.ts';
import { marketUseCase } from './market.ts';
import { createSupplierAccount, partnerAccounts, type NewSupplier } from './supplier-account.ts';
import type { SupplierRepository } from './supplier.repository.ts';

/** How far back a hotel's bids tell the floors of its rooms. */
const FLOOR_DAYS = 90;

type Deps = {
  repository: SupplierRepository;
  bids: BidsService;
  rules: YieldRulesService;
  hotels: HotelsService;
  clock: Clock;
  passwords: Passwords;
};

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

export function createSupplierService({ repository, bids, rules, hotels, clock, passwords }: Deps) {
  const market = marketUseCase({ hotels, clock });
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
    partnersOfHotel: async (hotelId: number) => (await repository.partnersOfHotel(hotelId)).map(({ id }) => id),
    /** Who is mailed a hotel's news, with the address and name a mail needs. */
    partnerAccountsOfHotel: (hotelId: number) => repository.partnersOfHotel(hotelId),
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
      return bids.pageOfHotels(await scopeOf(supplierId), filter, { limit: pageSize, offset: (page - 1) * pageSize });
    },

    /** A person's answer: it keeps to the floor and to the hotel's nightly cap like a rule's. */
    async decide(supplierId: string, bidId: string, decision: Decision) {
      const decided = await bids.decideForPartner(supplierId, await scopeOf(supplierId), bidId, decision);
      const { group_id: _group, group_rank: _rank, ...bid } = decided;
      return bid;
    },

    /** One of the partner's hotels night by night: its bids by outcome and the nightly cap they use. */
    async calendar(supplierId: string, { hotelId, from, to }: SupplierCalendarQuery): Promise<SupplierCalendar> {
      await requireOwnHotel(supplierId, hotelId);
      const { nightlyCap } = await rules.activeRuleSet(hotelId);
      return { hotelId, nightlyCap, nights: await bids.demandCalendar(hotelId, from, to) };
    },

    /** A night's listed prices at the nearest hotels like one of the partner's. */
    async market(supplierId: string, { hotelId, date }: SupplierMarketQuery) {
      await requireOwnHotel(supplierId, hotelId);
      return market(hotelId, date);
    },

    /** Hotels with bids waiting for the partner come first: those are the ones it looks for. */
    async hotels(supplierId: string, query: { q?: string | undefined; limit: number }) {
      const scope = await scopeOf(supplierId);
      const waiting = new Set(await bids.hotelsWaiting(scope));
      if (scope === 'all') return hotels.findHotels('all', query, [...waiting]);
      return hotels.findHotels(pendingFirst(scope, waiting), query);
    },

    async ruleSet(supplierId: string, hotelId: number) {
      await requireOwnHotel(supplierId, hotelId);
      return rules.activeRuleSet(hotelId);
    },

    async saveRuleSet(supplierId: string, hotelId: number, ruleSet: RuleSet) {
      await requireOwnHotel(supplierId, hotelId);
      return rules.save(hotelId, ruleSet, supplierId);
    },

    async ruleChanges(supplierId: string, hotelId: number) {
      await requireOwnHotel(supplierId, hotelId);
      return rules.changes(hotelId);
    },

    /** The floors the hotel's rules work against, from its bids of the last `FLOOR_DAYS` days. */
    async floors(supplierId: string, hotelId: number) {
      await requireOwnHotel(supplierId, hotelId);
      const since = new Date(clock.now().getTime() - FLOOR_DAYS * DAY_MS);
      return floorsByRoom(await bids.historyOfHotel(hotelId, since));
    },

    /** A rule set tried on the hotel's bids of the last `days` days; nothing is written. */
    async simulate(supplierId: string, hotelId: number, ruleSet: RuleSet, days: number) {
      await requireOwnHotel(supplierId, hotelId);
      const since = new Date(clock.now().getTime() - days * DAY_MS);
      return rules.simulate(ruleSet, await bids.historyOfHotel(hotelId, since));
    },

    /** Lines the hotel's bids of the last `SUGGESTION_DAYS` days suggest, with what each would have changed. */
    async suggestions(supplierId: string, hotelId: number) {
      await requireOwnHotel(supplierId, hotelId);
      const since = new Date(clock.now().getTime() - SUGGESTION_DAYS * DAY_MS);
      const suggestions = await rules.suggest(hotelId, await bids.historyOfHotel(hotelId, since));
      return { days: SUGGESTION_DAYS, suggestions };
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

    createSupplier: (input: NewSupplier) => createSupplierAccount(repository, passwords, input),
    ...partnerAccounts({ repository, clock, passwords }),
  };
}
