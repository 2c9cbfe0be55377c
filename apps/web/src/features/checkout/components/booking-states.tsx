import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@bidstay/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';

export function NothingToBook() {
  return (
    <section className="container text-center py-5 px-3" aria-labelledby="booking-title">
      <div className="coming-soon-icon mx-auto mb-4" aria-hidden="true">
        <i className="bi bi-bag" />
      </div>
      <h1 id="booking-title" className="h3">
        <Trans>Nothing to book yet</Trans>
      </h1>
      <p className="text-body-secondary mx-auto coming-soon-text">
        <Trans>
          Pick a room on a hotel page and choose Book now, or pay an accepted bid or a counter-offer in My Bids.
        </Trans>
      </p>
      <div className="d-flex justify-content-center flex-wrap gap-2">
        <Link to={paths.homeAlias.href()} className="btn btn-primary">
          <Trans>Find hotels</Trans>
        </Link>
        <Link to={paths.dashboard.bids.href()} className="btn btn-outline-primary">
          <Trans>My Bids</Trans>
        </Link>
      </div>
    </section>
  );
}

export function BookingSkeleton() {
  const { t } = useLingui();
  return (
    <div className="row g-4 placeholder-glow" aria-busy="true" aria-label={t`Checking the room and its price`}>
      <div className="col-lg-7 d-grid gap-3">
        <span className="placeholder col-7 placeholder-lg rounded" />
        <span className="placeholder col-4 rounded" />
        <span className="placeholder booking-skeleton-block rounded-3" />
      </div>
      <div className="col-lg-5">
        <span className="placeholder w-100 booking-skeleton-block rounded-3" />
      </div>
      <p className="visually-hidden" role="status">
        <Trans>Checking the room and its price with the hotel…</Trans>
      </p>
    </div>
  );
}

type QuoteFailedProps = { error: unknown; back: { href: string; label: string }; onRetry: () => void };

/** 409: the rate is gone or dearer than agreed; 404: no such bid or booking. Nothing was charged. */
export function QuoteFailed({ error, back, onRetry }: QuoteFailedProps) {
  const known = isApiError(error, 409) || isApiError(error, 404) || isApiError(error, 400);
  return (
    <div className="alert alert-danger" role="alert" data-testid="quote-failed">
      <h2 className="h5 alert-heading">
        <Trans>This room cannot be booked right now</Trans>
      </h2>
      <p>{known && error instanceof Error ? error.message : messages.generic.internal}</p>
      <p className="small">
        <Trans>Nothing has been charged.</Trans>
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Link to={back.href} className="btn btn-primary">
          {back.label}
        </Link>
        {!known && (
          <button type="button" className="btn btn-outline-danger" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        )}
      </div>
    </div>
  );
}
