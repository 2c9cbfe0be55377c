import type { LatLng, MapConfig } from '@bidstay/contract';
import { latLngBounds, type LeafletKeyboardEvent } from 'leaflet';
import { memo, useEffect, useMemo } from 'react';
import { Marker, useMap } from 'react-leaflet';
import { BaseMap } from './base-map';
import { priceIcon, toLatLng } from './map-markers';

export type PricedPlace = { hid: number; name: string; position: LatLng; price: string };

/** The view before the first hotels arrive: a city's hotels lie within a few kilometres of its centre. */
const CITY_ZOOM = 12;
const FIT_OPTIONS = { padding: [40, 40] as [number, number], maxZoom: 15 };

const activates = (event: LeafletKeyboardEvent) =>
  event.originalEvent.key === 'Enter' || event.originalEvent.key === ' ';

type PriceMarkerProps = Omit<PricedPlace, 'position'> & LatLng & { onOpen: (hid: number) => void };

/** Takes plain values, so a page render that rebuilds the list's objects leaves the label as it is. */
const PriceMarker = memo(function PriceMarker({ hid, name, price, latitude, longitude, onOpen }: PriceMarkerProps) {
  const icon = useMemo(() => priceIcon(name, price), [name, price]);
  const position = useMemo(() => toLatLng({ latitude, longitude }), [latitude, longitude]);
  const handlers = useMemo(
    () => ({
      click: () => onOpen(hid),
      keypress: (event: LeafletKeyboardEvent) => {
        if (!activates(event)) return;
        event.originalEvent.preventDefault();
        onOpen(hid);
      },
    }),
    [onOpen, hid],
  );
  return <Marker position={position} icon={icon} riseOnHover eventHandlers={handlers} />;
});

/**
 * Shows every listed hotel, again whenever the list's bounding box changes (a filter, a sort, more hotels): not on each
 * render of the page nor for hotels arriving within the box, so the map stays where the visitor put it meanwhile.
 */
function FitToPlaces({ places }: { places: PricedPlace[] }) {
  const map = useMap();
  const box = places.length ? latLngBounds(places.map((place) => toLatLng(place.position))).toBBoxString() : '';
  useEffect(() => {
    if (!box) return;
    const [west, south, east, north] = box.split(',').map(Number) as [number, number, number, number];
    map.fitBounds(
      [
        [south, west],
        [north, east],
      ],
      FIT_OPTIONS,
    );
  }, [map, box]);
  return null;
}

type HotelsMapViewProps = {
  tiles: MapConfig;
  center: LatLng;
  places: PricedPlace[];
  onOpen: (hid: number) => void;
};

/** The city's listed hotels as price labels, each a button ("Hotel X, €123.00") that opens its hotel. */
export function HotelsMapView({ tiles, center, places, onOpen }: HotelsMapViewProps) {
  return (
    <BaseMap tiles={tiles} center={toLatLng(center)} zoom={CITY_ZOOM} zoomSnap={0.5}>
      <FitToPlaces places={places} />
      {places.map((place) => (
        <PriceMarker
          key={place.hid}
          hid={place.hid}
          name={place.name}
          price={place.price}
          latitude={place.position.latitude}
          longitude={place.position.longitude}
          onOpen={onOpen}
        />
      ))}
    </BaseMap>
  );
}
