import { PlaceBidButton } from '@/features/bids/components/place-bid-button';
import { BookNowButton } from '@/features/checkout/components/book-now-button';
import { CityPage } from '@/features/hotels/pages/city-page';
import { HotelPage } from '@/features/hotels/pages/hotel-page';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart';
import type { RateOffer } from '@/lib/rate-offer';

export function CityRoute() {
  return <CityPage HotelAction={WishlistHeart} />;
}

function RateActions({ offer }: { offer: RateOffer }) {
  return (
    <>
      <BookNowButton offer={offer} />
      <PlaceBidButton offer={offer} BookAction={BookNowButton} />
    </>
  );
}

export function HotelRoute() {
  return <HotelPage HotelAction={WishlistHeart} RateAction={RateActions} />;
}
