/** Width and height in pixels of a PNG, JPEG, GIF or WebP image, read from its header; undefined when it cannot be read. */
export function imageDimensions(content: Buffer): { width: number; height: number } | undefined {
  const found = readers.map((read) => read(content)).find((size) => size !== undefined);
  return found && found.width > 0 && found.height > 0 ? found : undefined;
}

type Size = { width: number; height: number } | undefined;

const png = (b: Buffer): Size =>
  b.length >= 24 && b.subarray(12, 16).toString('latin1') === 'IHDR'
    ? { width: b.readUInt32BE(16), height: b.readUInt32BE(20) }
    : undefined;

const gif = (b: Buffer): Size =>
  b.length >= 10 && b.subarray(0, 3).toString('latin1') === 'GIF'
    ? { width: b.readUInt16LE(6), height: b.readUInt16LE(8) }
    : undefined;

function webp(b: Buffer): Size {
  if (
    b.length < 30 ||
    b.subarray(0, 4).toString('latin1') !== 'RIFF' ||
    b.subarray(8, 12).toString('latin1') !== 'WEBP'
  )
    return undefined;
  const chunk = b.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return undefined;
}

/** The start-of-frame markers that carry the size (SOF0–SOF15 but DHT, JPG and DAC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpeg(b: Buffer): Size {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 9 < b.length) {
    if (b[offset] !== 0xff) return undefined;
    const marker = b[offset + 1] as number;
    // Fill bytes and markers without a length.
    if (marker === 0xff || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += marker === 0xff ? 1 : 2;
      continue;
    }
    if (isStartOfFrame(marker)) return { height: b.readUInt16BE(offset + 5), width: b.readUInt16BE(offset + 7) };
    offset += 2 + b.readUInt16BE(offset + 2);
  }
  return undefined;
}

const readers = [png, gif, webp, jpeg];
