/**
 * A simplified outline of Germany and a few towns as reference points, in degrees (longitude,
 * latitude), drawn without map tiles or any outside host; and the projection onto the SVG's plane.
 */

/** Clockwise from the Danish border on the North Sea coast. */
export const GERMANY_OUTLINE: readonly (readonly [number, number])[] = [
  [8.6, 54.9],
  [9.4, 54.83],
  [10.1, 54.45],
  [11.0, 54.4],
  [10.8, 54.0],
  [11.5, 54.1],
  [12.1, 54.2],
  [12.9, 54.45],
  [13.4, 54.65],
  [14.2, 53.95],
  [14.4, 53.3],
  [14.1, 52.8],
  [14.7, 52.6],
  [14.6, 51.8],
  [15.0, 51.1],
  [14.3, 50.9],
  [13.0, 50.5],
  [12.1, 50.3],
  [12.4, 49.7],
  [13.0, 49.3],
  [13.8, 48.8],
  [13.45, 48.57],
  [13.0, 48.2],
  [12.9, 47.7],
  [13.0, 47.5],
  [12.2, 47.6],
  [11.1, 47.4],
  [10.5, 47.55],
  [9.6, 47.55],
  [8.6, 47.8],
  [7.6, 47.55],
  [7.5, 48.1],
  [8.2, 48.97],
  [7.0, 49.15],
  [6.35, 49.45],
  [6.5, 49.8],
  [6.1, 50.15],
  [6.4, 50.35],
  [6.0, 50.75],
  [6.2, 51.5],
  [5.95, 51.8],
  [6.8, 52.0],
  [7.05, 52.25],
  [7.0, 52.65],
  [7.2, 53.25],
  [7.1, 53.65],
  [8.0, 53.7],
  [8.5, 53.55],
  [8.7, 53.9],
  [8.85, 54.3],
  [8.6, 54.5],
];

export const REFERENCE_TOWNS: readonly { name: string; longitude: number; latitude: number }[] = [
  { name: 'Hamburg', longitude: 9.99, latitude: 53.55 },
  { name: 'Lüneburg', longitude: 10.41, latitude: 53.25 },
  { name: 'Rügen', longitude: 13.43, latitude: 54.42 },
  { name: 'Berlin', longitude: 13.4, latitude: 52.52 },
  { name: 'Hannover', longitude: 9.73, latitude: 52.38 },
  { name: 'Köln', longitude: 6.96, latitude: 50.94 },
  { name: 'Frankfurt', longitude: 8.68, latitude: 50.11 },
  { name: 'Dresden', longitude: 13.74, latitude: 51.05 },
  { name: 'München', longitude: 11.58, latitude: 48.14 },
  { name: 'Konstanz', longitude: 9.18, latitude: 47.66 },
];

const WEST = 5.5;
const NORTH = 55.3;
/** A degree of longitude is shorter than one of latitude in Germany: by the cosine of 51°. */
const LONGITUDE_SCALE = Math.cos((51 * Math.PI) / 180);
/** Units per degree of latitude on the SVG plane. */
const UNIT = 60;

export const MAP_WIDTH = Math.round((15.5 - WEST) * LONGITUDE_SCALE * UNIT);
export const MAP_HEIGHT = Math.round((NORTH - 47.0) * UNIT);

/** A point on the SVG plane (x to the east, y to the south). */
export const project = (longitude: number, latitude: number) => ({
  x: (longitude - WEST) * LONGITUDE_SCALE * UNIT,
  y: (NORTH - latitude) * UNIT,
});

export const outlinePath = () =>
  GERMANY_OUTLINE.map(([longitude, latitude], index) => {
    const { x, y } = project(longitude, latitude);
    return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
  }).join(' ') + ' Z';
