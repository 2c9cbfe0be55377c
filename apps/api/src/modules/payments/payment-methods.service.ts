import { messages, type PaymentMethod, type PaymentMethodSetup, type PaymentsConfig } from '@bidstay/contract';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentsClient } from '../../payments/stripe-client.ts';
import type { CardRow, PaymentMethodsRepository } from './payment-methods.repository.ts';

/** A SetupIntent Stripe reported succeeded: its card is read from Stripe and saved. */
export const PAYMENT_METHOD_SAVE_JOB = defineJob('payment-method-save', z.object({ setupIntentId: z.string() }));

const SANDBOX_SETUP_PATH = '/sandbox/stripe/setup';

type Deps = {
  clock: Clock;
  payments: PaymentsClient;
  repository: PaymentMethodsRepository;
  config: PaymentsConfig;
  customerEmail: (customerId: string) => Promise<{ email: string; name: string }>;
};

/** What an autopay charge needs: the customer at Stripe and one of their saved cards. */
export type SavedCard = { stripeCustomerId: string; paymentMethodId: string; brand: string; last4: string };

const toPaymentMethod = (row: CardRow): PaymentMethod => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  default: row.isDefault,
});

const notFound = () => new AppError('not_found', messages.paymentMethods.notFound);

export type PaymentMethodsService = ReturnType<typeof createPaymentMethodsService>;

/** The cards a customer saves with Stripe for bids that pay themselves (docs/autopay.md). */
export function createPaymentMethodsService({ clock, payments, repository, config, customerEmail }: Deps) {
  async function stripeCustomerOf(customerId: string): Promise<string> {
    const known = await repository.stripeCustomerOf(customerId);
    if (known) return known;
    const { email, name } = await customerEmail(customerId);
    const created = await payments.createCustomer({ accountId: customerId, email, name });
    await repository.saveStripeCustomer(customerId, created, clock.now());
    return (await repository.stripeCustomerOf(customerId)) ?? created;
  }

  async function ownCard(customerId: string, id: string): Promise<CardRow> {
    const card = await repository.card(customerId, id);
    if (!card) throw notFound();
    return card;
  }

  return {
    async setup(customerId: string): Promise<PaymentMethodSetup> {
      const intent = await payments.createSetupIntent(await stripeCustomerOf(customerId), customerId);
      const clientSecret = intent.client_secret ?? '';
      const setupUrl =
        config.provider === 'sandbox'
          ? `${SANDBOX_SETUP_PATH}/${intent.id}?client_secret=${encodeURIComponent(clientSecret)}`
          : null;
      return { setupIntentId: intent.id, clientSecret, setupUrl };
    },

    /**
     * The card a set-up saved, read from Stripe: once, whether the webhook or the return page tells of it first. Null
     * when the set-up did not succeed or its card was removed since; `foreign` when it is another customer's.
     */
    async saveFromSetup(setupIntentId: string, customerId?: string): Promise<PaymentMethod | 'foreign' | null> {
      const intent = await payments.retrieveSetupIntent(setupIntentId);
      const stripeCustomer = typeof intent?.customer === 'string' ? intent.customer : intent?.customer?.id;
      const owner = stripeCustomer && (await repository.customerOfStripe(stripeCustomer));
      if (!intent || !owner || (customerId && owner !== customerId)) return 'foreign';
      if (intent.status !== 'succeeded' || !intent.payment_method) return null;
      const methodId = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method.id;
      const method = await payments.retrievePaymentMethod(methodId);
      const attachedTo = typeof method.customer === 'string' ? method.customer : method.customer?.id;
      if (attachedTo !== stripeCustomer || !method.card) return null;
      await repository.insertCard({
        id: method.id,
        customerId: owner,
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
        createdAt: clock.now(),
      });
      const saved = await repository.card(owner, method.id);
      return saved ? toPaymentMethod(saved) : null;
    },

    /** The return page's word: the card; 404 for a set-up not the customer's, 409 while Stripe has not finished it. */
    async confirm(customerId: string, setupIntentId: string): Promise<PaymentMethod> {
      const saved = await this.saveFromSetup(setupIntentId, customerId);
      if (saved === 'foreign') throw notFound();
      if (!saved) throw new AppError('conflict', messages.paymentMethods.notSaved);
      return saved;
    },

    list: async (customerId: string) => (await repository.cards(customerId)).map(toPaymentMethod),

    /** Detached at Stripe first: a card we no longer list can never be charged. */
    async remove(customerId: string, id: string) {
      await ownCard(customerId, id);
      await payments.detachPaymentMethod(id);
      await repository.deleteCard(customerId, id);
    },

    async makeDefault(customerId: string, id: string): Promise<PaymentMethod[]> {
      await ownCard(customerId, id);
      await payments.setDefaultPaymentMethod(await stripeCustomerOf(customerId), id);
      await repository.makeDefault(customerId, id);
      return this.list(customerId);
    },

    /** The account's Customer at Stripe, if it ever saved a card. */
    stripeCustomerOf: (customerId: string) => repository.stripeCustomerOf(customerId),

    /** One of the customer's saved cards, to charge when a hotel accepts; another's or a removed one is not found. */
    async savedCard(customerId: string, id: string): Promise<SavedCard> {
      const card = await ownCard(customerId, id);
      const stripeCustomerId = await repository.stripeCustomerOf(customerId);
      if (!stripeCustomerId) throw notFound();
      return { stripeCustomerId, paymentMethodId: card.id, brand: card.brand, last4: card.last4 };
    },
  };
}
