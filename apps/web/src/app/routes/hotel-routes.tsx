import { PlaceBidButton } from '@/features/bids/components/place-bid-button';
import { BookNowButton } from '@/features/checkout/components/book-now-button';
import { CityPage } from '@/features/hotels/pages/city-page';
import { RateWinningBids } from '@/features/hotels/components/winning-bids-note';
import { HotelPage } from '@/features/hotels/pages/hotel-page';
import { BidAutomaticallyButton } from '@/features/standing-bids/components/bid-automatically-button';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart';
import type { RateOffer } from '@/lib/rate-offer';

export function CityRoute() {
  return <CityPage HotelAction={WishlistHeart} />;
}

function RateActions({ offer }: { offer: RateOffer }) {
  return (
    <>
      <BookNowButton offer={offer} />
      <PlaceBidButton offer={offer} BookAction={BookNowButton} WinningBids={RateWinningBids} />
    </>
  );
}

function HotelActions({ hid, name }: { hid: number; name: string }) {
  return (
    <div className="d-flex align-items-center gap-2">
      <BidAutomaticallyButton hid={hid} name={name} className="btn btn-sm btn-outline-primary" />
      <WishlistHeart hid={hid} name={name} />
    </div>
  );
}

export function HotelRoute() {
  return <HotelPage HotelAction={HotelActions} RateAction={RateActions} />;
}
