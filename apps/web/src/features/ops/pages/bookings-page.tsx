import { Trans, useLingui } from '@lingui/react/macro';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadFailed } from '@/components/load-failed';
import { PaginationBar } from '@/components/pagination-bar';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIsPhone } from '@/hooks/use-media-query';
import { useOpsBookings } from '../api/bookings';
import { BookingsCards, BookingsTable } from '../components/booking-results';
import { SearchBox } from '../components/search-box';
import { useListSearch } from '../hooks/use-list-search';
import { pageCount } from '../lib/list-search';

/** Paid bookings by order id, agreement number or customer: a table on a desktop, cards on a phone. */
export function BookingsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Bookings · Back office`);
  const { q, page, typed, setTyped, goTo } = useListSearch();
  const bookings = useOpsBookings({ q, page });
  const isPhone = useIsPhone();

  return (
    <>
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-3">
        <div>
          <h1 className="h3 mb-1">
            <Trans>Bookings</Trans>
          </h1>
          <p className="text-body-secondary mb-0">
            <Trans>Paid bookings, newest first.</Trans>
          </p>
        </div>
        <SearchBox
          id="bookings-q"
          label={t`Search bookings`}
          placeholder={t`Order id, agreement or e-mail`}
          value={typed}
          onChange={setTyped}
        />
      </div>
      {bookings.isPending ? (
        <ListSkeleton label={t`Loading bookings`} />
      ) : bookings.isError ? (
        <LoadFailed
          text={t`Could not load the bookings.`}
          error={bookings.error}
          onRetry={() => void bookings.refetch()}
        />
      ) : bookings.data.bookings.length === 0 ? (
        <p className="text-body-secondary" data-testid="ops-bookings-empty">
          {q ? t`No booking matches this search.` : t`No booking has been paid yet.`}
        </p>
      ) : (
        <>
          <p className="small text-body-secondary mb-2" data-testid="ops-bookings-total">
            {bookings.data.total} {bookings.data.total === 1 ? 'booking' : 'bookings'}
          </p>
          <div className={isPhone ? '' : 'card border-0 shadow-sm'}>
            {isPhone ? (
              <BookingsCards bookings={bookings.data.bookings} />
            ) : (
              <BookingsTable bookings={bookings.data.bookings} />
            )}
          </div>
          <div className="mt-3">
            <PaginationBar
              label={t`Booking pages`}
              page={page}
              pageCount={pageCount(bookings.data.total)}
              maxSize={isPhone ? 3 : 7}
              onChange={goTo}
            />
          </div>
        </>
      )}
    </>
  );
}
