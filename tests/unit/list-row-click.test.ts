import { describe, expect, it } from 'vitest';
import { DRAG_DISTANCE, opensRecord } from '../../src/screens/list/rowClick.ts';

/** A clicked element: `closest` finds what the click landed in, as the DOM does. */
const inside = (...selectors: string[]) => ({
  closest: (query: string) => (query.split(', ').some((part) => selectors.includes(part)) ? {} : null),
});
const PRESSED = { clientX: 100, clientY: 40 };
type Keys = Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>>;
const click = (target: object, keys: Keys = {}, at = PRESSED) => ({
  target: target as EventTarget,
  button: 0,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...at,
  ...keys,
});

describe('a click on a row', () => {
  it('opens the record when it is a plain click on the cell, where the button went down or nearly', () => {
    expect(opensRecord(click(inside('div')), PRESSED)).toBe(true);
    expect(opensRecord(click(inside('div'), {}, { clientX: 100 + DRAG_DISTANCE, clientY: 40 }), PRESSED)).toBe(true);
    // the grid saw no press (a click the keyboard or a test made): nothing tells of a drag
    expect(opensRecord(click(inside('div')), undefined)).toBe(true);
  });

  it.each([
    ['a link in the cell (a reference’s label)', click(inside('a'))],
    ['a button in the cell', click(inside('button'))],
    ['a checkbox', click(inside('input'))],
    ['a menu item', click(inside('[role="menuitem"]'))],
    ['Ctrl', click(inside('div'), { ctrlKey: true })],
    ['Cmd', click(inside('div'), { metaKey: true })],
    ['Shift (extends a selection)', click(inside('div'), { shiftKey: true })],
    ['Alt', click(inside('div'), { altKey: true })],
    ['the middle button', { ...click(inside('div')), button: 1 }],
    ['the end of a drag that selected text', click(inside('div'), {}, { clientX: 160, clientY: 41 })],
  ])('leaves %s alone', (_what, event) => {
    expect(opensRecord(event, PRESSED)).toBe(false);
  });
});
