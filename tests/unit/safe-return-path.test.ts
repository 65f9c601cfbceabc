import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../src/auth/safeReturnPath.ts';

describe('safeReturnPath', () => {
  it.each([
    ['/tickets/events', '/tickets/events'],
    ['/customers?page=2&$sort[name]=1', '/customers?page=2&$sort[name]=1'],
    ['/roles/3#access', '/roles/3#access'],
    ['/a/../b', '/b'],
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
});
