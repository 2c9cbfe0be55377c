import type { RuleSet, SavedRuleSet } from '@bidstay/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supplierRuleChanges, supplierRuleSets, suppliers } from '../../db/schema.ts';

/** A hotel that never saved rules: every bid waits for a person. */
const NO_RULES: SavedRuleSet = { lines: [], nightlyCap: null, version: 0, updatedAt: null };

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

export function createYieldRulesRepository(db: Db) {
  /** The rule engine reads it for every new bid: its SQL built once. */
  const ruleSetOfHotel = db
    .select({
      lines: supplierRuleSets.lines,
      nightlyCap: supplierRuleSets.nightlyCap,
      version: supplierRuleSets.version,
      updatedAt: supplierRuleSets.updatedAt,
    })
    .from(supplierRuleSets)
    .where(eq(supplierRuleSets.hotelId, sql.placeholder('hotelId')))
    .limit(1)
    .prepare('rule_set_of_hotel');

  return {
    async ruleSet(hotelId: number): Promise<SavedRuleSet> {
      const [row] = await ruleSetOfHotel.execute({ hotelId });
      return toSavedRuleSet(row);
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

export type YieldRulesRepository = ReturnType<typeof createYieldRulesRepository>;
