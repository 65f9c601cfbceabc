import type { Plugin } from 'vite';
import { MENU_ICON_NAMES } from '../registry/menu-icons.ts';
import type { Registry } from '../registry/types.ts';
import { menuPaths } from '../src/routing/screenRoutes.ts';
import { registryAtBuild } from './registry-at-build.ts';

const LOADERS_ID = 'virtual:menu-icons';
const SHOWN_ID = `${LOADERS_ID}/shown`;

/** A route without its query, as the menu compares it (src/menu/visibleMenu.ts). */
const pathOf = (route: string) => route.replace(/[?#].*$/, '');

/**
 * The icons the menu can show in this build: those of entries that lead to a page (a resource's
 * list or a fixed page) and of their groups. The other entries stay hidden whoever signs in.
 */
function iconsShown(registry: Registry): ReadonlySet<string> {
  const paths = menuPaths(registry.resources);
  return new Set(
    registry.menu
      .flatMap((group) => {
        const entries = group.entries.filter((entry) => paths.has(pathOf(entry.route)));
        return entries.length === 0 ? [] : [group.icon, ...entries.map((entry) => entry.icon)];
      })
      .filter((icon) => icon !== undefined),
  );
}

const iconModule = (name: string) => JSON.stringify(`@mui/icons-material/${name}`);

/**
 * `virtual:menu-icons`: a loader for every icon the menu may name. The icons a page can show load
 * together in one chunk (`virtual:menu-icons/shown`), which the first page needs whole; each other
 * one loads on its own when shown. Left to the bundler, each shown icon would cost a file of its own
 * that only re-exports from the shared chunk.
 */
export function menuIcons(): Plugin {
  let root = process.cwd();
  let loaded: Promise<ReadonlySet<string>> | undefined;
  const shown = () => (loaded ??= registryAtBuild(root).then(iconsShown));

  return {
    name: 'menu-icons',
    configResolved(config) {
      root = config.root;
    },
    watchChange() {
      loaded = undefined;
    },
    resolveId(id) {
      return id === LOADERS_ID || id === SHOWN_ID ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === `\0${SHOWN_ID}`) {
        const names = [...(await shown())].sort();
        return names.map((name) => `export { default as ${name} } from ${iconModule(name)};`).join('\n');
      }
      if (id !== `\0${LOADERS_ID}`) return undefined;
      const names = await shown();
      const loaders = MENU_ICON_NAMES.map((name) =>
        names.has(name)
          ? `  ${name}: () => shown().then((icons) => ({ default: icons.${name} })),`
          : `  ${name}: () => import(${iconModule(name)}),`,
      );
      return [
        `const shown = () => import(${JSON.stringify(SHOWN_ID)});`,
        'export const MENU_ICONS = {',
        ...loaders,
        '};',
      ].join('\n');
    },
  };
}
