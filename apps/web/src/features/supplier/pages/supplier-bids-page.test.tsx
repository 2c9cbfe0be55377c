import {
  counterBodySchema,
  decidedBidSchema,
  rejectBodySchema,
  supplierBidPageSchema,
  supplierHotelsSchema,
  type SupplierBid,
} from '@bidstay/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildHotel, buildSupplierBid } from '@/testing/mocks/data';
import { on } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import { SupplierBidsPage } from './supplier-bids-page';

type Decision = { id: string; action: string; body: unknown };

/**
 * The partner's bids: `pending` until decided, then with the decided ones; every decision is recorded and taken off
 * the pending list, as the API does.
 */
function answerBids(pending: SupplierBid[], decided: SupplierBid[] = []) {
  const decisions: Decision[] = [];
  const page = (bids: SupplierBid[]) => ({ bids, total: bids.length });
  server.use(
    on('get', '/api/supplier/hotels', { answer: supplierHotelsSchema }, { hotels: [buildHotel()], total: 1 }),
    on('get', '/api/supplier/bids', { answer: supplierBidPageSchema }, ({ url }) =>
      url.searchParams.get('status') === 'pending' ? page(pending) : page(decided),
    ),
    on(
      'post',
      '/api/supplier/bids/:id/:action',
      { answer: decidedBidSchema, body: counterBodySchema.or(rejectBodySchema).optional() },
      ({ params, body }) => {
        const bid = pending.find((found) => found.id === params.id)!;
        decisions.push({ id: String(params.id), action: String(params.action), body });
        pending = pending.filter((other) => other !== bid);
        const { listed_price: _listed, floor: _floor, rule: _rule, decidedBy: _decidedBy, ...answered } = bid;
        return { ...answered, customer_id: 'customer-1', status: 'accepted' as const, decider: null };
      },
    ),
  );
  return decisions;
}

const renderPage = () => renderWithProviders(<SupplierBidsPage />, { session: { role: 'supplier' } });

describe('the supplier console', () => {
  it('lists the bids waiting for an answer, with what they offer of the listed price', async () => {
    answerBids([buildSupplierBid({ bid: 150, floor: 140, listed_price: 200 })]);
    renderPage();

    const row = await screen.findByRole('row', { name: 'Bid for Hotel Aurora' });
    expect(within(row).getByText('€150.00')).toBeVisible();
    expect(within(row).getByText('75% of listed')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('shows each bid’s own share of the listed price, cut to a tenth: never rounded up to a rule’s percent or 100%', async () => {
    answerBids([
      buildSupplierBid({ id: 'bid-a', bid: 193.3, floor: 140, listed_price: 200 }),
      buildSupplierBid({ id: 'bid-b', bid: 199.99, floor: 140, listed_price: 200 }),
    ]);
    renderPage();

    const rows = await screen.findAllByRole('row', { name: 'Bid for Hotel Aurora' });
    expect(within(rows[0]!).getByText('96.6% of listed')).toBeVisible();
    expect(within(rows[1]!).getByText('99.9% of listed')).toBeVisible();
  });

  it('accepts a bid, says so and takes it off the list', async () => {
    const decisions = answerBids([buildSupplierBid({ id: 'bid-7', bid: 170, floor: 160 })]);
    const { user } = renderPage();

    const row = await screen.findByRole('row', { name: 'Bid for Hotel Aurora' });
    await user.click(within(row).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Bid accepted: Hotel Aurora')).toBeVisible();
    expect(await screen.findByText('No bids wait for an answer.')).toBeVisible();
    expect(decisions).toEqual([{ id: 'bid-7', action: 'accept', body: undefined }]);
  });

  it('leaves only a counter-offer or a rejection for a bid below the floor', async () => {
    answerBids([buildSupplierBid({ bid: 120, floor: 160 })]);
    renderPage();

    const row = await screen.findByRole('row', { name: 'Bid for Hotel Aurora' });
    expect(within(row).getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(within(row).getByText('Below the floor: counter or reject.')).toBeVisible();
  });

  it('sends a counter-offer from the form that takes the buttons’ place', async () => {
    const decisions = answerBids([buildSupplierBid({ id: 'bid-8', bid: 150, floor: 160 })]);
    const { user } = renderPage();

    const row = await screen.findByRole('row', { name: 'Bid for Hotel Aurora' });
    await user.click(within(row).getByRole('button', { name: 'Counter' }));
    await user.click(within(row).getByRole('button', { name: 'Send counter-offer' }));

    expect(await screen.findByText('Counter-offer sent: Hotel Aurora')).toBeVisible();
    expect(decisions).toEqual([{ id: 'bid-8', action: 'counter', body: { amount: 160 } }]);
  });

  it('asks before a rejection, with the reason the customer reads, and sends nothing until one is chosen', async () => {
    const decisions = answerBids([buildSupplierBid({ id: 'bid-9', bid: 150, floor: 140 })]);
    const { user } = renderPage();

    const row = await screen.findByRole('row', { name: 'Bid for Hotel Aurora' });
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const send = within(row).getByRole('button', { name: 'Reject bid' });
    expect(send).toBeDisabled();
    expect(decisions).toEqual([]);
    await user.click(within(row).getByRole('radio', { name: 'No rooms left' }));
    await user.click(send);

    expect(await screen.findByText('Bid rejected: Hotel Aurora')).toBeVisible();
    expect(decisions).toEqual([{ id: 'bid-9', action: 'reject', body: { reason: 'no_rooms' } }]);
  });
});
