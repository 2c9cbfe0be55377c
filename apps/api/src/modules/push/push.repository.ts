import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences, pushSubscriptions } from '../../db/schema.ts';

/** Whose devices: a customer's or a partner's account. */
export type Account = { role: 'customer' | 'supplier'; id: string };
export type NewSubscription = { endpoint: string; p256dh: string; auth: string };
export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

const ofAccount = (account: Account) =>
  and(eq(pushSubscriptions.accountRole, account.role), eq(pushSubscriptions.accountId, account.id));

export function createPushRepository(db: Db) {
  return {
    /**
     * Adds a device, or moves an endpoint to this account with its new keys (a browser signed in as someone else), unless
     * the account has `max` devices already: false then. Under a lock on the account's rows, so two at once count right.
     */
    async subscribe(account: Account, subscription: NewSubscription, max: number, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const own = await tx
          .select({ endpoint: pushSubscriptions.endpoint })
          .from(pushSubscriptions)
          .where(ofAccount(account))
          .for('update');
        const known = own.some((row) => row.endpoint === subscription.endpoint);
        if (!known && own.length >= max) return false;
        await tx
          .insert(pushSubscriptions)
          .values({ accountRole: account.role, accountId: account.id, ...subscription, createdAt: now })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: {
              accountRole: account.role,
              accountId: account.id,
              p256dh: subscription.p256dh,
              auth: subscription.auth,
            },
          });
        return true;
      });
    },

    list: (account: Account): Promise<SubscriptionRow[]> =>
      db.select().from(pushSubscriptions).where(ofAccount(account)).orderBy(asc(pushSubscriptions.createdAt)),

    async find(endpoint: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
      return row;
    },

    /** True when the account had the device. */
    async remove(account: Account, endpoint: string): Promise<boolean> {
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(ofAccount(account), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return removed.length > 0;
    },

    /** A push service said the subscription is gone (404, 410). */
    async forget(endpoint: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    async delivered(endpoint: string, at: Date) {
      await db.update(pushSubscriptions).set({ lastDeliveredAt: at }).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    async deviceCount(account: Account): Promise<number> {
      const [row] = await db.select({ total: count() }).from(pushSubscriptions).where(ofAccount(account));
      return row?.total ?? 0;
    },

    async preferences(account: Account) {
      return db
        .select({
          kind: notificationPreferences.kind,
          push: notificationPreferences.push,
          email: notificationPreferences.email,
        })
        .from(notificationPreferences)
        .where(
          and(eq(notificationPreferences.accountRole, account.role), eq(notificationPreferences.accountId, account.id)),
        );
    },

    async setPreference(account: Account, kind: string, channels: { push: boolean; email: boolean }) {
      await db
        .insert(notificationPreferences)
        .values({ accountRole: account.role, accountId: account.id, kind, ...channels })
        .onConflictDoUpdate({
          target: [
            notificationPreferences.accountRole,
            notificationPreferences.accountId,
            notificationPreferences.kind,
          ],
          set: channels,
        });
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
