import { Trans, useLingui } from '@lingui/react/macro';
import { distanceKm, type LatLng } from '@bidstay/contract/plain';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { useRenderedAhead } from '@/hooks/use-rendered-ahead';
import { formatDistance } from '@/lib/format';
import { mapConfigQueryOptions } from '../api/get-map-config';
import { MapBoundary } from './map-boundary';

const LocationMapView = lazy(() =>
  import('./location-map-view').then((module) => ({ default: module.LocationMapView })),
);

type HotelLocationMapProps = {
  hotel: { name: string; latitude: number; longitude: number; region?: { center: LatLng | null } | null };
};

/** How far the hotel is from its city's centre, and a map of both; Leaflet loads in the browser only. */
export function HotelLocationMap({ hotel }: HotelLocationMapProps) {
  const { t } = useLingui();
  const renderedAhead = useRenderedAhead();
  const tiles = useQuery({ ...mapConfigQueryOptions(), enabled: !renderedAhead });
  const position = { latitude: hotel.latitude, longitude: hotel.longitude };
  const centre = hotel.region?.center ?? null;
  return (
    <>
      {centre && (
        <p className="small mb-2" data-testid="distance-to-centre">
          <i className="bi bi-signpost me-1" aria-hidden="true" />
          <Trans>{formatDistance(distanceKm(position, centre))} from the centre</Trans>
        </p>
      )}
      <section className="location-map mb-2" aria-label={t`Map of the location of ${hotel.name}`}>
        {!renderedAhead && tiles.data && (
          <MapBoundary>
            <LocationMapView tiles={tiles.data} name={hotel.name} position={position} centre={centre} />
          </MapBoundary>
        )}
      </section>
    </>
  );
}
