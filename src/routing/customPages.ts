import type { Screen } from '../../registry/types';
import type { CustomPageDeclarations, CustomPageProps } from './customPageProps';
import { lazyPage } from './lazyPage';

/** A bespoke page, loaded when it first opens, and the further addresses of its screens. */
export interface CustomPage {
  Page: ReturnType<typeof lazyPage<CustomPageProps>>;
  aliases: Readonly<Partial<Record<Screen, readonly string[]>>>;
  readable: boolean;
}

/** Each folder of `custom/` declares its own pages: only these small files load with the console. */
const declarations = import.meta.glob<CustomPageDeclarations>('../../custom/*/pages.ts', {
  eager: true,
  import: 'pages',
});

/** `../../custom/roles/pages.ts` → `custom/roles/` */
const folderOf = (file: string) => file.replace(/^(\.\.\/)+/, '').replace(/pages\.ts$/, '');

/**
 * The bespoke pages a resource's `screens` may name (`{"list": "custom/roles/list"}`): a page's name
 * is its folder and its name in the folder's `pages.ts`. The server does not know the console's
 * pages: a unit test checks every name the registry uses.
 */
export const customPages: ReadonlyMap<string, CustomPage> = new Map(
  Object.entries(declarations).flatMap(([file, pages]) =>
    Object.entries(pages).map(([name, { load, aliases = {}, readable = false }]) => [
      `${folderOf(file)}${name}`,
      { Page: lazyPage(load), aliases, readable },
    ]),
  ),
);
