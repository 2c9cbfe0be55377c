import { Trans, useLingui } from '@lingui/react/macro';
import { imageUrl, messages, WISHLIST_IMAGE_SIZE, type HotelMinimal } from '@bidstay/contract';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LoadFailed } from '@/components/load-failed';
import { useToast } from '@/components/toasts';
import { BidAutomaticallyButton } from '@/features/standing-bids';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/lib/session';
import { useChangeWishlist } from '../api/change-wishlist';
import { useWishlist } from '../api/get-wishlist';
import { useWishlistHotels } from '../api/get-wishlist-hotels';

/** `gone`: the hotels were read and this one is not among them (the partner removed it). */
type WishlistCardProps = { hid: number; hotel?: HotelMinimal; gone: boolean; onRemove: () => void };

function WishlistCard({ hid, hotel, gone, onRemove }: WishlistCardProps) {
  const name = hotel?.name ?? messages.hotels.unknownHotel;
  const image = hotel?.images[0];
  return (
    <li className="col-md-6">
      <article className="card h-100 border-0 shadow-sm wishlist-card" aria-label={name}>
        {image ? (
          <img src={imageUrl(image, WISHLIST_IMAGE_SIZE)} alt="" className="card-img-top" loading="lazy" />
        ) : (
          <div className="card-img-top placeholder-image wishlist-card-placeholder">
            {gone && <i className="bi bi-building-slash" aria-hidden="true" />}
          </div>
        )}
        <div className="card-body d-flex flex-column">
          <h2 className="h5">{name}</h2>
          {hotel && <p className="text-body-secondary small">{hotel.address}</p>}
          {gone && <p className="text-body-secondary small">{messages.wishlist.noLongerAvailable}</p>}
          <div className="d-flex flex-wrap gap-2 mt-auto">
            {!gone && (
              <>
                <Link to={paths.hotel.href(String(hid))} className="btn btn-primary">
                  <Trans>Go to Hotel</Trans>
                </Link>
                <BidAutomaticallyButton hid={hid} name={name} />
              </>
            )}
            <button type="button" className="btn btn-outline-danger" onClick={onRemove}>
              <i className="bi bi-trash me-1" aria-hidden="true" />
              <Trans>Remove</Trans>
            </button>
          </div>
        </div>
      </article>
    </li>
  );
}

export function WishlistPage() {
  const { t } = useLingui();
  const session = useSession();
  const toast = useToast();
  const wishlist = useWishlist();
  const hotels = useWishlistHotels(wishlist.data);
  const remove = useChangeWishlist();
  useDocumentTitle(t`My Wishlist`);

  useEffect(() => {
    if (!session) toast({ variant: 'danger', body: messages.wishlist.notAuthenticated });
  }, [session, toast]);
  useEffect(() => {
    if (wishlist.isError) toast({ variant: 'danger', body: messages.wishlist.loadFailed });
  }, [wishlist.isError, toast]);
  useEffect(() => {
    if (hotels.isError) toast({ variant: 'danger', body: messages.wishlist.hotelsLoadFailed });
  }, [hotels.isError, toast]);

  function onRemove(hid: number) {
    if (!session) return toast({ variant: 'danger', body: messages.wishlist.notAuthenticated });
    remove.mutate(
      { customerId: session.customerId, hid, liked: false },
      {
        onSuccess: () => toast({ variant: 'success', body: messages.wishlist.removed }),
        onError: () => toast({ variant: 'danger', body: messages.wishlist.removeFailed }),
      },
    );
  }

  const loading = wishlist.isPending || (hotels.isPending && hotels.fetchStatus !== 'idle');
  return (
    <>
      <h1 className="h3 mb-4">
        <Trans>My Wishlist</Trans>
      </h1>
      {loading && (
        <p role="status" className="text-body-secondary">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {messages.wishlist.loading}
        </p>
      )}
      {wishlist.isError && <LoadFailed text={messages.wishlist.loadFailed} onRetry={() => void wishlist.refetch()} />}
      {wishlist.data?.length === 0 && (
        <div className="text-center py-5 bg-body-tertiary rounded-3">
          <i className="bi bi-heart display-6 text-body-tertiary d-block mb-3" aria-hidden="true" />
          <p className="lead">{messages.wishlist.empty}</p>
          <Link to={paths.home.href()} className="btn btn-primary">
            <Trans>Find hotels</Trans>
          </Link>
        </div>
      )}
      {wishlist.data && wishlist.data.length > 0 && !loading && (
        <ul className="row g-4 list-unstyled">
          {wishlist.data.map((hid) => (
            <WishlistCard
              key={hid}
              hid={hid}
              hotel={hotels.data?.find((hotel) => hotel.hid === hid)}
              gone={hotels.isSuccess && !hotels.data.some((hotel) => hotel.hid === hid)}
              onRemove={() => onRemove(hid)}
            />
          ))}
        </ul>
      )}
    </>
  );
}
