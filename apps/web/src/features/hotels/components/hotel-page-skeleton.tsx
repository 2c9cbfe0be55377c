import { Trans } from '@lingui/react/macro';
const THUMBS = 6;

/** The hotel page's head and photos while the hotel loads, in their final places; the footer waits below. */
export function HotelPageSkeleton() {
  return (
    <div className="container py-4 hotel-page page-loading">
      <span className="visually-hidden" role="status">
        <Trans>Loading the hotel…</Trans>
      </span>
      <div className="placeholder-glow" aria-hidden="true">
        <span className="placeholder col-4 col-md-2 small" />
        <div className="d-flex justify-content-between align-items-start gap-3 mt-2 mb-3">
          <div className="flex-grow-1">
            <p className="h2 mb-1">
              <span className="placeholder col-8 col-md-5" />
            </p>
            <span className="placeholder col-2 col-md-1" />
            <p className="mb-0">
              <span className="placeholder col-6 col-md-3" />
            </p>
          </div>
          <span className="wishlist-heart placeholder" />
        </div>
        <div className="gallery-main">
          <span className="placeholder rounded-3" />
        </div>
        <ul className="gallery-thumbs list-unstyled">
          {Array.from({ length: THUMBS }, (_, index) => (
            <li key={index}>
              <span className="placeholder" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
