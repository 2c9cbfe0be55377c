import { useLingui } from '@lingui/react/macro';
import type { LatLng, MapConfig } from '@bidstay/contract';
import { Browser } from 'leaflet';
import { useMemo } from 'react';
import { Marker, Polyline } from 'react-leaflet';
import { BaseMap } from './base-map';
import { labelIcon, toLatLng } from './map-markers';

/** Streets around the hotel, when there is no centre to show with it. */
const STREET_ZOOM = 15;
const BOUNDS_PADDING: [number, number] = [40, 40];

type LocationMapViewProps = { tiles: MapConfig; name: string; position: LatLng; centre: LatLng | null };

/** The hotel and its city's centre, joined by a line; the page says the distance in words. */
export function LocationMapView({ tiles, name, position, centre }: LocationMapViewProps) {
  const hotelIcon = useMemo(() => labelIcon('map-label place-marker is-hotel', name), [name]);
  const { t } = useLingui();
  const centreIcon = useMemo(() => labelIcon('map-label place-marker', t`City centre`), [t]);
  const hotel = toLatLng(position);
  const view = centre
    ? { bounds: [hotel, toLatLng(centre)], boundsOptions: { padding: BOUNDS_PADDING, maxZoom: STREET_ZOOM } }
    : { center: hotel, zoom: STREET_ZOOM };
  // On a phone a finger on this small map scrolls the page, as everywhere else on it, rather than the map.
  return (
    <BaseMap tiles={tiles} scrollWheelZoom={false} dragging={!Browser.mobile} {...view}>
      {centre && (
        <>
          <Polyline positions={[hotel, toLatLng(centre)]} className="distance-line" interactive={false} />
          <Marker position={toLatLng(centre)} icon={centreIcon} interactive={false} keyboard={false} />
        </>
      )}
      <Marker position={hotel} icon={hotelIcon} interactive={false} keyboard={false} zIndexOffset={1000} />
    </BaseMap>
  );
}
