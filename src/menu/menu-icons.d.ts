/** Made at build time by vite/menu-icons-plugin.ts. */
declare module 'virtual:menu-icons' {
  import type { SvgIconProps } from '@mui/material/SvgIcon';
  import type { ComponentType } from 'react';

  /**
   * The component of every icon the menu may name (`registry/menu-icons.ts`), each loaded when first
   * shown: the groups' in one chunk, each group's entries' in one, the others one by one. By the icon's name.
   */
  export const MENU_ICONS: Readonly<Record<string, () => Promise<{ default: ComponentType<SvgIconProps> }>>>;
}
