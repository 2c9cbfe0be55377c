import { useLingui } from '@lingui/react/macro';
import type { LatLng } from '@bidstay/contract/plain';
import { useQuery } from '@tanstack/react-query';
import { lazy, useEffect, useId, useMemo, useRef, useState } from 'react';
import { paths } from '@/config/paths';
import { useIsWide } from '@/hooks/use-media-query';
import { formatMoney } from '@/lib/format';
import { mapConfigQueryOptions } from '../api/get-map-config';
import type { ListedHotel } from '../lib/hotel-list';
import { ratePrice } from '../lib/rates';
import type { PricedPlace } from './hotels-map-view';
import { MapBoundary } from './map-boundary';

const HotelsMapView = lazy(() => import('./hotels-map-view').then((module) => ({ default: module.HotelsMapView })));

function pricedPlaces(hotels: ListedHotel[], nights: number, query: string): PricedPlace[] {
  return hotels.flatMap(({ hotel, rate }) => {
    if (!rate) return [];
    const price = ratePrice(rate, nights);
    return [
      {
        hid: hotel.hid,
        name: hotel.name,
        stars: hotel.star_rating,
        position: { latitude: hotel.latitude, longitude: hotel.longitude },
        perNight: formatMoney(price.perNight, price.currency),
        href: paths.hotel.href(String(hotel.hid), query),
      },
    ];
  });
}

type HotelsMapProps = {
  city: { name: string; center: LatLng | null } | undefined;
  /** The hotels the list shows, in its order: the map follows the list as it streams in and as filters change. */
  hotels: ListedHotel[];
  nights: number;
  query: string;
};

/**
 * The city's map: beside the list from Bootstrap's xl breakpoint, else behind a Show map toggle. Leaflet loads only
 * when the map shows, never while the page renders ahead (no window there, and the wide layout is off).
 */
export function HotelsMap({ city, hotels, nights, query }: HotelsMapProps) {
  const { t } = useLingui();
  const id = useId();
  const wide = useIsWide();
  const [open, setOpen] = useState(false);
  const shown = wide || open;
  const tiles = useQuery({ ...mapConfigQueryOptions(), enabled: shown });
  const places = useMemo(() => pricedPlaces(hotels, nights, query), [hotels, nights, query]);
  const center = city?.center ?? places[0]?.position;
  const section = useRef<HTMLElement>(null);
  // The toggle sits at the bottom of the screen, maybe far down the list: the map shows from its top.
  useEffect(() => {
    if (open) section.current?.scrollIntoView({ block: 'start' });
  }, [open]);

  return (
    <>
      <section
        ref={section}
        id={id}
        className={`col-12 col-lg-9 col-xl-4 hotels-map-column${open ? ' is-open' : ''}`}
        aria-label={city ? t`Map of hotels in ${city.name}` : t`Map of hotels`}
      >
        <div className="hotels-map">
          {shown && center && tiles.data && (
            <MapBoundary>
              <HotelsMapView tiles={tiles.data} center={center} places={places} />
            </MapBoundary>
          )}
        </div>
      </section>
      <button
        type="button"
        className="btn btn-primary rounded-pill shadow hotels-map-toggle d-xl-none"
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <i className={`bi ${open ? 'bi-list-ul' : 'bi-map'} me-2`} aria-hidden="true" />
        {open ? t`Show list` : t`Show map`}
      </button>
    </>
  );
}
