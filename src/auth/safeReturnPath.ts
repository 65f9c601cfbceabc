/**
 * The page to return to after sign-in, if `requested` is a path inside this site; otherwise
 * undefined. Anything that a browser could read as another origin (`//host`, `/\host`, a scheme,
 * control characters, or such a thing percent-encoded) is refused.
 */
export function safeReturnPath(requested: string | null | undefined): string | undefined {
  if (!requested) return undefined;
  let decoded = requested;
  // Undo nested encodings (%252F...) before judging; give up on malformed input.
  for (let round = 0; round < 5; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return undefined;
    }
    if (next === decoded) break;
    decoded = next;
  }
  for (const candidate of [requested, decoded]) {
    if (!candidate.startsWith('/')) return undefined;
    if (/^\/[/\\]/.test(candidate)) return undefined;
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return undefined;
  }
  const url = new URL(requested, 'https://site.invalid');
  if (url.origin !== 'https://site.invalid') return undefined;
  if (url.pathname.startsWith('/auth/')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
