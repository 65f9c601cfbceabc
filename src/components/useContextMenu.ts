import { useCallback, useState, type MouseEvent } from 'react';
import { clampToWindow, type Point, type Size } from './contextMenuPosition';

/** A context menu's state: opened at the click position, kept inside the window by its measured size. */
export function useContextMenu() {
  const [point, setPoint] = useState<Point | null>(null);
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  const measure = useCallback((menu: HTMLElement | null) => {
    if (menu) setSize({ width: menu.offsetWidth, height: menu.offsetHeight });
  }, []);
  const open = useCallback((event: MouseEvent) => {
    event.preventDefault();
    setPoint({ x: event.clientX, y: event.clientY });
  }, []);
  const close = useCallback(() => setPoint(null), []);
  const position = point && clampToWindow(point, size, { width: window.innerWidth, height: window.innerHeight });
  return { open, close, position, measure };
}

export type ContextMenuControl = ReturnType<typeof useContextMenu>;
