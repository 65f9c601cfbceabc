/** A place on the journey map: an itinerary stop or a boarding point. */
export interface MapPlace {
  kind: 'stop' | 'boarding';
  label: string;
  latitude: number;
  longitude: number;
}

/** A place where the map draws it, in pixels from the map's top left corner. */
export interface DrawnPlace extends MapPlace {
  x: number;
  y: number;
}

/** A map tile where the map draws it: the address's {z}/{x}/{y} and its top left corner. */
export interface DrawnTile {
  z: number;
  x: number;
  y: number;
  left: number;
  top: number;
}

export interface MapView {
  zoom: number;
  places: DrawnPlace[];
  tiles: DrawnTile[];
}

export const TILE_SIZE = 256;
const MAX_ZOOM = 16;
/** One place alone is shown at a city's scale. */
const SINGLE_PLACE_ZOOM = 10;
const MAX_LATITUDE = 85.05112878;

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** The places among rows that carry a latitude and longitude (itinerary days, boarding points). */
export function placesOf(
  kind: MapPlace['kind'],
  rows: readonly Readonly<Record<string, unknown>>[],
  label: (row: Readonly<Record<string, unknown>>, index: number) => string,
): MapPlace[] {
  return rows.flatMap((row, index) => {
    if (row.latitude === '' || row.longitude === '') return [];
    const latitude = typeof row.latitude === 'string' ? Number(row.latitude) : row.latitude;
    const longitude = typeof row.longitude === 'string' ? Number(row.longitude) : row.longitude;
    if (!isCoordinate(latitude, 90) || !isCoordinate(longitude, 180)) return [];
    return [{ kind, label: label(row, index), latitude, longitude }];
  });
}

/** Web Mercator, as tile servers draw the world: 0 to 1 from west to east and from north to south. */
export function mercator(latitude: number, longitude: number): { x: number; y: number } {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const sin = Math.sin((clamped * Math.PI) / 180);
  const y = 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
  return { x: (longitude + 180) / 360, y: Math.max(0, Math.min(1, y)) };
}

/**
 * Where the map of `width` × `height` pixels draws the places, zoomed so that all fit inside `padding`,
 * and the tiles that cover it at that zoom (world size 256 · 2^zoom pixels, as tile servers count).
 */
export function mapView(places: readonly MapPlace[], width: number, height: number, padding = 32): MapView {
  if (places.length === 0) return { zoom: 0, places: [], tiles: [] };
  const projected = places.map((place) => ({ place, ...mercator(place.latitude, place.longitude) }));
  const xs = projected.map(({ x }) => x);
  const ys = projected.map(({ y }) => y);
  const [west, east, north, south] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = east - west;
  const spanY = south - north;
  const fit = Math.min(
    spanX > 0 ? (width - 2 * padding) / (spanX * TILE_SIZE) : Infinity,
    spanY > 0 ? (height - 2 * padding) / (spanY * TILE_SIZE) : Infinity,
  );
  const zoom = Number.isFinite(fit) ? Math.max(0, Math.min(MAX_ZOOM, Math.floor(Math.log2(fit)))) : SINGLE_PLACE_ZOOM;
  const world = TILE_SIZE * 2 ** zoom;
  const left = ((west + east) / 2) * world - width / 2;
  const top = ((north + south) / 2) * world - height / 2;
  const drawn = projected.map(({ place, x, y }) => ({ ...place, x: x * world - left, y: y * world - top }));
  return { zoom, places: drawn, tiles: tilesCovering(zoom, left, top, width, height) };
}

function tilesCovering(zoom: number, left: number, top: number, width: number, height: number): DrawnTile[] {
  const count = 2 ** zoom;
  const tiles: DrawnTile[] = [];
  for (let row = Math.floor(top / TILE_SIZE); row * TILE_SIZE < top + height; row++) {
    if (row < 0 || row >= count) continue;
    for (let column = Math.floor(left / TILE_SIZE); column * TILE_SIZE < left + width; column++) {
      // East of the date line the world starts again.
      const x = ((column % count) + count) % count;
      tiles.push({ z: zoom, x, y: row, left: column * TILE_SIZE - left, top: row * TILE_SIZE - top });
    }
  }
  return tiles;
}

/** The address of a tile from the setting's template (`https://tile.example.org/{z}/{x}/{y}.png`). */
export const tileAddress = (template: string, { z, x, y }: DrawnTile) =>
  template
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{s}', 'a');
