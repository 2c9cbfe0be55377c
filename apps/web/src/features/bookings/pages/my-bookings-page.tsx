import { Trans, useLingui } from '@lingui/react/macro';
import { messages, type BookingGroup, type Order } from '@bidstay/contract';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { LoadFailed } from '@/components/load-failed';
import { GroupPanel, GroupTabs } from '@/components/group-tabs';
import { ListSkeleton } from '@/components/list-skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIsPhone } from '@/hooks/use-media-query';
import { localToday } from '@/lib/calendar';
import { useBookings } from '../api/get-bookings';
import { BookingCard } from '../components/booking-card';
import { BookingDialog } from '../components/booking-dialog';
import { BOOKING_GROUPS, bookingId, groupBookings, groupLabels, groupNames } from '../lib/booking-view';
import { useMessage } from '@/hooks/use-message';

const emptyTexts: Record<BookingGroup, string> = {
  active: messages.bookings.noBookings,
  archived: messages.bookings.noArchived,
  canceled: messages.bookings.noCanceled,
};

function EmptyGroup({ group }: { group: BookingGroup }) {
  const translate = useMessage();
  return (
    <div className="text-center py-5 bg-body-tertiary rounded-3">
      <i className="bi bi-calendar-check display-6 text-body-tertiary d-block mb-3" aria-hidden="true" />
      <p className="lead">{translate(emptyTexts[group])}</p>
      {group === 'active' && (
        <Link to={paths.homeAlias.href()} className="btn btn-primary">
          {translate(messages.bookings.startBooking)}
        </Link>
      )}
    </div>
  );
}

export function MyBookingsPage() {
  const { t, i18n } = useLingui();
  const bookings = useBookings();
  const phone = useIsPhone();
  const [today] = useState(localToday);
  const [group, setGroup] = useState<BookingGroup>('active');
  const [viewing, setViewing] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const paidBid = params.get('bid');
  useDocumentTitle(t`My Bookings`);

  const groups = useMemo(() => groupBookings(bookings.data ?? [], today), [bookings.data, today]);
  const counts = bookings.data
    ? (Object.fromEntries(BOOKING_GROUPS.map((value) => [value, groups[value].length])) as Record<BookingGroup, number>)
    : null;
  const list = groups[group];
  const viewed = viewing
    ? bookings.data?.find((order) => bookingId(order) === viewing)
    : bookings.data?.find((order) => paidBid !== null && order.bid_id === paidBid);
  const closeViewed = () => {
    setViewing(null);
    if (paidBid !== null) setParams({}, { replace: true });
  };

  return (
    <>
      <h1 className="h3 mb-4">
        <Trans>My Bookings</Trans>
      </h1>
      <GroupTabs
        items="bookings"
        selectLabel={t`Show bookings`}
        groups={BOOKING_GROUPS}
        labels={groupLabels}
        selected={group}
        counts={counts}
        onChange={setGroup}
        phone={phone}
        listLabel={t`Booking groups`}
      />
      <GroupPanel items="bookings" selected={group} label={i18n._(groupNames[group])} phone={phone}>
        {bookings.isPending && <ListSkeleton label={t`Loading your bookings`} />}
        {bookings.isError && (
          <LoadFailed text={t`We could not load your bookings.`} onRetry={() => void bookings.refetch()} />
        )}
        {bookings.isSuccess && list.length === 0 && <EmptyGroup group={group} />}
        {list.length > 0 && (
          <ul className="list-unstyled d-grid gap-3 mb-0" data-testid="booking-list">
            {list.map((order: Order) => (
              <BookingCard key={bookingId(order)} order={order} onView={(shown) => setViewing(bookingId(shown))} />
            ))}
          </ul>
        )}
        {bookings.hasNextPage && (
          <div className="text-center mt-3">
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => void bookings.fetchNextPage()}
              disabled={bookings.isFetchingNextPage}
            >
              {bookings.isFetchingNextPage ? t`Loading…` : t`Show older bookings`}
            </button>
          </div>
        )}
      </GroupPanel>
      <BookingDialog order={viewed} onClose={closeViewed} />
    </>
  );
}
