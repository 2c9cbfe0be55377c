import type { LatLng, MapConfig } from '@bidstay/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { latLngBounds, type LeafletKeyboardEvent, type Map as LeafletMap } from 'leaflet';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { Link } from 'react-router';
import { clusterPlaces, type Box, type MapItem } from '../lib/map-clusters';
import { BaseMap } from './base-map';
import { Stars } from './hotel-badges';
import { clusterIcon, priceIcon, toLatLng } from './map-markers';

/** A listed hotel on the map: its price is per night, as the list's cards say it first. */
export type PricedPlace = {
  hid: number;
  name: string;
  stars: number;
  position: LatLng;
  perNight: string;
  href: string;
};

/** The view before the first hotels arrive: a city's hotels lie within a few kilometres of its centre. */
const CITY_ZOOM = 12;
/** A label stands above its point, and the zoom buttons sit at the top left: neither clips a label at the edge. */
const FIT_OPTIONS = {
  paddingTopLeft: [64, 72] as [number, number],
  paddingBottomRight: [48, 24] as [number, number],
  maxZoom: 15,
};

const activates = (event: LeafletKeyboardEvent) =>
  event.originalEvent.key === 'Enter' || event.originalEvent.key === ' ';

/** Leaflet's click and keypress for a label that works as a button. */
function useButtonHandlers(onActivate: () => void) {
  return useMemo(
    () => ({
      click: onActivate,
      keypress: (event: LeafletKeyboardEvent) => {
        if (!activates(event)) return;
        event.originalEvent.preventDefault();
        onActivate();
      },
    }),
    [onActivate],
  );
}

type PriceMarkerProps = { hid: number; name: string; perNight: string } & LatLng & {
    onSelect: (hid: number) => void;
  };

/** Takes plain values, so a page render that rebuilds the list's objects leaves the label as it is. */
const PriceMarker = memo(function PriceMarker({
  hid,
  name,
  perNight,
  latitude,
  longitude,
  onSelect,
}: PriceMarkerProps) {
  const { t } = useLingui();
  const icon = useMemo(() => priceIcon(t`${name}, ${perNight} per night`, perNight), [t, name, perNight]);
  const position = useMemo(() => toLatLng({ latitude, longitude }), [latitude, longitude]);
  const handlers = useButtonHandlers(useCallback(() => onSelect(hid), [onSelect, hid]));
  return <Marker position={position} icon={icon} riseOnHover eventHandlers={handlers} />;
});

/** Hotels too close to tell apart: a count that zooms in on them. */
function ClusterMarker({ count, position, expansionZoom }: { count: number; position: LatLng; expansionZoom: number }) {
  const { t } = useLingui();
  const map = useMap();
  const icon = useMemo(() => clusterIcon(t`${count} hotels here, zoom in`, String(count)), [t, count]);
  const handlers = useButtonHandlers(
    useCallback(() => map.setView(toLatLng(position), expansionZoom), [map, position, expansionZoom]),
  );
  return <Marker position={toLatLng(position)} icon={icon} eventHandlers={handlers} />;
}

const viewOf = (map: LeafletMap) => ({ box: map.getBounds().toBBoxString(), zoom: map.getZoom() });

/** What the map shows at its present view: a label per hotel, or a count where labels would overlap. */
function useItemsInView(places: PricedPlace[], onEmptyClick: () => void): MapItem<PricedPlace>[] {
  const map = useMap();
  const clusters = useMemo(() => clusterPlaces(places), [places]);
  const [view, setView] = useState(() => viewOf(map));
  useMapEvents({ moveend: () => setView(viewOf(map)), click: onEmptyClick });
  return useMemo(() => clusters.at(view.box.split(',').map(Number) as Box, view.zoom), [clusters, view]);
}

function Markers({ places, onSelect }: { places: PricedPlace[]; onSelect: (hid: number | undefined) => void }) {
  const items = useItemsInView(
    places,
    useCallback(() => onSelect(undefined), [onSelect]),
  );
  return items.map((item) =>
    item.kind === 'cluster' ? (
      <ClusterMarker key={`cluster-${item.id}`} {...item} />
    ) : (
      <PriceMarker
        key={item.place.hid}
        hid={item.place.hid}
        name={item.place.name}
        perNight={item.place.perNight}
        latitude={item.place.position.latitude}
        longitude={item.place.position.longitude}
        onSelect={onSelect}
      />
    ),
  );
}

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

/** The chosen hotel over the map's foot: a tap shows what it is before the page is left for it. */
function PlacePreview({ place, onClose }: { place: PricedPlace; onClose: () => void }) {
  const { t } = useLingui();
  const { name } = place;
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.focus(), [place.hid]);
  return (
    <aside
      className="map-preview card shadow"
      aria-label={t`${name} on the map`}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <div className="card-body p-3 d-flex align-items-start gap-2">
        <div className="flex-grow-1 min-w-0">
          <h2 className="h6 mb-1 text-truncate">{name}</h2>
          <Stars count={place.stars} />
          <p className="mb-2 small">
            <span className="fw-semibold">{place.perNight}</span> <Trans>per night</Trans>
          </p>
          <Link ref={link} to={place.href} className="btn btn-primary btn-sm">
            <Trans>View hotel</Trans>
          </Link>
        </div>
        <CloseButton aria-label={t`Close`} onClick={onClose} />
      </div>
    </aside>
  );
}

type HotelsMapViewProps = { tiles: MapConfig; center: LatLng; places: PricedPlace[] };

/**
 * The city's listed hotels as price labels per night, each a button ("Hotel X, €123.00 per night") that shows the
 * hotel over the map with a link to it; labels that would overlap are a count that zooms in on them.
 */
export function HotelsMapView({ tiles, center, places }: HotelsMapViewProps) {
  const [selected, setSelected] = useState<number>();
  const place = places.find((candidate) => candidate.hid === selected);
  const close = useCallback(() => setSelected(undefined), []);
  return (
    <div className="position-relative h-100">
      <BaseMap tiles={tiles} center={toLatLng(center)} zoom={CITY_ZOOM} zoomSnap={0.5}>
        <FitToPlaces places={places} />
        <Markers places={places} onSelect={setSelected} />
      </BaseMap>
      {place && <PlacePreview place={place} onClose={close} />}
    </div>
  );
}
