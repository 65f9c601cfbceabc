/** The dictionary every screen needs (menu, lists, forms, system fields); loaded at start. */
export const COMMON = 'common';

/**
 * The registry areas (the folders of `schemas/`), each with a dictionary `locales/<language>/<area>.json`
 * loaded with the area's screens from the server. The English files name them, so an area's dictionary needs
 * no code; only their names are taken, the bundle keeps nothing of the files.
 */
export const AREAS: readonly string[] = Object.keys(import.meta.glob('../../locales/en/*.json'))
  .map((path) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length))
  .filter((name) => name !== COMMON);
