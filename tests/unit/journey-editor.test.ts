import { describe, expect, it } from 'vitest';
import {
  afterDateAction,
  dateActions,
  dateColumns,
  isActiveDate,
  type DateAction,
} from '../../custom/journey-editor/state/dateRows.ts';
import { editorKey, isPrintLocked, tabLabelKeys } from '../../custom/journey-editor/state/journeyEditor.ts';
import { mapView, mercator, placesOf, tileAddress, TILE_SIZE } from '../../custom/journey-editor/state/mapView.ts';
import { printStateOf } from '../../custom/journey-editor/state/useJourneyPrint.ts';

describe('the dates of a journey (spec 1 §4: deactivated, activated, deleted)', () => {
  const date = { code: 'W1', from: '2026-12-01', till: '2026-12-05', price: '899', active: true };

  it.each<[Record<string, unknown>, DateAction[]]>([
    [date, ['deactivate', 'delete']],
    [{ ...date, active: false }, ['activate', 'delete']],
    [{ code: 'new' }, ['deactivate', 'delete']],
  ])('offers for %j: %j', (row, actions) => {
    expect(dateActions(row)).toEqual(actions);
  });

  it('switches a date off and on, keeping its other fields, and deleting keeps no row', () => {
    const off = afterDateAction(date, 'deactivate');
    expect(off).toEqual({ ...date, active: false });
    expect(isActiveDate(off!)).toBe(false);
    expect(afterDateAction(off!, 'activate')).toEqual(date);
    expect(afterDateAction(date, 'delete')).toBeUndefined();
  });

  it('shows every field of a date as a column but its state, which its actions show', () => {
    expect(dateColumns(['code', 'from', 'till', 'price', 'active', 'return_time'])).toEqual([
      'code',
      'from',
      'till',
      'price',
      'return_time',
    ]);
  });
});

describe('the journey map', () => {
  const stops = [
    { title: 'Hamburg', latitude: 53.55, longitude: 9.99 },
    { title: 'Ohne Ort', latitude: null, longitude: null },
    { title: 'Rostock', latitude: '54.09', longitude: '12.1' },
    { title: 'Leer', latitude: '', longitude: '' },
    { title: 'Kaputt', latitude: 95, longitude: 10 },
    { title: 'Stralsund', latitude: 54.31, longitude: 13.09 },
  ];
  const places = placesOf('stop', stops, (row) => String(row.title));

  it('takes the stops with coordinates, as typed or stored, in their order', () => {
    expect(places.map(({ label }) => label)).toEqual(['Hamburg', 'Rostock', 'Stralsund']);
    expect(places[1]).toEqual({ kind: 'stop', label: 'Rostock', latitude: 54.09, longitude: 12.1 });
  });

  it('projects as Web Mercator: Greenwich on the equator in the middle, north up', () => {
    expect(mercator(0, 0)).toEqual({ x: 0.5, y: 0.5 });
    expect(mercator(0, -180).x).toBe(0);
    expect(mercator(60, 0).y).toBeLessThan(0.5);
    expect(mercator(89.9, 0).y).toBeGreaterThanOrEqual(0);
  });

  it('fits every place inside the map with its padding, at the closest zoom that does', () => {
    const [width, height, padding] = [800, 450, 32];
    const view = mapView(places, width, height, padding);
    for (const { x, y } of view.places) {
      expect(x).toBeGreaterThanOrEqual(padding);
      expect(x).toBeLessThanOrEqual(width - padding);
      expect(y).toBeGreaterThanOrEqual(padding);
      expect(y).toBeLessThanOrEqual(height - padding);
    }
    const closer = mapView(places, width * 2, height * 2, padding);
    expect(closer.zoom).toBe(view.zoom + 1);
    // West to east and north to south as on the ground.
    const [hamburg, rostock, stralsund] = view.places;
    expect(hamburg!.x).toBeLessThan(rostock!.x);
    expect(rostock!.x).toBeLessThan(stralsund!.x);
    expect(hamburg!.y).toBeGreaterThan(stralsund!.y);
  });

  it('covers the map with tiles, the one place alone in the middle', () => {
    const view = mapView(places.slice(0, 1), 800, 450);
    expect(view.zoom).toBe(10);
    expect(view.places[0]).toMatchObject({ x: 400, y: 225 });
    for (const tile of view.tiles) {
      expect(tile.left).toBeGreaterThan(-TILE_SIZE);
      expect(tile.left).toBeLessThan(800);
      expect(tile.top).toBeGreaterThan(-TILE_SIZE);
      expect(tile.top).toBeLessThan(450);
    }
    const covered = new Set(view.tiles.map(({ left, top }) => `${left},${top}`));
    expect(covered.size).toBe(view.tiles.length);
    expect(view.tiles.length).toBeGreaterThanOrEqual(Math.ceil(800 / TILE_SIZE) * Math.ceil(450 / TILE_SIZE));
    expect(mapView([], 800, 450)).toEqual({ zoom: 0, places: [], tiles: [] });
  });

  it('names a tile by the setting’s template', () => {
    expect(
      tileAddress('https://{s}.tile.example.org/{z}/{x}/{y}.png', { z: 10, x: 550, y: 330, left: 0, top: 0 }),
    ).toBe('https://a.tile.example.org/10/550/330.png');
  });
});

describe('the print state of a journey', () => {
  it('is read from the journey, open and unlocked until the print system says otherwise', () => {
    expect(printStateOf({ id_jrn_journey: 7 }, 'id_jrn_journey')).toEqual({
      id_jrn_journey: 7,
      censhare_status: 'open',
      print_locked: false,
    });
    const exported = { id_jrn_journey: 7, censhare_status: 'exported', print_locked: true };
    expect(printStateOf(exported, 'id_jrn_journey')).toEqual(exported);
    expect(isPrintLocked(exported)).toBe(true);
    expect(isPrintLocked(undefined)).toBe(false);
  });

  it('starts the editor again when the print state changes, not when other fields do', () => {
    const journey = { id_jrn_journey: 7, title: 'Ostsee', censhare_status: 'open', print_locked: false };
    const key = editorKey('edit', '7', journey);
    expect(editorKey('edit', '7', { ...journey, title: 'Ostsee und Rügen', version: 3 })).toBe(key);
    expect(editorKey('edit', '7', { ...journey, censhare_status: 'exported', print_locked: true })).not.toBe(key);
    expect(editorKey('edit', '7', { ...journey, print_locked: true })).not.toBe(key);
  });

  it('names a tab by the editor’s dictionary, else the generic form’s', () => {
    expect(tabLabelKeys('map')).toEqual(['journeyEditor.tabs.map', 'form.panels.map']);
  });
});
