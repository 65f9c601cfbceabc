/** The avatar's address: an upload of the API, by file name. */
export const avatarUrl = (avatar: string | null) => (avatar ? `/api/uploads/${encodeURIComponent(avatar)}` : undefined);

/** "Sabine Schulte" → "SS"; shown when there is no avatar or it fails to load. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
