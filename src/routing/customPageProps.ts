import type { ComponentType } from 'react';
import type { ResourceDefinition, Screen } from '../../registry/types';

/** What a bespoke page that stands in for a resource screen is given. */
export interface CustomPageProps {
  resource: ResourceDefinition;
  screen: Screen;
}

/** A bespoke page as its folder's `pages.ts` declares it. */
export interface CustomPageDeclaration {
  /** The page's module, loaded when the page first opens. */
  load: () => Promise<{ default: ComponentType<CustomPageProps> }>;
  /** Further addresses of a screen, below its resource's route, behind the same permission. */
  aliases?: Readonly<Partial<Record<Screen, readonly string[]>>>;
  /**
   * For an edit page: it shows the record read-only to whoever may read but not update it (it embeds
   * `ResourceForm`, which does), so it opens with the read right as the generated one does.
   */
  readable?: boolean;
}

/** A folder's bespoke pages by their names in it: `list` in `custom/roles/pages.ts` is `custom/roles/list`. */
export type CustomPageDeclarations = Readonly<Record<string, CustomPageDeclaration>>;
