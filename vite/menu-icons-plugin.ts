import type { Plugin } from 'vite';
import { MENU_ICON_NAMES } from '../registry/menu-icons.ts';
import type { Registry } from '../registry/types.ts';
import { menuPaths } from '../src/routing/screenRoutes.ts';
import { registryAtBuild } from './registry-at-build.ts';

const LOADERS_ID = 'virtual:menu-icons';
const COMMON_ID = `${LOADERS_ID}/menu-common`;
/** `virtual:menu-icons/menu-entries-<group key>`: the icons of a group's entries. */
const ENTRIES_PREFIX = `${LOADERS_ID}/menu-entries-`;

/** A route without its query, as the menu compares it (src/menu/visibleMenu.ts). */
const pathOf = (route: string) => route.replace(/[?#].*$/, '');

interface ShownIcons {
  /** The icons every console page may show: the groups', and those entries of several groups share. */
  common: ReadonlySet<string>;
  /** By group key, the icons only that group's entries show: drawn once the group opens. */
  entries: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * The icons the menu can show in this build: those of entries that lead to a page (a resource's
 * list or a fixed page) and of their groups. The other entries stay hidden whoever signs in.
 */
function iconsShown(registry: Registry): ShownIcons {
  const paths = menuPaths(registry.resources);
  const groups = registry.menu
    .map((group) => ({
      key: group.key,
      icon: group.icon,
      entryIcons: new Set(
        group.entries.flatMap((entry) =>
          paths.has(pathOf(entry.route)) && entry.icon !== undefined ? [entry.icon] : [],
        ),
      ),
    }))
    .filter((group) => group.entryIcons.size > 0);
  const groupsOf = (icon: string) => groups.filter((group) => group.entryIcons.has(icon)).length;
  const common = new Set(groups.flatMap((group) => (group.icon === undefined ? [] : [group.icon])));
  for (const group of groups) for (const icon of group.entryIcons) if (groupsOf(icon) > 1) common.add(icon);
  const entries = new Map(
    groups
      .map((group) => [group.key, new Set([...group.entryIcons].filter((icon) => !common.has(icon)))] as const)
      .filter(([, icons]) => icons.size > 0),
  );
  return { common, entries };
}

const iconModule = (name: string) => JSON.stringify(`@mui/icons-material/${name}`);
const reexports = (names: Iterable<string>) =>
  [...names]
    .sort()
    .map((name) => `export { default as ${name} } from ${iconModule(name)};`)
    .join('\n');

/**
 * `virtual:menu-icons`: a loader for every icon the menu may name. The groups' icons, which every
 * page shows, and those several groups share load together in one chunk
 * (`virtual:menu-icons/menu-common`); the other icons of a group's entries in one chunk per group,
 * when the group opens (a closed group draws no entries); each other icon on its own when shown. Left to the bundler, each shown icon would cost a file of its
 * own that only re-exports from a shared chunk.
 */
export function menuIcons(): Plugin {
  let root = process.cwd();
  let loaded: Promise<ShownIcons> | undefined;
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
      return id === LOADERS_ID || id === COMMON_ID || id.startsWith(ENTRIES_PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === `\0${COMMON_ID}`) return reexports((await shown()).common);
      if (id.startsWith(`\0${ENTRIES_PREFIX}`))
        return reexports((await shown()).entries.get(id.slice(ENTRIES_PREFIX.length + 1)) ?? []);
      if (id !== `\0${LOADERS_ID}`) return undefined;
      const { common, entries } = await shown();
      // One loader per chunk, each icon taken from its chunk's: an import() per icon would repeat
      // the preload wrapper and its list of files some ninety times in the console's shared chunk.
      const chunks = [COMMON_ID, ...[...entries.keys()].map((key) => `${ENTRIES_PREFIX}${key}`)];
      const chunkOf = new Map<string, number>([...common].map((name) => [name, 0]));
      [...entries.values()].forEach((icons, index) => icons.forEach((name) => chunkOf.set(name, index + 1)));
      const loaders = MENU_ICON_NAMES.map((name) => {
        const chunk = chunkOf.get(name);
        return chunk === undefined
          ? `  ${name}: () => import(${iconModule(name)}),`
          : `  ${name}: from(${chunk}, ${JSON.stringify(name)}),`;
      });
      return [
        `const chunks = [${chunks.map((chunk) => `() => import(${JSON.stringify(chunk)})`).join(', ')}];`,
        'const from = (chunk, name) => () => chunks[chunk]().then((icons) => ({ default: icons[name] }));',
        'export const MENU_ICONS = {',
        ...loaders,
        '};',
      ].join('\n');
    },
  };
}
