import type { LatLng } from '@bidstay/contract/plain';
import { divIcon, type DivIcon, type LatLngTuple } from 'leaflet';

export const toLatLng = ({ latitude, longitude }: LatLng): LatLngTuple => [latitude, longitude];

/**
 * A label on the map sized by its text: no icon size (Leaflet would fix one), the stylesheet lifts it above its point.
 * Leaflet writes a string as HTML, so names go in as text nodes.
 */
export function labelIcon(className: string, ...parts: (string | HTMLElement)[]): DivIcon {
  const label = document.createElement('span');
  label.append(...parts);
  return divIcon({ className, html: label, iconSize: undefined });
}

/** `label` to a screen reader, `shown` on the map. */
function spokenIcon(className: string, label: string, shown: string): DivIcon {
  const spoken = document.createElement('span');
  spoken.className = 'visually-hidden';
  spoken.textContent = label;
  const seen = document.createElement('span');
  seen.setAttribute('aria-hidden', 'true');
  seen.textContent = shown;
  return labelIcon(className, spoken, seen);
}

/** "Hotel X, €123.00 per night" to a screen reader, "€123.00" on the map. */
export const priceIcon = (label: string, shown: string) => spokenIcon('map-label price-marker', label, shown);

/** "3 hotels here, zoom in" to a screen reader, "3" in a circle on the map. */
export const clusterIcon = (label: string, shown: string) => spokenIcon('map-label cluster-marker', label, shown);
