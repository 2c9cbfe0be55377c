import {
  bidSchema,
  deleteBidBodySchema,
  messages,
  messageSchema,
  standingBidSchema,
  type Bid,
  type StandingBid,
} from '@bidstay/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildBid, buildStandingBid } from '@/testing/mocks/data';
import { bidEventStream, on } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import { MyBidsPage } from './my-bids-page';

const booking = (hotel_name: string) => ({ ...buildBid().booking, hotel_name });

/** The customer's bids as the API holds them, and their standing bids; a deleted one is gone from the next answer. */
function answerBids(bids: Bid[], standing: StandingBid[] = []) {
  const deleted: unknown[] = [];
  server.use(
    on('get', '/api/standingBids', { answer: standingBidSchema.array() }, standing),
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

  it('lists standing bids under their own tab, watching the price, apart from the bids sent to hotels', async () => {
    answerBids(
      [buildBid({ booking: booking('Hotel Aurora') })],
      [buildStandingBid({ hotel_name: 'Hotel Borealis', status: 'active' })],
    );
    const { user } = renderPage();

    await screen.findByRole('row', { name: 'Bid for Hotel Aurora' });
    expect(screen.queryByText('Hotel Borealis')).not.toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: /Standing/ });
    expect(within(tab).getByTestId('count-standing')).toHaveTextContent('1');
    await user.click(tab);

    const standing = await screen.findByTestId('standing-bid');
    expect(standing).toHaveTextContent('Hotel Borealis');
    expect(within(standing).getByText('Watching the price')).toBeVisible();
    expect(screen.queryByRole('row', { name: 'Bid for Hotel Aurora' })).not.toBeInTheDocument();
  });

  it('offers a paid bid no Delete, and a link to the booking that paid it', async () => {
    answerBids([buildBid({ id: 'bid-paid', status: 'completed', booking: booking('Hotel Aurora') })]);
    const { user } = renderPage();

    await user.click(await screen.findByRole('tab', { name: /Completed/ }));
    const row = await screen.findByRole('row', { name: 'Bid for Hotel Aurora' });
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View booking' })).toHaveAttribute(
      'href',
      '/dashboard/mybookings?bid=bid-paid',
    );
  });

  it('badges the hotels of a group that ended when another accepted as ended, not rejected', async () => {
    const group = { group_id: 'group-1' };
    answerBids([
      buildBid({ id: 'won', status: 'accepted', group_rank: 1, booking: booking('Hotel Aurora'), ...group }),
      buildBid({
        id: 'ended',
        status: 'rejected',
        reason: 'another_hotel_accepted',
        group_rank: 2,
        booking: booking('Hotel Borealis'),
        ...group,
      }),
    ]);
    renderPage();

    const ended = await screen.findByRole('listitem', { name: /Hotel Borealis/ });
    expect(within(ended).getByTestId('bid-status')).toHaveTextContent('Ended');
  });

  it('spells a counter-offer as every other screen, mail and notice does', async () => {
    const counter_offer = { amount_to_pay: 180, currency: 'EUR', book_hash: 'book-hash-1', valid_until: null };
    answerBids([buildBid({ status: 'counteroffer', counter_offer, booking: booking('Hotel Aurora') })]);
    renderPage();

    const row = await screen.findByRole('row', { name: 'Bid for Hotel Aurora' });
    expect(within(row).getByTestId('bid-status')).toHaveTextContent('Counter-offer');
  });

  it('opens the tab of the bid a link names, as a placed standing bid links to it', async () => {
    answerBids([buildBid({ id: 'placed', status: 'rejected', booking: booking('Hotel Aurora') })]);
    renderWithProviders(<MyBidsPage />, { session: { customerId: 'customer-1' }, url: '/dashboard/mybids?bid=placed' });

    expect(await screen.findByRole('row', { name: 'Bid for Hotel Aurora' })).toBeVisible();
    expect(screen.getByRole('tab', { name: /Rejected/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers a group with a paid bid no deletion, and links the paid bid to its booking', async () => {
    const group = { group_id: 'group-2' };
    answerBids([
      buildBid({ id: 'paid', status: 'completed', group_rank: 1, booking: booking('Hotel Aurora'), ...group }),
      buildBid({
        id: 'ended',
        status: 'rejected',
        reason: 'another_hotel_accepted',
        group_rank: 2,
        booking: booking('Hotel Borealis'),
        ...group,
      }),
    ]);
    const { user } = renderPage();

    await user.click(await screen.findByRole('tab', { name: /Completed/ }));
    const card = await screen.findByTestId('bid-group');
    expect(within(card).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    const paid = within(card).getByRole('listitem', { name: /Hotel Aurora/ });
    expect(within(paid).getByRole('link', { name: 'View booking' })).toHaveAttribute(
      'href',
      '/dashboard/mybookings?bid=paid',
    );
  });
});
