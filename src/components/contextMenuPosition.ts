export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Space kept between a menu and the window's edge. */
const MARGIN = 8;

/** Where a menu of the given size opens for a click at `point`: there, or shifted back inside the window. */
export function clampToWindow(point: Point, menu: Size, window: Size): { top: number; left: number } {
  const clamp = (at: number, size: number, room: number) => Math.max(MARGIN, Math.min(at, room - size - MARGIN));
  return { left: clamp(point.x, menu.width, window.width), top: clamp(point.y, menu.height, window.height) };
}
