import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useDrawerState } from './drawerState';

/**
 * The side drawer's state: beside the page on wide screens (open unless the user closed it),
 * over the page on narrow ones (closed unless the user opened it).
 */
export function useDrawer() {
  const theme = useTheme();
  const docked = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { collapsed, setCollapsed, overlayOpen, setOverlayOpen } = useDrawerState();
  const open = docked ? !collapsed : overlayOpen;
  const setOpen = (next: boolean) => (docked ? setCollapsed(!next) : setOverlayOpen(next));
  return { docked, open, toggle: () => setOpen(!open), close: () => setOpen(false) };
}
