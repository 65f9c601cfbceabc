/** The image types an upload may have, recognised by their first bytes, not by what the client claims. */
const signatures: { type: string; extension: string; matches: (head: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    extension: 'png',
    matches: (h) => h.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  },
  { type: 'image/jpeg', extension: 'jpg', matches: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff },
  {
    type: 'image/gif',
    extension: 'gif',
    matches: (h) => ['GIF87a', 'GIF89a'].includes(h.subarray(0, 6).toString('latin1')),
  },
  {
    type: 'image/webp',
    extension: 'webp',
    matches: (h) => h.subarray(0, 4).toString('latin1') === 'RIFF' && h.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export const IMAGE_TYPES = signatures.map(({ type }) => type);

/** The type and file extension of an image by its content, or undefined (SVG is refused: it can carry script). */
export function imageTypeOf(head: Buffer): { type: string; extension: string } | undefined {
  const found = signatures.find((signature) => signature.matches(head));
  return found && { type: found.type, extension: found.extension };
}

/** The content type of a stored file by its extension, which the server chose itself. */
export function typeOfStoredName(name: string): string | undefined {
  const extension = name.split('.').pop();
  return signatures.find((signature) => signature.extension === extension)?.type;
}
