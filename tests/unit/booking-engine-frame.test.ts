import Fastify from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveConsole } from '../../server/console/serve-console.ts';
import { registerSecurityHeaders, withFrameAncestors } from '../../server/http/security-headers.ts';
import type { Tenant } from '../../server/tenants/find-tenant.ts';

const WEBSITE = 'https://www.reisen-beispiel.de';

/** The tenants by host: one lets its website show the engine in an iframe, the other names nothing. */
const tenants = {
  async forHost(host: string): Promise<{ tenant: Tenant; fallback: boolean } | undefined> {
    if (host === 'reisen.example') return { tenant: { host, booking_frame_ancestors: [WEBSITE] }, fallback: false };
    return { tenant: { host, booking_frame_ancestors: '[]' }, fallback: true };
  },
};

const dir = mkdtempSync(join(tmpdir(), 'engine-frame-'));
const app = Fastify();

beforeAll(async () => {
  writeFileSync(join(dir, 'index.html'), '<title>console</title>');
  writeFileSync(join(dir, 'booking.html'), '<title>engine</title>');
  await registerSecurityHeaders(app, { hstsMaxAge: 0 });
  await serveConsole(app, dir, tenants);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = (url: string, host = 'reisen.example') =>
  app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });
const frameAncestors = (policy: unknown) => /frame-ancestors [^;]*/.exec(String(policy))?.[0];

describe('the booking engine’s pages', () => {
  it.each(['/appbooking/booking', '/appbooking/booking?journey=7&lang=en', '/appbooking/ibe/journey/7/summary'])(
    '%s answer the engine, framable by the tenant’s website, without X-Frame-Options',
    async (url) => {
      const answer = await page(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<title>engine</title>');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(frameAncestors(answer.headers['content-security-policy'])).toBe(`frame-ancestors 'self' ${WEBSITE}`);
      expect(answer.headers['x-frame-options']).toBeUndefined();
    },
  );

  it('are framable only by this origin for a tenant that names no website', async () => {
    const answer = await page('/appbooking/ibe/return/B-1?token=x', 'other.example');
    expect(answer.body).toContain('<title>engine</title>');
    expect(frameAncestors(answer.headers['content-security-policy'])).toBe("frame-ancestors 'self'");
  });

  it.each(['/', '/process/online', '/appbookingx'])(
    'leave the console’s page %s framable by this origin only',
    async (url) => {
      const answer = await page(url);
      expect(answer.body).toContain('<title>console</title>');
      expect(frameAncestors(answer.headers['content-security-policy'])).toBe("frame-ancestors 'self'");
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );
});

describe('withFrameAncestors', () => {
  it('adds origins and leaves out what is not an origin', () => {
    const policy = "default-src 'self';frame-ancestors 'self';form-action 'self'";
    expect(withFrameAncestors(policy, [WEBSITE, 'https://evil.example; script-src *', 'http://localhost:8080'])).toBe(
      `default-src 'self';frame-ancestors 'self' ${WEBSITE} http://localhost:8080;form-action 'self'`,
    );
  });
});
