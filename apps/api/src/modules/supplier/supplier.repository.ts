import type { RuleSet, SavedRuleSet } from '@bidstay/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_CHANGES_CHANNEL } from '../../db/channels.ts';
import type { Db } from '../../db/client.ts';
import { bids, supplierHotels, supplierRuleChanges, supplierRuleSets, suppliers } from '../../db/schema.ts';
import type { BidRow } from '../bids/bids.service.ts';

export type SupplierRow = typeof suppliers.$inferSelect;

/** A hotel that never saved rules: every bid waits for a person. */
const NO_RULES: SavedRuleSet = { lines: [], nightlyCap: null, version: 0, updatedAt: null };

const ruleSetColumns = {
  lines: supplierRuleSets.lines,
  nightlyCap: supplierRuleSets.nightlyCap,
  version: supplierRuleSets.version,
  updatedAt: supplierRuleSets.updatedAt,
};

type RuleSetRow = {
  lines: RuleSet['lines'] | null;
  nightlyCap: number | null;
  version: number | null;
  updatedAt: Date | null;
};

function toSavedRuleSet(row: RuleSetRow | undefined): SavedRuleSet {
  if (!row?.lines || row.version === null) return NO_RULES;
  return {
    lines: row.lines,
    nightlyCap: row.nightlyCap,
    version: row.version,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

export function createSupplierRepository(db: Db) {
  /** The rule engine's read of every new bid: its SQL built once. */
  const pendingBidWithRule = db
    .select({ bid: bids, ...ruleSetColumns })
    .from(bids)
    .leftJoin(supplierRuleSets, eq(supplierRuleSets.hotelId, bids.hotelId))
    .where(and(eq(bids.id, sql.placeholder('bidId')), eq(bids.status, 'pending'), isNull(bids.deletedAt)))
    .limit(1)
    .prepare('pending_bid_with_rule');

  return {
    async findByEmail(email: string): Promise<SupplierRow | undefined> {
      const [row] = await db.select().from(suppliers).where(eq(suppliers.email, email)).limit(1);
      return row;
    },

    async findById(id: string): Promise<SupplierRow | undefined> {
      const [row] = await db.select().from(suppliers).where(eq(suppliers.id, id)).limit(1);
      return row;
    },

    /**
     * Read at every request (suppliers are few), so a raised version refuses the older tokens at once; every process
     * hears of it (on commit) and ends the account's event streams.
     */
    async endSessions(id: string) {
      await db.transaction(async (tx) => {
        await tx
          .update(suppliers)
          .set({ sessionVersion: sql`${suppliers.sessionVersion} + 1` })
          .where(eq(suppliers.id, id));
        await tx.execute(sql`select pg_notify(${ACCOUNT_CHANGES_CHANNEL}, ${id})`);
      });
    },

    /** undefined when the email is taken. */
    async insert(values: {
      email: string;
      passwordHash: string;
      name: string;
      allHotels: boolean;
      hotelIds: number[];
    }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(suppliers)
          .values({
            email: values.email,
            passwordHash: values.passwordHash,
            name: values.name,
            allHotels: values.allHotels,
          })
          .onConflictDoNothing({ target: suppliers.email })
          .returning();
        if (row && values.hotelIds.length) {
          await tx.insert(supplierHotels).values(values.hotelIds.map((hotelId) => ({ supplierId: row.id, hotelId })));
        }
        return row;
      });
    },

    async hotelIds(supplierId: string): Promise<number[]> {
      const rows = await db
        .select({ hotelId: supplierHotels.hotelId })
        .from(supplierHotels)
        .where(eq(supplierHotels.supplierId, supplierId));
      return rows.map((row) => row.hotelId);
    },

    async ownsHotel(supplierId: string, hotelId: number): Promise<boolean> {
      const [row] = await db
        .select({ hotelId: supplierHotels.hotelId })
        .from(supplierHotels)
        .where(and(eq(supplierHotels.supplierId, supplierId), eq(supplierHotels.hotelId, hotelId)))
        .limit(1);
      return row !== undefined;
    },

    async ruleSet(hotelId: number): Promise<SavedRuleSet> {
      const [row] = await db
        .select(ruleSetColumns)
        .from(supplierRuleSets)
        .where(eq(supplierRuleSets.hotelId, hotelId))
        .limit(1);
      return toSavedRuleSet(row);
    },

    /** A bid still pending and its hotel's rule set (no lines when the hotel has none), in one read. */
    async pendingBidWithRules(bidId: string): Promise<{ bid: BidRow; ruleSet: SavedRuleSet } | undefined> {
      const [row] = await pendingBidWithRule.execute({ bidId });
      if (!row) return undefined;
      const { bid, ...ruleSet } = row;
      return { bid, ruleSet: toSavedRuleSet(ruleSet) };
    },

    /** The next version of a hotel's rules, kept in its history; concurrent saves take turns on the row. */
    async saveRuleSet(hotelId: number, ruleSet: RuleSet, supplierId: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const values = { ...ruleSet, updatedBy: supplierId, updatedAt: now };
        const [saved] = await tx
          .insert(supplierRuleSets)
          .values({ hotelId, ...values, version: 1 })
          .onConflictDoUpdate({
            target: supplierRuleSets.hotelId,
            set: { ...values, version: sql`${supplierRuleSets.version} + 1` },
          })
          .returning({ version: supplierRuleSets.version });
        if (!saved) throw new Error('rule set upsert returned nothing');
        await tx.insert(supplierRuleChanges).values({
          hotelId,
          version: saved.version,
          lines: ruleSet.lines,
          nightlyCap: ruleSet.nightlyCap,
          changedBy: supplierId,
          changedAt: now,
        });
      });
    },

    /** Who changed a hotel's rules to what, newest first. */
    async ruleChanges(hotelId: number) {
      const rows = await db
        .select({
          lines: supplierRuleChanges.lines,
          nightlyCap: supplierRuleChanges.nightlyCap,
          version: supplierRuleChanges.version,
          changedBy: suppliers.name,
          changedAt: supplierRuleChanges.changedAt,
        })
        .from(supplierRuleChanges)
        .leftJoin(suppliers, eq(suppliers.id, supplierRuleChanges.changedBy))
        .where(eq(supplierRuleChanges.hotelId, hotelId))
        .orderBy(desc(supplierRuleChanges.version))
        .limit(100);
      return rows.map((row) => ({ ...row, changedAt: row.changedAt.toISOString() }));
    },
  };
}

export type SupplierRepository = ReturnType<typeof createSupplierRepository>;
