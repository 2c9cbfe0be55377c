import type { LatLng } from '@bidstay/contract/plain';

export type TileAddress = { z: number; x: number; y: number };

export const TILE_SIZE = 256;
export const MAX_ZOOM = 19;

const LAND = '#e8eedf';
const GRID = '#d2dbc8';
const EDGE = '#b5c1a9';
const LABEL = '#5d6b54';
const GRID_STEP = TILE_SIZE / 4;

const rounded = (degrees: number) => Number(degrees.toFixed(5));

/** Whether the address names a tile of the world at a zoom the sandbox draws. */
export function isTile({ z, x, y }: TileAddress): boolean {
  const span = 2 ** z;
  return z >= 0 && z <= MAX_ZOOM && x >= 0 && x < span && y >= 0 && y < span;
}

/** The north-west corner of a tile in the Web Mercator scheme every slippy map uses (OSM's "slippy map tilenames"). */
export function tileCorner({ z, x, y }: TileAddress): LatLng {
  const span = 2 ** z;
  const latitude = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / span))) * 180) / Math.PI;
  return { latitude: rounded(latitude), longitude: rounded((x / span) * 360 - 180) };
}

function gridPath(): string {
  const lines = [];
  for (let at = GRID_STEP; at < TILE_SIZE; at += GRID_STEP) lines.push(`M${at} 0V${TILE_SIZE}M0 ${at}H${TILE_SIZE}`);
  return lines.join('');
}

/** A plain land tile with a grid, its address and its corner's coordinates: the same tile always the same bytes. */
export function renderTile(tile: TileAddress): string {
  const corner = tileCorner(tile);
  const text = `font-family="sans-serif" font-size="11" fill="${LABEL}"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}" viewBox="0 0 ${TILE_SIZE} ${TILE_SIZE}">`,
    `<rect width="${TILE_SIZE}" height="${TILE_SIZE}" fill="${LAND}"/>`,
    `<path d="${gridPath()}" stroke="${GRID}"/>`,
    `<path d="M0 0.5H${TILE_SIZE}M0.5 0V${TILE_SIZE}" stroke="${EDGE}"/>`,
    `<text x="6" y="16" ${text}>${tile.z}/${tile.x}/${tile.y}</text>`,
    `<text x="6" y="30" ${text}>${corner.latitude}, ${corner.longitude}</text>`,
    '</svg>',
  ].join('');
}
