import { describe, expect, it } from 'vitest';
import { tileOrigin } from '../../server/http/map-tile-origin.ts';
import { checkSettingValue } from '../../server/settings/setting-value.ts';

// The journey map's tile server (setting `map_tile_url`) is the one image host the console's
// Content-Security-Policy allows besides its own origin.

describe('the tile server of the journey map', () => {
  it.each([
    ['https://tile.example.org/{z}/{x}/{y}.png', 'https://tile.example.org'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://a.tile.example.org'],
    ['http://localhost:8080/tiles/{z}/{x}/{y}.png', 'http://localhost:8080'],
    ['', undefined],
    ['ftp://tile.example.org/{z}/{x}/{y}.png', undefined],
    ['no address', undefined],
  ])('%j allows images from %j', (template, origin) => {
    expect(tileOrigin(template)).toBe(origin);
  });

  it('is a setting that takes an address or nothing, never a text that would widen the policy', () => {
    expect(() => checkSettingValue('map_tile_url', 'https://tile.example.org/{z}/{x}/{y}.png')).not.toThrow();
    expect(() => checkSettingValue('map_tile_url', '')).not.toThrow();
    for (const wrong of ["https://a.example.org 'unsafe-inline'", 'https://a.example.org;script-src *', 'javascript:x'])
      expect(() => checkSettingValue('map_tile_url', wrong), wrong).toThrow();
  });
});
