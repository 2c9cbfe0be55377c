import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { unlessEmailHeld } from '../../db/account-emails.ts';
import { ACCOUNT_CHANGES_CHANNEL } from '../../db/channels.ts';
import { likePattern } from '../../db/like-pattern.ts';
import type { Db, Tx } from '../../db/client.ts';
import { supplierHotels, supplierInvitations, suppliers } from '../../db/schema.ts';

export type SupplierRow = typeof suppliers.$inferSelect;

export type InvitationRow = typeof supplierInvitations.$inferSelect;

/** Every process hears of a change to the account (on commit) and ends its event streams. */
const notifyChanged = (tx: Db | Tx, id: string) => tx.execute(sql`select pg_notify(${ACCOUNT_CHANGES_CHANNEL}, ${id})`);

export function createSupplierRepository(db: Db) {
  return {
    /** The active partners that answer for a hotel: its own, and those of every hotel. */
    async partnersOfHotel(hotelId: number): Promise<{ id: string; email: string; name: string }[]> {
      const own = db
        .select({ id: supplierHotels.supplierId })
        .from(supplierHotels)
        .where(eq(supplierHotels.hotelId, hotelId));
      return db
        .select({ id: suppliers.id, email: suppliers.email, name: suppliers.name })
        .from(suppliers)
        .where(and(eq(suppliers.active, true), or(eq(suppliers.allHotels, true), inArray(suppliers.id, own))));
    },

    async findByEmail(email: string, tx: Db | Tx = db): Promise<SupplierRow | undefined> {
      const [row] = await tx.select().from(suppliers).where(eq(suppliers.email, email)).limit(1);
      return row;
    },

    async findById(id: string, tx: Db | Tx = db): Promise<SupplierRow | undefined> {
      const [row] = await tx.select().from(suppliers).where(eq(suppliers.id, id)).limit(1);
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
        await notifyChanged(tx, id);
      });
    },

    /** Partners whose e-mail or name holds `q`, by e-mail, with the hotels each answers for. */
    async search(q: string | undefined, { limit, offset }: { limit: number; offset: number }) {
      const pattern = q && likePattern(q);
      const where = pattern ? or(ilike(suppliers.email, pattern), ilike(suppliers.name, pattern)) : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(suppliers).where(where).orderBy(asc(suppliers.email)).limit(limit).offset(offset),
        db.select({ total: count() }).from(suppliers).where(where),
      ]);
      const hotelRows = rows.length
        ? await db
            .select()
            .from(supplierHotels)
            .where(
              inArray(
                supplierHotels.supplierId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(supplierHotels.hotelId)
        : [];
      const hotelIdsOf = (id: string) => hotelRows.filter((row) => row.supplierId === id).map((row) => row.hotelId);
      return { partners: rows.map((row) => ({ row, hotelIds: hotelIdsOf(row.id) })), total: total?.total ?? 0 };
    },

    /** An account without a password and its invitation link; undefined when any account has the e-mail. */
    insertInvited: (
      values: { email: string; name: string; passwordHash: string },
      invitation: Omit<InvitationRow, 'supplierId' | 'usedAt'>,
      tx: Tx,
    ) =>
      unlessEmailHeld(tx, async (savepoint) => {
        const [row] = await savepoint
          .insert(suppliers)
          .values(values)
          .onConflictDoNothing({ target: suppliers.email })
          .returning();
        if (row) await savepoint.insert(supplierInvitations).values({ ...invitation, supplierId: row.id });
        return row;
      }),

    /** Another link for a partner invited before, the earlier links spent. */
    async reinvite(supplierId: string, invitation: Omit<InvitationRow, 'supplierId' | 'usedAt'>, tx: Tx) {
      await tx
        .update(supplierInvitations)
        .set({ usedAt: invitation.createdAt })
        .where(and(eq(supplierInvitations.supplierId, supplierId), isNull(supplierInvitations.usedAt)));
      await tx.insert(supplierInvitations).values({ ...invitation, supplierId });
    },

    /** The invitation behind a token, its row locked until the transaction ends so that it is used once. */
    async lockInvitation(tokenHash: string, tx: Tx): Promise<InvitationRow | undefined> {
      const [row] = await tx
        .select()
        .from(supplierInvitations)
        .where(eq(supplierInvitations.tokenHash, tokenHash))
        .for('update')
        .limit(1);
      return row;
    },

    /** A new password ends every session, in every process; answers the new session version. */
    async setPassword(supplierId: string, passwordHash: string, tx: Tx) {
      const [row] = await tx
        .update(suppliers)
        .set({ passwordHash, sessionVersion: sql`${suppliers.sessionVersion} + 1` })
        .where(eq(suppliers.id, supplierId))
        .returning({ sessionVersion: suppliers.sessionVersion });
      await notifyChanged(tx, supplierId);
      return row?.sessionVersion;
    },

    /** The first password: every link of the account is spent. */
    async spendInvitations(supplierId: string, now: Date, tx: Tx) {
      await tx
        .update(supplierInvitations)
        .set({ usedAt: now })
        .where(and(eq(supplierInvitations.supplierId, supplierId), isNull(supplierInvitations.usedAt)));
    },

    /** Deactivating also ends every session, so that reactivating does not bring old tokens back. */
    async setActive(id: string, active: boolean, tx: Tx): Promise<SupplierRow | undefined> {
      const [row] = await tx
        .update(suppliers)
        .set(active ? { active } : { active, sessionVersion: sql`${suppliers.sessionVersion} + 1` })
        .where(eq(suppliers.id, id))
        .returning();
      await notifyChanged(tx, id);
      return row;
    },

    /** False when the partner already had the hotel. */
    async assignHotel(supplierId: string, hotelId: number, tx: Tx): Promise<boolean> {
      const added = await tx
        .insert(supplierHotels)
        .values({ supplierId, hotelId })
        .onConflictDoNothing()
        .returning({ hotelId: supplierHotels.hotelId });
      return added.length === 1;
    },

    /** False when the partner did not have the hotel. */
    async unassignHotel(supplierId: string, hotelId: number, tx: Tx): Promise<boolean> {
      const removed = await tx
        .delete(supplierHotels)
        .where(and(eq(supplierHotels.supplierId, supplierId), eq(supplierHotels.hotelId, hotelId)))
        .returning({ hotelId: supplierHotels.hotelId });
      return removed.length === 1;
    },

    /** undefined when any account, of any role, has the e-mail. */
    insert: (values: { email: string; passwordHash: string; name: string; allHotels: boolean; hotelIds: number[] }) =>
      unlessEmailHeld(db, async (tx) => {
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
      }),

    async hotelIds(supplierId: string, tx: Db | Tx = db): Promise<number[]> {
      const rows = await tx
        .select({ hotelId: supplierHotels.hotelId })
        .from(supplierHotels)
        .where(eq(supplierHotels.supplierId, supplierId))
        .orderBy(supplierHotels.hotelId);
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
  };
}

export type SupplierRepository = ReturnType<typeof createSupplierRepository>;
