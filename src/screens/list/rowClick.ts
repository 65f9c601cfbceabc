/** What inside a cell acts on a click of its own: a link (a reference's label), a button, a box. */
const OWN_CONTROLS = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="menuitem"]';
/** How far, in pixels, the pointer may move between press and release for a click; further, it selected text. */
export const DRAG_DISTANCE = 4;

export interface Point {
  clientX: number;
  clientY: number;
}

interface CellClick extends Point {
  target: EventTarget | null;
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * Whether a click on a row's cell opens the record: a plain click of the main button, not on a
 * control of the cell's own, and not the end of a drag from where the button was pressed (a drag
 * selects text: it is not a click). Clicks with a modifier key are left to the browser (Shift
 * extends a text selection).
 */
export function opensRecord(event: CellClick, pressedAt: Point | undefined): boolean {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return false;
  const target = event.target as Partial<Pick<Element, 'closest'>> | null;
  if (target?.closest?.(OWN_CONTROLS)) return false;
  if (!pressedAt) return true;
  const moved = Math.hypot(event.clientX - pressedAt.clientX, event.clientY - pressedAt.clientY);
  return moved <= DRAG_DISTANCE;
}
