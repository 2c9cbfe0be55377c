import { and, count, desc, eq, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import { unlessEmailHeld } from '../../db/account-emails.ts';
import { likePattern } from '../../db/like-pattern.ts';
import type { Db, Tx } from '../../db/client.ts';
import { operatorActions, operatorRecoveryCodes, operators } from '../../db/schema.ts';

export type NewAction = typeof operatorActions.$inferInsert;

export type OperatorRow = typeof operators.$inferSelect;
export type OpsRepository = ReturnType<typeof createOpsRepository>;

export function createOpsRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<OperatorRow | undefined> {
      const [row] = await db.select().from(operators).where(eq(operators.email, email)).limit(1);
      return row;
    },
    /** Read at every operator request (operators are few), so a raised version or a deactivation counts at once. */
    async findById(id: string): Promise<OperatorRow | undefined> {
      const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
      return row;
    },
    /** Undefined when any account, of any role, has the e-mail. */
    async insert(values: { email: string; passwordHash: string; name: string }) {
      return unlessEmailHeld(db, async (tx) => {
        const [row] = await tx
          .insert(operators)
          .values(values)
          .onConflictDoNothing({ target: operators.email })
          .returning({ id: operators.id, email: operators.email });
        return row;
      });
    },
    async setPendingSecret(id: string, sealed: string) {
      await db.update(operators).set({ totpPendingSecret: sealed }).where(eq(operators.id, id));
    },
    /**
     * The pending secret becomes the secret, its first code's step is spent, the recovery codes are replaced and the
     * earlier sessions end; undefined when someone else finished the enrolment first.
     */
    async confirmEnrolment(
      id: string,
      { sealed, step, codeHashes }: { sealed: string; step: number; codeHashes: string[] },
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(operators)
          .set({
            totpSecret: sealed,
            totpPendingSecret: null,
            totpLastStep: step,
            sessionVersion: sql`${operators.sessionVersion} + 1`,
          })
          .where(and(eq(operators.id, id), isNull(operators.totpSecret)))
          .returning({ sessionVersion: operators.sessionVersion });
        if (!row) return undefined;
        await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, id));
        await tx.insert(operatorRecoveryCodes).values(codeHashes.map((codeHash) => ({ operatorId: id, codeHash })));
        return row.sessionVersion;
      });
    },
    /** Spends a time step: false when it, or a later one, was already used. */
    async claimStep(id: string, step: number): Promise<boolean> {
      const claimed = await db
        .update(operators)
        .set({ totpLastStep: step })
        .where(and(eq(operators.id, id), lt(operators.totpLastStep, step)))
        .returning({ id: operators.id });
      return claimed.length === 1;
    },
    async useRecoveryCode(id: string, codeHash: string, now: Date): Promise<boolean> {
      const used = await db
        .update(operatorRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(operatorRecoveryCodes.operatorId, id),
            eq(operatorRecoveryCodes.codeHash, codeHash),
            isNull(operatorRecoveryCodes.usedAt),
          ),
        )
        .returning({ operatorId: operatorRecoveryCodes.operatorId });
      return used.length === 1;
    },
    async recoveryCodesLeft(id: string): Promise<number> {
      const [row] = await db
        .select({ left: count() })
        .from(operatorRecoveryCodes)
        .where(and(eq(operatorRecoveryCodes.operatorId, id), isNull(operatorRecoveryCodes.usedAt)));
      return row?.left ?? 0;
    },
    async endSessions(id: string) {
      await db
        .update(operators)
        .set({ sessionVersion: sql`${operators.sessionVersion} + 1` })
        .where(eq(operators.id, id));
    },
    /** In the transaction of the change it records, so that neither is kept without the other. */
    async recordAction(action: NewAction, tx: Db | Tx = db) {
      await tx.insert(operatorActions).values(action);
    },
    /** Newest first; `q` matches part of the action, the target or the operator's e-mail. */
    async pageOfActions(q: string | undefined, { limit, offset }: { limit: number; offset: number }) {
      const pattern = q && likePattern(q);
      const where = pattern
        ? or(
            ilike(operatorActions.action, pattern),
            ilike(operatorActions.target, pattern),
            ilike(operators.email, pattern),
          )
        : undefined;
      const entries = await db
        .select({
          id: operatorActions.id,
          operatorId: operatorActions.operatorId,
          operatorEmail: operators.email,
          action: operatorActions.action,
          target: operatorActions.target,
          detail: operatorActions.detail,
          address: operatorActions.address,
          createdAt: operatorActions.createdAt,
        })
        .from(operatorActions)
        .innerJoin(operators, eq(operators.id, operatorActions.operatorId))
        .where(where)
        .orderBy(desc(operatorActions.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db
        .select({ total: count() })
        .from(operatorActions)
        .innerJoin(operators, eq(operators.id, operatorActions.operatorId))
        .where(where);
      return { entries, total: total?.total ?? 0 };
    },
  };
}
