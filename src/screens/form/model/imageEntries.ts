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

/** Images chosen in the image finder, added last in their order, each with what is known of it (`data`). */
export function withChosenImages(
  entries: readonly ImageEntry[],
  chosen: readonly { link: string; thumbnail?: string; data: Record<string, unknown> }[],
): ImageEntry[] {
  return [
    ...entries,
    ...chosen.map(({ link, thumbnail, data }, index) => ({
      data,
      link,
      thumbnail,
      order: entries.length + index,
      main: entries.length === 0 && index === 0,
      status: 1,
    })),
  ];
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

/** The image at `from` moved to `to`, the orders counted again; the main image stays the one chosen. */
export function withImageMoved(entries: readonly ImageEntry[], from: number, to: number): ImageEntry[] {
  if (to < 0 || to >= entries.length || from === to) return [...entries];
  const moved = [...entries];
  const [entry] = moved.splice(from, 1);
  moved.splice(to, 0, entry as ImageEntry);
  return renumbered(moved);
}
