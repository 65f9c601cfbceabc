import qs from 'qs';

/**
 * Reads `$sort[name]=1`, `field[$in][]=1` and the like into objects. Keys that would reach
 * Object.prototype (`__proto__`, `constructor[prototype]`, ...) are dropped, and nesting,
 * list length and key count are bounded so that a query string cannot exhaust the server.
 */
export function parseQueryString(text: string): Record<string, unknown> {
  return qs.parse(text, {
    allowPrototypes: false,
    depth: 5,
    arrayLimit: 1000,
    parameterLimit: 1000,
    ignoreQueryPrefix: true,
  });
}
