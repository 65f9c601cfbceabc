import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface DrawerState {
  /** Beside the page on wide screens: closed by the user. */
  collapsed: boolean;
  setCollapsed(collapsed: boolean): void;
  /** Over the page on narrow screens: opened by the user. */
  overlayOpen: boolean;
  setOverlayOpen(open: boolean): void;
}

const DrawerContext = createContext<DrawerState | undefined>(undefined);

/** The side drawer's state, shared by the drawer and the top bar's button that opens and closes it. */
export function DrawerStateProvider({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(false);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const state = useMemo(() => ({ collapsed, setCollapsed, overlayOpen, setOverlayOpen }), [collapsed, overlayOpen]);
  return <DrawerContext.Provider value={state}>{children}</DrawerContext.Provider>;
}

export function useDrawerState(): DrawerState {
  const state = useContext(DrawerContext);
  if (!state) throw new Error('useDrawerState needs a DrawerStateProvider above it');
  return state;
}
