import { describe, expect, it } from 'vitest';
import { MENU_ICON_NAMES } from '../../registry/menu-icons.ts';
import tiles from '../../src/layout/appSwitcher.json';
import { registry } from '../../src/registry/registry.ts';
import { dictionary } from './support/dictionary.ts';

const en = dictionary('en');

const english = (key: string) =>
  key.split('.').reduce<unknown>((tree, part) => (tree as Record<string, unknown>)?.[part], en);

const groups = registry.menu;
const entries = groups.flatMap((group) => group.entries);

describe('the menu and app switcher data', () => {
  it('names only icons of the icon table', () => {
    const named = [
      ...groups.map((group) => group.icon),
      ...entries.map((entry) => entry.icon),
      ...tiles.map((tile) => tile.icon),
    ];
    expect(
      named.filter((icon) => icon === undefined || !(MENU_ICON_NAMES as readonly string[]).includes(icon)),
    ).toEqual([]);
  });

  it('has an English text for every label and tile', () => {
    const keys = [
      ...groups.map((group) => group.label),
      ...entries.map((entry) => entry.label),
      ...tiles.flatMap((tile) => [`apps.${tile.key}.title`, `apps.${tile.key}.subtitle`]),
    ];
    expect(keys.filter((key) => typeof english(key) !== 'string')).toEqual([]);
  });

  it('leads each entry to a route of its own', () => {
    const routes = entries.map((entry) => entry.route);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  it('links tiles to menu entries, so that the menu decides who sees them', () => {
    const routes = new Set(entries.map((entry) => entry.route));
    expect(tiles.filter((tile) => !routes.has(tile.link))).toEqual([]);
  });
});
