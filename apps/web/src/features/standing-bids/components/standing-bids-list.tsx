import { messages, type StandingBid } from '@bidstay/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useToast } from '@/components/toasts';
import { useBidEvents } from '@/hooks/use-bid-events';
import { formatCalendarDate, formatMoney } from '@/lib/format';
import { useSession } from '@/lib/session';
import { standingBidsQueryOptions, useCancelStandingBid, useStandingBids } from '../api/standing-bids';

const STATUS: Record<StandingBid['status'], { label: string; badge: string }> = {
  active: { label: 'Watching the price', badge: 'text-bg-info' },
  placed: { label: 'Bid placed', badge: 'text-bg-success' },
  ended: { label: 'Ended', badge: 'text-bg-secondary' },
  cancelled: { label: 'Cancelled', badge: 'text-bg-secondary' },
};

function StandingBidRow({ standing, onCancel, busy }: { standing: StandingBid; onCancel: () => void; busy: boolean }) {
  const status = STATUS[standing.status];
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-2" data-testid="standing-bid">
      <div className="flex-grow-1">
        <div className="fw-semibold">{standing.hotel_name}</div>
        <div className="small text-body-secondary">
          {formatCalendarDate(standing.check_in)} – {formatCalendarDate(standing.check_out)} ·{' '}
          {formatMoney(standing.amount, standing.currency)} for the stay · until {formatCalendarDate(standing.until)}
        </div>
      </div>
      <span className={`badge ${status.badge}`}>{status.label}</span>
      {standing.status === 'placed' && (
        <Link to={paths.dashboard.bids.href()} className="btn btn-sm btn-outline-primary">
          See the bid
        </Link>
      )}
      {standing.status === 'active' && (
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      )}
    </li>
  );
}

/** The customer's standing bids, kept fresh by the live bid events (a placed one announces its bid). */
export function StandingBidsList() {
  const session = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const standing = useStandingBids();
  const cancel = useCancelStandingBid();
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: standingBidsQueryOptions(session?.customerId ?? '').queryKey });
  useBidEvents({ onEvent: refresh, onOpen: refresh });

  if (standing.isError)
    return (
      <div className="alert alert-danger" role="alert">
        {messages.standingBids.loadFailed}
      </div>
    );
  if (!standing.data?.length) return null;

  function onCancel(id: string) {
    cancel.mutate(id, {
      onSuccess: () => toast({ variant: 'success', body: messages.standingBids.cancelled }),
      onError: () => toast({ variant: 'danger', body: messages.standingBids.cancelFailed }),
    });
  }

  return (
    <section className="mb-4" aria-labelledby="standing-bids-title">
      <h2 id="standing-bids-title" className="h5">
        Bidding automatically
      </h2>
      <ul className="list-group">
        {standing.data.map((row) => (
          <StandingBidRow key={row.id} standing={row} busy={cancel.isPending} onCancel={() => onCancel(row.id)} />
        ))}
      </ul>
    </section>
  );
}
