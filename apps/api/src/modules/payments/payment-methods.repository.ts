import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentCustomers, paymentMethods } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/error-causes.ts';

export type CardRow = typeof paymentMethods.$inferSelect;

export function createPaymentMethodsRepository(db: Db) {
  return {
    async stripeCustomerOf(customerId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: paymentCustomers.stripeCustomerId })
        .from(paymentCustomers)
        .where(eq(paymentCustomers.customerId, customerId));
      return row?.id;
    },

    async customerOfStripe(stripeCustomerId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: paymentCustomers.customerId })
        .from(paymentCustomers)
        .where(eq(paymentCustomers.stripeCustomerId, stripeCustomerId));
      return row?.id;
    },

    /** The first one written stands: two set-ups at once got the same Customer through Stripe's idempotency key. */
    async saveStripeCustomer(customerId: string, stripeCustomerId: string, now: Date) {
      await db.insert(paymentCustomers).values({ customerId, stripeCustomerId, createdAt: now }).onConflictDoNothing();
    },

    cards: (customerId: string): Promise<CardRow[]> =>
      db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.customerId, customerId))
        .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt)),

    async card(customerId: string, id: string): Promise<CardRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.id, id), eq(paymentMethods.customerId, customerId)));
      return row;
    },

    /** Once, however often the set-up is reported; the customer's first card becomes the default. */
    async insertCard(card: Omit<CardRow, 'isDefault'>) {
      await db.insert(paymentMethods).values(card).onConflictDoNothing();
      try {
        await db
          .update(paymentMethods)
          .set({ isDefault: true })
          .where(
            and(
              eq(paymentMethods.id, card.id),
              sql`not exists (select 1 from ${paymentMethods} as other where other.customer_id = ${card.customerId} and other.is_default)`,
            ),
          );
      } catch (error) {
        // Two first cards saved at once: the other became the default.
        if (!isUniqueViolation(error, 'payment_methods_one_default')) throw error;
      }
    },

    /** The card removed; if it was the default, the newest other card becomes it. */
    async deleteCard(customerId: string, id: string) {
      await db.transaction(async (tx) => {
        await tx
          .select({ id: paymentMethods.id })
          .from(paymentMethods)
          .where(eq(paymentMethods.customerId, customerId))
          .for('update');
        const [removed] = await tx
          .delete(paymentMethods)
          .where(and(eq(paymentMethods.id, id), eq(paymentMethods.customerId, customerId)))
          .returning();
        if (!removed?.isDefault) return;
        const [next] = await tx
          .select({ id: paymentMethods.id })
          .from(paymentMethods)
          .where(eq(paymentMethods.customerId, customerId))
          .orderBy(desc(paymentMethods.createdAt))
          .limit(1);
        if (next) await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, next.id));
      });
    },

    async makeDefault(customerId: string, id: string) {
      await db.transaction(async (tx) => {
        await tx
          .select({ id: paymentMethods.id })
          .from(paymentMethods)
          .where(eq(paymentMethods.customerId, customerId))
          .for('update');
        await tx.update(paymentMethods).set({ isDefault: false }).where(eq(paymentMethods.customerId, customerId));
        await tx
          .update(paymentMethods)
          .set({ isDefault: true })
          .where(and(eq(paymentMethods.id, id), eq(paymentMethods.customerId, customerId)));
      });
    },
  };
}

export type PaymentMethodsRepository = ReturnType<typeof createPaymentMethodsRepository>;
