import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, qrSymbol } from '../../custom/orders/qrSymbol.ts';

/** The dark cells a path of `M x y h n v1 h-n z` rectangles paints, as "x,y" texts. */
function paintedCells(path: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let step = 0; step < Number(run); step++) cells.add(`${Number(x) + step},${y}`);
  }
  return cells;
}

describe('the QR symbol of a ticket code', () => {
  it('paints exactly the dark modules of the code, inside a quiet zone of four', () => {
    const code = 'K7Q2-XW9M-4TZP';
    const { modules } = create(code, { errorCorrectionLevel: 'M' });
    const symbol = qrSymbol(code);
    expect(symbol.size).toBe(modules.size + 2 * QUIET_ZONE);
    expect(symbol.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);

    const dark = new Set<string>();
    for (let row = 0; row < modules.size; row++)
      for (let column = 0; column < modules.size; column++)
        if (modules.get(row, column)) dark.add(`${column + QUIET_ZONE},${row + QUIET_ZONE}`);
    expect(paintedCells(symbol.path)).toEqual(dark);
  });

  it('draws each run of dark modules in a row as one rectangle', () => {
    const { path } = qrSymbol('ABCDEFGH2345');
    // the finder pattern's top edge: seven dark modules in a row, starting at the quiet zone
    expect(path.startsWith(`M${QUIET_ZONE} ${QUIET_ZONE}h7v1h-7z`)).toBe(true);
  });

  it('differs for different codes', () => {
    expect(qrSymbol('TICKET-0001').path).not.toBe(qrSymbol('TICKET-0002').path);
  });
});
