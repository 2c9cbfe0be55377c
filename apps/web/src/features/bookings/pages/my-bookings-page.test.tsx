import { messages, orderInformationBodySchema, orderInformationSchema, type Order } from '@bidstay/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrder } from '@/testing/mocks/data';
import { on, refuse } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { dayFromNow, instantFromNow } from '@/testing/test-clock';
import { renderWithProviders } from '@/testing/test-utils';
import { MyBookingsPage } from './my-bookings-page';

function answerBookings(orders: Order[]) {
  server.use(
    on('post', '/api/orderInformation', { answer: orderInformationSchema, body: orderInformationBodySchema }, () => ({
      data: { current_page_number: 1, total_orders: orders.length, total_pages: 1, orders },
    })),
  );
}

const renderPage = () => renderWithProviders(<MyBookingsPage />, { session: {} });

describe('My Bookings', () => {
  it('lists the coming stays under Active and the others under their tabs', async () => {
    answerBookings([
      buildOrder({ hotel_data: { id: 1, name: 'Hotel Aurora' }, partner_data: { order_id: 'coming' } }),
      buildOrder({
        hotel_data: { id: 2, name: 'Hotel Borealis' },
        partner_data: { order_id: 'past' },
        checkin_at: dayFromNow(-10),
        checkout_at: dayFromNow(-8),
      }),
      buildOrder({
        status: 'cancelled',
        hotel_data: { id: 3, name: 'Hotel Cassiopeia' },
        partner_data: { order_id: 'cancelled' },
        cancelled_at: instantFromNow(-1),
      }),
    ]);
    const { user } = renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
    const coming = await screen.findByRole('article', { name: 'Booking at Hotel Aurora' });
    expect(within(coming).getByText('Confirmed')).toBeVisible();
    expect(within(coming).getByText('€200.00')).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Booking at Hotel Borealis' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Archived/ }));
    expect(screen.getByRole('article', { name: 'Booking at Hotel Borealis' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: /Cancelled/ }));
    expect(screen.getByRole('article', { name: 'Booking at Hotel Cassiopeia' })).toBeVisible();
  });

  it('opens the booking that paid a bid when My Bids links to it', async () => {
    answerBookings([
      buildOrder({ hotel_data: { id: 1, name: 'Hotel Aurora' }, partner_data: { order_id: 'listed' } }),
      buildOrder({
        hotel_data: { id: 2, name: 'Hotel Borealis' },
        partner_data: { order_id: 'paid' },
        bid_id: 'bid-7',
      }),
    ]);
    renderWithProviders(<MyBookingsPage />, { session: {}, url: '/dashboard/mybookings?bid=bid-7' });

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Hotel Borealis');
    expect(dialog).not.toHaveTextContent('Hotel Aurora');
  });

  it('invites a customer without bookings to book', async () => {
    answerBookings([]);
    renderPage();

    expect(await screen.findByText(messages.bookings.noBookings)).toBeVisible();
    expect(screen.getByRole('link', { name: messages.bookings.startBooking })).toBeVisible();
  });

  it('says when the bookings could not be loaded, and loads them again on asking', async () => {
    server.use(refuse('post', '/api/orderInformation', 500, 'Something went wrong.', { error: 'internal' }));
    const { user } = renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your bookings.');
    answerBookings([buildOrder()]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('article', { name: 'Booking at Hotel Aurora' })).toBeVisible();
  });
});
