import { bidSchema, deleteBidBodySchema, messages, messageSchema, type Bid } from '@bidstay/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildBid } from '@/testing/mocks/data';
import { bidEventStream, on } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import { MyBidsPage } from './my-bids-page';

const booking = (hotel_name: string) => ({ ...buildBid().booking, hotel_name });

/** The customer's bids as the API holds them; a deleted one is gone from the next answer. */
function answerBids(bids: Bid[]) {
  const deleted: unknown[] = [];
  server.use(
    on('get', '/api/newCustomerBids', { answer: bidSchema.array() }, () => bids),
    on('post', '/api/newDeleteBid', { answer: messageSchema, body: deleteBidBodySchema }, ({ body }) => {
      deleted.push(body);
      bids = bids.filter((bid) => !('bidId' in body) || bid.id !== body.bidId);
      return { message: 'deleted' };
    }),
  );
  return {
    deleted,
    change: (next: Bid[]) => {
      bids = next;
    },
  };
}

const renderPage = () => renderWithProviders(<MyBidsPage />, { session: { customerId: 'customer-1' } });

describe('My Bids', () => {
  it('shows the bids waiting for an answer under Active and the refused ones under Rejected', async () => {
    answerBids([
      buildBid({ id: 'waiting', booking: booking('Hotel Aurora') }),
      buildBid({ id: 'refused', status: 'rejected', booking: booking('Hotel Borealis') }),
    ]);
    const { user } = renderPage();

    const waiting = await screen.findByRole('row', { name: 'Bid for Hotel Aurora' });
    expect(within(waiting).getByText('€150.00')).toBeVisible();
    expect(screen.queryByRole('row', { name: 'Bid for Hotel Borealis' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Rejected/ }));
    expect(screen.getByRole('row', { name: 'Bid for Hotel Borealis' })).toBeVisible();
  });

  it('deletes a bid after the customer confirms it', async () => {
    const { deleted } = answerBids([buildBid({ id: 'bid-3', booking: booking('Hotel Aurora') })]);
    const { user } = renderPage();

    const row = await screen.findByRole('row', { name: 'Bid for Hotel Aurora' });
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete bid' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete bid' }));

    expect(await screen.findByText(messages.bids.deleted)).toBeVisible();
    expect(await screen.findByText('You have no active bids.')).toBeVisible();
    expect(deleted).toEqual([{ bidId: 'bid-3' }]);
  });

  it('tells the customer at once when a hotel accepts, from the live events', async () => {
    const { change } = answerBids([buildBid({ id: 'bid-4', booking: booking('Hotel Aurora') })]);
    const events = bidEventStream();
    server.use(events.handler);
    renderPage();
    await screen.findByRole('row', { name: 'Bid for Hotel Aurora' });

    change([buildBid({ id: 'bid-4', status: 'accepted', booking: booking('Hotel Aurora') })]);
    events.send({ type: 'bid', bidId: 'bid-4', status: 'accepted', hotelId: 7000021 });

    expect(await screen.findByText('Your bid for Hotel Aurora was accepted')).toBeVisible();
  });
});
