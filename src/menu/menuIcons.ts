import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { MENU_ICONS } from 'virtual:menu-icons';

const loadedIcons = new Map<string, ComponentType<SvgIconProps>>();
function iconNamed(name: string): ComponentType<SvgIconProps> | undefined {
  const load = Object.hasOwn(MENU_ICONS, name) ? MENU_ICONS[name] : undefined;
  if (!load) return undefined;
  let icon = loadedIcons.get(name);
  if (!icon) {
    icon = lazy(load);
    loadedIcons.set(name, icon);
  }
  return icon;
}

/**
 * A menu icon by its name in the table; an unknown name (refused in the menu by the registry loader,
 * in the app switcher by its test) shows none.
 * Until it has loaded, an empty icon of the same size keeps its place.
 */
export function MenuIcon({ name, ...props }: { name: string | undefined } & SvgIconProps) {
  const icon = name === undefined ? undefined : iconNamed(name);
  if (!icon) return null;
  return createElement(Suspense, { fallback: createElement(SvgIcon, props) }, createElement(icon, props));
}
