import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@bidstay/contract/plain';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { ErrorState } from '@/components/error-state';
import { PageSpinner } from '@/components/page-spinner';
import { NotFoundState } from '@/components/not-found-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useRenderedAhead } from '@/hooks/use-rendered-ahead';
import { isApiError } from '@/lib/api-client';
import { formatCalendarDate } from '@/lib/format';
import { otherLanguage } from '@/lib/i18n';
import { useHotel } from '../api/get-hotel';
import { useHotelReviews } from '../api/get-hotel-reviews';
import { ChangeStayForm } from '../components/change-stay-form';
import { Stars } from '../components/hotel-badges';
import { HotelGallery } from '../components/hotel-gallery';
import { HotelLocationMap } from '../components/hotel-location-map';
import { HotelPageSkeleton } from '../components/hotel-page-skeleton';
import { HotelRates } from '../components/hotel-rates';
import { HotelReviews } from '../components/hotel-reviews';
import { describeGuests } from '@/lib/guest-count';
import type { RateAction } from '@/lib/rate-offer';
import { replacedDates, useStay } from '../lib/read-stay';
import { stayQuery } from '../lib/stay';
import type { HotelAction } from './city-page';

const time = (value: string | null | undefined) => value?.slice(0, 5) ?? '—';

export function HotelPage({ HotelAction, RateAction }: { HotelAction: HotelAction; RateAction: RateAction }) {
  const { t } = useLingui();
  const hotelNotFound = t`Hotel not found`;
  const { hotelId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const stay = useStay(params);
  const replaced = useMemo(() => replacedDates(params, stay), [params, stay]);
  const hotel = useHotel(hotelId);
  const reviews = useHotelReviews(hotel.data?.hid);
  // The server renders the page for its path alone (the API's page renderer): the stay of the URL is the browser's.
  const renderedAhead = useRenderedAhead();
  const missing = isApiError(hotel.error, 404);
  useDocumentTitle(missing ? hotelNotFound : hotel.data?.name);

  if (hotel.isPending) return <HotelPageSkeleton />;
  if (missing) return <NotFoundState title={hotelNotFound} text={messages.hotels.notFound} />;
  if (hotel.isError) return <ErrorState />;
  const { data } = hotel;
  // The partner's text of a hotel it has not translated is English: readers and screen readers are told so.
  const textLang = otherLanguage(data.content_language);
  const osm = `https://www.openstreetmap.org/?mlat=${data.latitude}&mlon=${data.longitude}#map=16/${data.latitude}/${data.longitude}`;

  return (
    <div className="container py-4 hotel-page">
      {data.region && (
        <Link to={paths.city.href(String(data.region.id), stayQuery(stay))} className="small">
          <i className="bi bi-arrow-left me-1" aria-hidden="true" />
          <Trans>Hotels in {data.region.name}</Trans>
        </Link>
      )}
      <div className="d-flex justify-content-between align-items-start gap-3 mt-2 mb-3">
        <div>
          <h1 className="h2 mb-1">{data.name}</h1>
          <Stars count={data.star_rating} />
          <p className="text-body-secondary mb-0">
            <i className="bi bi-geo-alt me-1" aria-hidden="true" />
            {data.address}
          </p>
        </div>
        <HotelAction hid={data.hid} name={data.name} />
      </div>
      <HotelGallery
        images={data.images_ext.length ? data.images_ext : data.images.map((url) => ({ url }))}
        name={data.name}
      />
      <section className="mt-5" aria-labelledby="rooms-title">
        <h2 id="rooms-title" className="h4">
          <Trans>Rooms and rates</Trans>
        </h2>
        <p className="text-body-secondary">
          {renderedAhead
            ? '\u00a0'
            : `${formatCalendarDate(stay.checkin)} – ${formatCalendarDate(stay.checkout)} · ${describeGuests(stay.guests)}`}
        </p>
        <ChangeStayForm
          key={stayQuery(stay)}
          stay={stay}
          onSubmit={(next) => setParams(stayQuery(next))}
          replaced={replaced}
        />
        <div className="mt-3">
          <HotelRates hotel={data} stay={stay} RateAction={RateAction} />
        </div>
      </section>
      <div className="row g-4 g-lg-5 mt-1">
        <div className="col-lg-8">
          {data.description_struct.map((part) => (
            <section key={part.title} className="mb-4" lang={textLang}>
              <h2 className="h5">{part.title}</h2>
              {part.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          <section className="mb-4" aria-labelledby="amenities-title">
            <h2 id="amenities-title" className="h5">
              <Trans>Amenities</Trans>
            </h2>
            <div className="row g-3">
              {data.amenity_groups.map((group) => (
                <div key={group.group_name} className="col-sm-6" lang={textLang}>
                  <h3 className="h6 mb-1">{group.group_name}</h3>
                  <ul className="small mb-0 ps-3">
                    {group.amenities.map((amenity) => (
                      <li key={amenity}>{amenity}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </section>
        </div>
        <aside className="col-lg-4">
          <div className="card border-0 bg-body-tertiary">
            <div className="card-body">
              <h2 className="h6">
                <Trans>Check-in and check-out</Trans>
              </h2>
              <p className="small">
                <Trans>
                  Check-in from {time(data.check_in_time)} · Check-out until {time(data.check_out_time)}
                </Trans>
              </p>
              {data.metapolicy_extra_info && (
                <p className="small" lang={textLang}>
                  {data.metapolicy_extra_info}
                </p>
              )}
              <h2 className="h6">
                <Trans>Location</Trans>
              </h2>
              <p className="small mb-1">{data.address}</p>
              <p className="small mb-1" data-testid="coordinates">
                {data.latitude.toFixed(5)}, {data.longitude.toFixed(5)}
              </p>
              <HotelLocationMap hotel={data} />
              <a href={osm} className="small" rel="noopener noreferrer" target="_blank">
                <Trans>Open in OpenStreetMap</Trans>
              </a>
            </div>
          </div>
        </aside>
      </div>
      <section className="mt-4" aria-labelledby="reviews-title">
        <h2 id="reviews-title" className="h4">
          <Trans>Guest reviews</Trans>
        </h2>
        {reviews.isPending && <PageSpinner label={t`Loading reviews…`} />}
        {reviews.isError && (
          <p className="text-body-secondary">
            <Trans>We could not load the reviews.</Trans>
          </p>
        )}
        {reviews.data && <HotelReviews reviews={reviews.data} />}
      </section>
    </div>
  );
}
