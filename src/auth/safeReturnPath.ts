const SITE = 'https://site.invalid';

/**
 * The page to return to after sign-in, if `requested` is a path inside this site; otherwise
 * undefined. Anything that a browser could read as another origin (`//host`, `/\host`, a scheme,
 * control characters, or such a thing percent-encoded, or reached through dot segments such as
 * `/..//host`) is refused, and so are the sign-in pages themselves.
 */
export function safeReturnPath(requested: string | null | undefined): string | undefined {
  if (!requested || !staysOnSite(requested)) return undefined;
  const url = new URL(requested, SITE);
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Judged again as given back: decoding the normalised path can open what decoding first did not.
  return staysOnSite(path) ? path : undefined;
}

/**
 * Whether `text`, as written and at each layer of its percent-decoding, is a path on this site,
 * also once a URL parser has removed its dot segments (RFC 3986 remove_dot_segments, `%2e`
 * counting as a dot): `/a/..//host` is `//host` after that, and so is `/%2e%2F/host` decoded once.
 */
function staysOnSite(text: string): boolean {
  const layers = decodings(text);
  return (
    layers !== undefined &&
    layers.every((layer) => {
      if (!isPlainPath(layer)) return false;
      const { pathname } = new URL(layer, SITE);
      return isPlainPath(pathname) && !/^\/auth\//i.test(pathname);
    })
  );
}

/** A path from this site's root: not `//host` or `/\host`, no backslash or control character anywhere. */
function isPlainPath(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  return text.startsWith('/') && !/^\/[/\\]/.test(text) && !/[\u0000-\u001f\u007f\\]/.test(text);
}

/**
 * `text` and each layer of its percent-decoding down to the last (`%252F`, `%2F`, `/`); undefined
 * when malformed or encoded more than four times over.
 */
function decodings(text: string): string[] | undefined {
  const layers = [text];
  while (layers.length <= 5) {
    const last = layers[layers.length - 1] as string;
    let next: string;
    try {
      next = decodeURIComponent(last);
    } catch {
      return undefined;
    }
    if (next === last) return layers;
    layers.push(next);
  }
  return undefined;
}
