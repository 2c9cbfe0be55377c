import { messages, standingBidSchema, type StandingBid } from '@bidstay/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildStandingBid } from '@/testing/mocks/data';
import { on, refuse } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import { StandingBidsList } from './standing-bids-list';

const waiting = buildStandingBid({ id: '1b0f7f4e-8a43-4c5e-9d52-0f9c3c2a7b11', hotel_name: 'Hotel Aurora' });
const placed = buildStandingBid({
  id: '2b0f7f4e-8a43-4c5e-9d52-0f9c3c2a7b11',
  hotel_name: 'Hotel Borealis',
  status: 'placed',
  bid_id: 'bid-1',
});

function answerStandingBids(list: StandingBid[]) {
  const cancelled: string[] = [];
  server.use(
    on('get', '/api/standingBids', { answer: standingBidSchema.array() }, () => list),
    on('post', '/api/standingBids/:id/cancel', { answer: standingBidSchema }, ({ params }) => {
      cancelled.push(String(params.id));
      const row = list.find((standing) => standing.id === params.id)!;
      list = list.map((standing) => (standing === row ? { ...row, status: 'cancelled' as const } : standing));
      return { ...row, status: 'cancelled' as const };
    }),
  );
  return cancelled;
}

const row = (hotel: string) => screen.getByText(hotel).closest('li')!;
const renderList = () =>
  renderWithProviders(<StandingBidsList empty="None yet" />, { session: { customerId: 'customer-1' } });

describe('the standing bids list', () => {
  it('shows each standing bid with where it stands', async () => {
    answerStandingBids([waiting, placed]);
    renderList();

    expect(await screen.findByText('Hotel Aurora')).toBeVisible();
    expect(within(row('Hotel Aurora')).getByText('Watching the price')).toBeVisible();
    expect(within(row('Hotel Aurora')).getByText(/€180\.00 for the stay/)).toBeVisible();
    expect(row('Hotel Aurora')).toHaveTextContent('2 adults');
    expect(within(row('Hotel Borealis')).getByText('Bid placed')).toBeVisible();
    expect(within(row('Hotel Borealis')).getByRole('link', { name: 'See the bid' })).toBeVisible();
    expect(within(row('Hotel Borealis')).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('cancels a waiting standing bid and says so', async () => {
    const cancelled = answerStandingBids([waiting, placed]);
    const { user } = renderList();

    await screen.findByText('Hotel Aurora');
    await user.click(within(row('Hotel Aurora')).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText(messages.standingBids.cancelled)).toBeVisible();
    expect(await within(row('Hotel Aurora')).findByText('Cancelled')).toBeVisible();
    expect(cancelled).toEqual([waiting.id]);
  });

  it('says when there is none', async () => {
    answerStandingBids([]);
    renderList();

    expect(await screen.findByText('None yet')).toBeVisible();
  });

  it('says when a cancellation failed', async () => {
    answerStandingBids([waiting]);
    server.use(
      refuse('post', '/api/standingBids/:id/cancel', 409, messages.standingBids.notActive, { error: 'conflict' }),
    );
    const { user } = renderList();

    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText(messages.standingBids.cancelFailed)).toBeVisible();
  });
});
