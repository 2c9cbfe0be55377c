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

/** "Hotel X, €123.00" to a screen reader, "€123.00" on the map. */
export function priceIcon(name: string, price: string): DivIcon {
  const hiddenName = document.createElement('span');
  hiddenName.className = 'visually-hidden';
  hiddenName.textContent = `${name}, `;
  return labelIcon('map-label price-marker', hiddenName, price);
}
