/** An entry of an image list (spec 1 §3 "Added image entries"). */
export interface ImageEntry {
  link: string;
  thumbnail?: string;
  data?: Record<string, unknown>;
  order?: number;
  main?: boolean;
  status?: number;
  [property: string]: unknown;
}

const renumbered = (entries: readonly ImageEntry[]): ImageEntry[] =>
  entries.map((entry, order) => ({ ...entry, order }));

/** A new image goes last (order = list length minus one), as the main image when it is the first. */
export function withImage(entries: readonly ImageEntry[], link: string): ImageEntry[] {
  return [...entries, { link, order: entries.length, main: entries.length === 0, status: 1 }];
}

/** Without the image at `index`; when it was the main image, the first one left takes its place. */
export function withoutImage(entries: readonly ImageEntry[], index: number): ImageEntry[] {
  const left = renumbered(entries.filter((_, position) => position !== index));
  if (left.length > 0 && !left.some((entry) => entry.main)) left[0] = { ...(left[0] as ImageEntry), main: true };
  return left;
}

export function withMainImage(entries: readonly ImageEntry[], index: number): ImageEntry[] {
  return entries.map((entry, position) => ({ ...entry, main: position === index }));
}
