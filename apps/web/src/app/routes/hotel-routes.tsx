import { PlaceBidButton } from '@/features/bids/components/place-bid-button';
import { CityPage } from '@/features/hotels/pages/city-page';
import { HotelPage } from '@/features/hotels/pages/hotel-page';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart';

export function CityRoute() {
  return <CityPage HotelAction={WishlistHeart} />;
}

export function HotelRoute() {
  return <HotelPage HotelAction={WishlistHeart} RateAction={PlaceBidButton} />;
}
