import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../src/auth/safeReturnPath.ts';

const SITE = 'https://site.invalid';

/** `text` and each layer of percent-decoding of it, as far as it decodes. */
function decodings(text: string): string[] {
  const layers = [text];
  for (;;) {
    const last = layers.at(-1) as string;
    let next: string;
    try {
      next = decodeURIComponent(last);
    } catch {
      return layers;
    }
    if (next === last) return layers;
    layers.push(next);
  }
}

/** Whether a link to `path` from the site, and a link to the path a URL parser made of it (dot segments removed), both stay on the site. */
function staysOnSite(path: string): boolean {
  const resolved = new URL(path, SITE);
  return resolved.origin === SITE && new URL(`${resolved.pathname}${resolved.search}`, SITE).origin === SITE;
}

describe('safeReturnPath', () => {
  it.each([
    ['/tickets/events', '/tickets/events'],
    ['/customers?page=2&$sort[name]=1', '/customers?page=2&$sort[name]=1'],
    ['/roles/3#access', '/roles/3#access'],
    ['/a/../b', '/b'],
    ['/a/./b/../c', '/a/c'],
    ['/a/..', '/'],
    ['/events?next=//elsewhere', '/events?next=//elsewhere'],
  ])('keeps the in-site path %s', (requested, expected) => {
    expect(safeReturnPath(requested)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'https://evil.example',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '%252F%252Fevil.example',
    '/%252F%252Fevil.example',
    '/%09/evil.example',
    // Dot segments: a URL parser removes them, and `//evil.example` is left.
    '/..//evil.example',
    '/a/..//evil.example',
    '/a/b/../..//evil.example',
    '/./..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/%2e./%2fevil.example',
    '/%252e%252e//evil.example',
    '/..%2F/evil.example',
    '/..%2f%2fevil.example',
    '/..\\/evil.example',
    '/..%5C/evil.example',
    '/..%5c%5cevil.example',
    '/%3F/..//evil.example',
    // Normalised first and decoded after, `/%2Fevil.example` becomes `//evil.example`.
    '/a%2Fb/../%2Fevil.example',
    // Decoded once and normalised it is `//evil.example/..%2F..`; decoded to the end, only `/`.
    '/%2e%2F/evil.example/..%252F..',
    '/x/../auth/login',
    '/%61uth/login',
    '/AUTH/login',
    '/%25252525252F%25252525252Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'evil.example',
    '/auth/login',
    '/auth/logout',
    '%E0%A4%A',
    '',
    null,
    undefined,
  ])('refuses %j', (requested) => {
    expect(safeReturnPath(requested)).toBeUndefined();
  });

  it('gives back only paths that stay on the site, however dot segments, slashes and encodings are mixed', () => {
    const piece = fc.constantFrom(
      ...['/', '//', '.', '..', '%2e', '%2E', '%2e%2e', '.%2E', '%252e', '%2f', '%2F', '%252F', '\\', '%5C', '%5c'],
      ...['?', '#', '%3F', 'a', 'auth', 'evil.example', 'https:', '%25'],
    );
    const path = fc.array(piece, { maxLength: 8 }).map((pieces) => `/${pieces.join('')}`);
    fc.assert(
      fc.property(path, (requested) => {
        const kept = safeReturnPath(requested);
        if (kept === undefined) return;
        // Judged again, the path comes back as it is; neither it nor any decoding of it leaves the site.
        expect(safeReturnPath(kept)).toBe(kept);
        for (const layer of decodings(kept)) expect(staysOnSite(layer), `${requested} gave ${kept}`).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps every plain path as it is', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    const path = fc.array(segment, { maxLength: 5 }).map((segments) => `/${segments.join('/')}`);
    fc.assert(
      fc.property(path, (requested) => {
        expect(safeReturnPath(requested)).toBe(requested);
      }),
    );
  });
});
