import 'leaflet/dist/leaflet.css';
import '@/styles/map.scss';
import type { MapConfig } from '@bidstay/contract';
import type { ReactNode } from 'react';
import { MapContainer, TileLayer, type MapContainerProps } from 'react-leaflet';

type BaseMapProps = Omit<MapContainerProps, 'className' | 'children'> & { tiles: MapConfig; children: ReactNode };

/** A Leaflet map on the server's tiles, themed by the colour mode; loaded only where a map shows (decision 010). */
export function BaseMap({ tiles, children, ...view }: BaseMapProps) {
  return (
    <MapContainer className="bidstay-map" {...view}>
      <TileLayer url={tiles.tilesUrl} attribution={tiles.attribution} />
      {children}
    </MapContainer>
  );
}
