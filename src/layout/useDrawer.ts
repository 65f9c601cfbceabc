import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useThemedLayoutContext } from '@refinedev/mui';

/**
 * The side drawer's state: beside the page on wide screens (open unless the user closed it),
 * over the page on narrow ones (closed unless the user opened it).
 */
export function useDrawer() {
  const theme = useTheme();
  const docked = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { siderCollapsed, setSiderCollapsed, mobileSiderOpen, setMobileSiderOpen } = useThemedLayoutContext();
  const open = docked ? !siderCollapsed : mobileSiderOpen;
  const setOpen = (next: boolean) => (docked ? setSiderCollapsed(!next) : setMobileSiderOpen(next));
  return { docked, open, toggle: () => setOpen(!open), close: () => setOpen(false) };
}
