import { and, asc, count, desc, eq, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import { unlessEmailHeld } from '../../db/account-emails.ts';
import { likePattern } from '../../db/like-pattern.ts';
import type { Db, Tx } from '../../db/client.ts';
import { operatorActions, operatorInvitations, operatorRecoveryCodes, operators } from '../../db/schema.ts';

export type NewAction = typeof operatorActions.$inferInsert;
export type OperatorInvitationRow = typeof operatorInvitations.$inferSelect;
type NewInvitation = Omit<OperatorInvitationRow, 'operatorId' | 'usedAt'>;
const endingSessions = { sessionVersion: sql`${operators.sessionVersion} + 1` };

export type OperatorRow = typeof operators.$inferSelect;
export type OpsRepository = ReturnType<typeof createOpsRepository>;

export function createOpsRepository(db: Db) {
  return {
    async findByEmail(email: string, tx: Db | Tx = db): Promise<OperatorRow | undefined> {
      const [row] = await tx.select().from(operators).where(eq(operators.email, email)).limit(1);
      return row;
    },
    /** Read at every operator request (operators are few), so a raised version or a deactivation counts at once. */
    async findById(id: string, tx: Db | Tx = db): Promise<OperatorRow | undefined> {
      const [row] = await tx.select().from(operators).where(eq(operators.id, id)).limit(1);
      return row;
    },
    /** Operators whose e-mail or name holds `q`, by e-mail. */
    async search(q: string | undefined, { limit, offset }: { limit: number; offset: number }) {
      const pattern = q && likePattern(q);
      const where = pattern ? or(ilike(operators.email, pattern), ilike(operators.name, pattern)) : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(operators).where(where).orderBy(asc(operators.email)).limit(limit).offset(offset),
        db.select({ total: count() }).from(operators).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
    /** An account without a password and its invitation link; undefined when the e-mail is taken. */
    async insertInvited(
      values: { email: string; name: string; passwordHash: string },
      invitation: NewInvitation,
      tx: Tx,
    ) {
      const [row] = await tx
        .insert(operators)
        .values(values)
        .onConflictDoNothing({ target: operators.email })
        .returning();
      if (row) await tx.insert(operatorInvitations).values({ ...invitation, operatorId: row.id });
      return row;
    },
    /** Another link for an operator invited before, the earlier links spent. */
    async reinvite(operatorId: string, invitation: NewInvitation, tx: Tx) {
      await tx
        .update(operatorInvitations)
        .set({ usedAt: invitation.createdAt })
        .where(and(eq(operatorInvitations.operatorId, operatorId), isNull(operatorInvitations.usedAt)));
      await tx.insert(operatorInvitations).values({ ...invitation, operatorId });
    },
    /** The invitation behind a token, its row locked until the transaction ends so that it is used once. */
    async lockInvitation(tokenHash: string, tx: Tx): Promise<OperatorInvitationRow | undefined> {
      const [row] = await tx
        .select()
        .from(operatorInvitations)
        .where(eq(operatorInvitations.tokenHash, tokenHash))
        .for('update')
        .limit(1);
      return row;
    },
    /** The first password: every link of the account is spent. */
    async setInvitedPassword(operatorId: string, passwordHash: string, now: Date, tx: Tx) {
      await tx
        .update(operatorInvitations)
        .set({ usedAt: now })
        .where(and(eq(operatorInvitations.operatorId, operatorId), isNull(operatorInvitations.usedAt)));
      await tx
        .update(operators)
        .set({ passwordHash, ...endingSessions })
        .where(eq(operators.id, operatorId));
    },
    /** A new password ends every session; answers the new session version. */
    async setPassword(id: string, passwordHash: string, tx: Tx) {
      const [row] = await tx
        .update(operators)
        .set({ passwordHash, ...endingSessions })
        .where(eq(operators.id, id))
        .returning({ sessionVersion: operators.sessionVersion });
      return row?.sessionVersion;
    },
    /** Deactivating also ends every session, so that reactivating does not bring old tokens back. */
    async setActive(id: string, active: boolean, tx: Tx): Promise<OperatorRow | undefined> {
      const [row] = await tx
        .update(operators)
        .set(active ? { active } : { active, ...endingSessions })
        .where(eq(operators.id, id))
        .returning();
      return row;
    },
    /** The secret, a pending one and the recovery codes go, and every session ends: the next sign-in enrols again. */
    async resetSecondFactor(id: string, tx: Tx): Promise<OperatorRow | undefined> {
      const [row] = await tx
        .update(operators)
        .set({ totpSecret: null, totpPendingSecret: null, ...endingSessions })
        .where(eq(operators.id, id))
        .returning();
      if (row) await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, id));
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
            ...endingSessions,
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
      await db.update(operators).set(endingSessions).where(eq(operators.id, id));
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
