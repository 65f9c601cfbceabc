/** What inside a cell acts on a click of its own: a link (a reference's label), a button, a box. */
const OWN_CONTROLS = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="menuitem"]';

interface CellClick {
  target: EventTarget | null;
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * Whether a click on a row's cell opens the record: a plain click of the main button, not on a
 * control of the cell's own, and not the end of a drag that selected text (a drag is not a click).
 * Clicks with a modifier key are left to the browser (Shift extends a text selection).
 */
export function opensRecord(event: CellClick, selection: Pick<Selection, 'isCollapsed' | 'toString'> | null): boolean {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return false;
  const target = event.target as Partial<Pick<Element, 'closest'>> | null;
  if (target?.closest?.(OWN_CONTROLS)) return false;
  return !selection || selection.isCollapsed || selection.toString().trim() === '';
}
