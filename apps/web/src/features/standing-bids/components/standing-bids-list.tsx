import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages, type StandingBid } from '@bidstay/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ListSkeleton } from '@/components/list-skeleton';
import { useToast } from '@/components/toasts';
import { useBidEvents } from '@/hooks/use-bid-events';
import { formatCalendarDate, formatMoney } from '@/lib/format';
import { describeParty } from '@/lib/guest-count';
import { useSession } from '@/lib/session';
import { standingBidsQueryOptions, useCancelStandingBid, useStandingBids } from '../api/standing-bids';

const STATUS: Record<StandingBid['status'], { label: MessageDescriptor; badge: string }> = {
  active: { label: msg`Watching the price`, badge: 'text-bg-info' },
  placed: { label: msg`Bid placed`, badge: 'text-bg-success' },
  ended: { label: msg`Ended`, badge: 'text-bg-secondary' },
  cancelled: { label: msg`Cancelled`, badge: 'text-bg-secondary' },
};

function StandingBidRow({ standing, onCancel, busy }: { standing: StandingBid; onCancel: () => void; busy: boolean }) {
  const { i18n } = useLingui();
  const status = STATUS[standing.status];
  const amount = formatMoney(standing.amount, standing.currency);
  const until = formatCalendarDate(standing.until);
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-2" data-testid="standing-bid">
      <div className="flex-grow-1">
        <div className="fw-semibold">{standing.hotel_name}</div>
        <div className="small text-body-secondary">
          {formatCalendarDate(standing.check_in)} – {formatCalendarDate(standing.check_out)} ·{' '}
          {describeParty(standing.guests)} ·{' '}
          <Trans>
            {amount} for the stay · until {until}
          </Trans>
        </div>
      </div>
      <span className={`badge ${status.badge}`}>{i18n._(status.label)}</span>
      {standing.status === 'placed' && (
        <Link to={paths.dashboard.bids.href(standing.bid_id ?? undefined)} className="btn btn-sm btn-outline-primary">
          <Trans>See the bid</Trans>
        </Link>
      )}
      {standing.status === 'active' && (
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </button>
      )}
    </li>
  );
}

/**
 * The customer's standing bids, My Bids' Standing tab, kept fresh by the live bid events (a placed one announces its
 * bid); `empty` when there is none.
 */
export function StandingBidsList({ empty }: { empty: ReactNode }) {
  const { t } = useLingui();
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
  if (standing.isPending) return <ListSkeleton label={t`Loading your standing bids`} />;
  if (!standing.data?.length) return empty;

  function onCancel(id: string) {
    cancel.mutate(id, {
      onSuccess: () => toast({ variant: 'success', body: messages.standingBids.cancelled }),
      onError: () => toast({ variant: 'danger', body: messages.standingBids.cancelFailed }),
    });
  }

  return (
    <ul className="list-group">
      {standing.data.map((row) => (
        <StandingBidRow key={row.id} standing={row} busy={cancel.isPending} onCancel={() => onCancel(row.id)} />
      ))}
    </ul>
  );
}
