import { create } from 'qrcode';

/** The light border scanners need around the symbol, in modules (ISO/IEC 18004 asks for four). */
export const QUIET_ZONE = 4;

export interface QrSymbol {
  /** Width and height in modules, the quiet zone included. */
  size: number;
  /** An SVG path of the dark modules, one unit per module, each row's runs as one rectangle. */
  path: string;
}

/** The QR code of a text (error correction M), as an SVG path to draw dark on light. */
export function qrSymbol(text: string): QrSymbol {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      const run = column - start;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: parts.join('') };
}
