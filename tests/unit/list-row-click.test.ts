import { describe, expect, it } from 'vitest';
import { opensRecord } from '../../src/screens/list/rowClick.ts';

/** A clicked element: `closest` finds what the click landed in, as the DOM does. */
const inside = (...selectors: string[]) => ({
  closest: (query: string) => (query.split(', ').some((part) => selectors.includes(part)) ? {} : null),
});
const click = (target: object, keys: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
  target: target as EventTarget,
  button: 0,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...keys,
});
const selected = (text: string) => ({ isCollapsed: text === '', toString: () => text });

describe('a click on a row', () => {
  it('opens the record when it is a plain click on the cell’s text', () => {
    expect(opensRecord(click(inside('div')), selected(''))).toBe(true);
    expect(opensRecord(click(inside('div')), null)).toBe(true);
    // a selection of nothing but blanks is no text chosen
    expect(opensRecord(click(inside('div')), selected('  '))).toBe(true);
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
  ])('leaves %s alone', (_what, event) => {
    expect(opensRecord(event, selected(''))).toBe(false);
  });

  it('does not open the record at the end of a drag that selected text', () => {
    expect(opensRecord(click(inside('div')), selected('Rock'))).toBe(false);
  });
});
