import { messages, standingBidSchema } from '@bidstay/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answers } from '@/lib/answers';
import { buildHotel, buildStandingBid } from '@/testing/mocks/data';
import { on } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import { WishlistPage } from './wishlist-page';

const aurora = buildHotel({ hid: 1, name: 'Hotel Aurora' });
const borealis = buildHotel({ hid: 2, name: 'Hotel Borealis' });

/** The wishlist's routes: the liked ids, their hotels (the partner offers only `offered`), and the standing bids. */
function answerWishlist(liked: number[], offered = [aurora, borealis]) {
  const removed: string[] = [];
  server.use(
    on('get', '/api/getLikedHotelList/:customerId', { answer: answers.hotelIds }, () => liked),
    on('post', '/api/getListOfHotelsMinimal', { answer: answers.hotelsMinimal, body: answers.hotelIds }, ({ body }) =>
      offered.filter((hotel) => body.includes(hotel.hid)),
    ),
    on('get', '/api/standingBids', { answer: standingBidSchema.array() }, [buildStandingBid()]),
    on('post', '/api/User/removeLikedHotel', { answer: answers.wishlist }, ({ url }) => {
      const hotelId = url.searchParams.get('hotelId')!;
      removed.push(hotelId);
      return { wishList: liked.filter((hid) => String(hid) !== hotelId) };
    }),
  );
  return removed;
}

const renderPage = () => renderWithProviders(<WishlistPage />, { session: { customerId: 'customer-1' } });

describe('My Wishlist', () => {
  it('shows each liked hotel with a way to it, to bid automatically and to remove it; standing bids are in My Bids', async () => {
    answerWishlist([1, 2]);
    renderPage();

    const card = await screen.findByRole('article', { name: 'Hotel Aurora' });
    expect(within(card).getByRole('link', { name: 'Go to Hotel' })).toHaveAttribute('href', '/hotel/1');
    expect(within(card).getByRole('button', { name: /Bid automatically/ })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Remove' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Hotel Borealis' })).toBeVisible();
    expect(screen.queryByText('Watching the price')).not.toBeInTheDocument();
  });

  it('says when the partner no longer offers a liked hotel', async () => {
    answerWishlist([1, 2], [aurora]);
    renderPage();

    const gone = await screen.findByRole('article', { name: messages.hotels.unknownHotel });
    expect(within(gone).getByText(messages.wishlist.noLongerAvailable)).toBeVisible();
    expect(within(gone).queryByRole('link', { name: 'Go to Hotel' })).not.toBeInTheDocument();
  });

  it('removes a hotel at once and says so', async () => {
    const removed = answerWishlist([1, 2]);
    const { user } = renderPage();

    const card = await screen.findByRole('article', { name: 'Hotel Aurora' });
    await user.click(within(card).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText(messages.wishlist.removed)).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Hotel Aurora' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Hotel Borealis' })).toBeVisible();
    expect(removed).toEqual(['1']);
  });

  it('invites a customer with an empty wishlist to find hotels', async () => {
    answerWishlist([]);
    renderPage();

    expect(await screen.findByText(messages.wishlist.empty)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find hotels' })).toBeVisible();
  });
});
