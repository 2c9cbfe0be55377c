import { useLingui } from '@lingui/react/macro';
import { messages } from '@bidstay/contract/plain';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useToast } from '@/components/toasts';
import type { GuardState } from '@/features/auth/components/require-auth';
import { useSession } from '@/lib/session';
import { useChangeWishlist } from '../api/change-wishlist';
import { useWishlist } from '../api/get-wishlist';

/** Likes a hotel; signed out, it goes to sign-in and comes back here afterwards. */
export function WishlistHeart({ hid, name }: { hid: number; name: string }) {
  const { t } = useLingui();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const wishlist = useWishlist();
  const change = useChangeWishlist();
  const liked = wishlist.data?.includes(hid) ?? false;

  function onClick() {
    if (!session) {
      const state: GuardState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
      void navigate(paths.signIn.href(), { state });
      return;
    }
    change.mutate(
      { customerId: session.customerId, hid, liked: !liked },
      {
        onError: () =>
          toast({ variant: 'danger', body: liked ? messages.wishlist.removeFailed : messages.wishlist.addFailed }),
      },
    );
  }

  return (
    <button
      type="button"
      className={`wishlist-heart${liked ? ' liked' : ''}`}
      aria-pressed={liked}
      aria-label={liked ? t`Remove ${name} from your wishlist` : t`Save ${name} to your wishlist`}
      onClick={onClick}
    >
      <i className={`bi ${liked ? 'bi-heart-fill' : 'bi-heart'}`} aria-hidden="true" />
    </button>
  );
}
