import type { SupplierRule } from '@bidstay/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bids, supplierHotels, supplierRules, suppliers } from '../../db/schema.ts';
import type { BidRow } from '../bids/bids.repository.ts';

export type SupplierRow = typeof suppliers.$inferSelect;

const NO_RULE: SupplierRule = { autoAcceptPercent: null, floorPercent: null, counterPercent: null };

const ruleColumns = {
  autoAcceptPercent: supplierRules.autoAcceptPercent,
  floorPercent: supplierRules.floorPercent,
  counterPercent: supplierRules.counterPercent,
};

export function createSupplierRepository(db: Db) {
  /** The rule engine's read of every new bid: its SQL built once. */
  const pendingBidWithRule = db
    .select({ bid: bids, ...ruleColumns })
    .from(bids)
    .leftJoin(supplierRules, eq(supplierRules.hotelId, bids.hotelId))
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

    /** Read at every request (suppliers are few), so a raised version refuses the older tokens at once. */
    async endSessions(id: string) {
      await db
        .update(suppliers)
        .set({ sessionVersion: sql`${suppliers.sessionVersion} + 1` })
        .where(eq(suppliers.id, id));
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

    async rule(hotelId: number): Promise<SupplierRule> {
      const [row] = await db.select(ruleColumns).from(supplierRules).where(eq(supplierRules.hotelId, hotelId)).limit(1);
      return row ?? NO_RULE;
    },

    /** A bid still pending and its hotel's rule (all empty when the hotel has none), in one read. */
    async pendingBidWithRule(bidId: string): Promise<{ bid: BidRow; rule: SupplierRule } | undefined> {
      const [row] = await pendingBidWithRule.execute({ bidId });
      if (!row) return undefined;
      const { bid, ...rule } = row;
      return { bid, rule };
    },

    async saveRule(hotelId: number, rule: SupplierRule, supplierId: string, now: Date) {
      const values = { ...rule, updatedBy: supplierId, updatedAt: now };
      await db
        .insert(supplierRules)
        .values({ hotelId, ...values })
        .onConflictDoUpdate({ target: supplierRules.hotelId, set: values });
    },
  };
}

export type SupplierRepository = ReturnType<typeof createSupplierRepository>;
