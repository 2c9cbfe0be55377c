import { confirmPaymentMethodBodySchema, paymentMethodSchema, type PaymentMethod } from '@bidstay/contract';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import { PaymentMethodsCard } from './payment-methods-card';

const visa: PaymentMethod = { id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031, default: true };
const mastercard: PaymentMethod = {
  id: 'pm_2',
  brand: 'mastercard',
  last4: '4444',
  expMonth: 12,
  expYear: 2034,
  default: false,
};

/** The saved cards as the API keeps them: removed and made default by its routes, recording what it was asked. */
function answerCards(start: PaymentMethod[]) {
  let cards = start;
  const asked: string[] = [];
  server.use(
    on('get', '/api/paymentMethods', { answer: paymentMethodSchema.array() }, () => cards),
    http.delete('/api/paymentMethods/:id', ({ params }) => {
      asked.push(`remove ${String(params.id)}`);
      cards = cards.filter((card) => card.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    on('post', '/api/paymentMethods/:id/default', { answer: paymentMethodSchema.array() }, ({ params }) => {
      asked.push(`default ${String(params.id)}`);
      cards = cards.map((card) => ({ ...card, default: card.id === params.id }));
      return cards;
    }),
  );
  return asked;
}

const renderCard = (url = '/dashboard/profile') =>
  renderWithProviders(<PaymentMethodsCard />, { url, session: { customerId: 'customer-1' } });

describe('Profile → Payment', () => {
  it('lists the saved cards with their brand, last four digits and expiry, the default marked', async () => {
    answerCards([visa, mastercard]);
    renderCard();

    const cards = await screen.findAllByTestId('saved-card');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Visa •••• 4242Expires 04/31Default'),
      expect.stringContaining('Mastercard •••• 4444Expires 12/34'),
    ]);
  });

  it('removes a card only once the customer confirms it', async () => {
    const asked = answerCards([visa, mastercard]);
    const { user } = renderCard();

    await user.click(await screen.findByRole('button', { name: 'Remove Mastercard •••• 4444' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Mastercard •••• 4444?' });
    expect(asked).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));

    expect(await screen.findByText('Mastercard •••• 4444 is removed.')).toBeVisible();
    expect(asked).toEqual(['remove pm_2']);
    expect(screen.getAllByTestId('saved-card')).toHaveLength(1);
  });

  it('makes another card the default', async () => {
    const asked = answerCards([visa, mastercard]);
    const { user } = renderCard();

    await user.click(await screen.findByRole('button', { name: 'Make Mastercard •••• 4444 the default' }));

    expect(await screen.findByRole('button', { name: 'Make Visa •••• 4242 the default' })).toBeVisible();
    expect(asked).toEqual(['default pm_2']);
  });

  it('saves the card the card page set up, asking again while the provider does not have it yet', async () => {
    answerCards([]);
    let tries = 0;
    server.use(
      http.post('/api/paymentMethods/confirm', async ({ request }) => {
        expect(confirmPaymentMethodBodySchema.parse(await request.json())).toEqual({ setupIntentId: 'seti_1' });
        tries += 1;
        if (tries === 1)
          return HttpResponse.json({ error: 'conflict', message: 'This card is not saved yet.' }, { status: 409 });
        return HttpResponse.json(visa);
      }),
    );
    renderCard('/dashboard/profile?setup_intent=seti_1&setup_intent_client_secret=s&redirect_status=succeeded');

    expect(await screen.findByText('Visa •••• 4242 is saved.', {}, { timeout: 5000 })).toBeVisible();
    expect(tries).toBe(2);
  });
});
