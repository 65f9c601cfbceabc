import { useMemo } from 'react';
import { useVisibleMenu } from '../menu/useVisibleMenu';
import tiles from './appSwitcher.json';
import { useOpenLink } from './useOpenLink';

export type AppTile = (typeof tiles)[number];

/** The app switcher's tiles the user may open (those the side menu shows them too), and opening one. */
export function useAppSwitcher() {
  const { groups } = useVisibleMenu();
  const visible = useMemo(() => {
    const routes = new Set(groups.flatMap((group) => group.entries.map((entry) => entry.route)));
    return tiles.filter((tile) => routes.has(tile.link));
  }, [groups]);
  return { tiles: visible, open: useOpenLink() };
}
