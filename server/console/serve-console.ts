import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';
import { allowFraming, withoutDocumentHeaders } from '../http/security-headers.ts';
import type { TenantFinder } from '../tenants/find-tenant.ts';

/** The booking engine's pages (`booking.html`), which tenants' websites may show in an iframe. */
const ENGINE_PAGE = /^\/appbooking\/(booking(\/|$|\?)|ibe\/)/;

export const isEnginePage = (url: string) => ENGINE_PAGE.test(url);

/** The origins the host's tenant lets frame the booking engine (a JSON column: an array, or its text). */
async function frameAncestors(tenants: Pick<TenantFinder, 'forHost'>, host: string): Promise<string[]> {
  const value = (await tenants.forHost(host))?.tenant.booking_frame_ancestors;
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? list.filter((origin): origin is string => typeof origin === 'string') : [];
}

/**
 * Serves the built console: the brotli or gzip copy the build made where the browser takes it,
 * hashed assets cached for a year, index.html revalidated; every other GET that asks for HTML
 * answers index.html so that the console's router handles deep links and reloads, but under
 * `/appbooking/booking` and `/appbooking/ibe/`, which answer the booking engine (booking.html),
 * framable by the origins the host's tenant names.
 */
export async function serveConsole(app: FastifyInstance, consoleDir: string, tenants?: Pick<TenantFinder, 'forHost'>) {
  if (!existsSync(join(consoleDir, 'index.html'))) {
    throw new Error(`No console build in ${consoleDir}: run \`npm run build\``);
  }
  await app.register(fastifyStatic, {
    root: consoleDir,
    wildcard: true,
    index: false,
    preCompressed: true,
    // The plugin's own header (`max-age=0`) would override the one set below.
    cacheControl: false,
    setHeaders(res, path) {
      // The same address answers differently compressed bodies: caches must key on the header.
      res.setHeader('vary', 'accept-encoding');
      res.setHeader(
        'cache-control',
        path.includes(`${join(consoleDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  // The hashed files are scripts, styles, fonts and images, sent some forty times for a first page.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/assets/')) withoutDocumentHeaders(reply);
  });

  const sendEngine = async (request: FastifyRequest, reply: FastifyReply) => {
    allowFraming(reply, tenants ? await frameAncestors(tenants, request.hostname) : []);
    return reply.header('cache-control', 'no-cache').sendFile('booking.html');
  };

  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && isEnginePage(request.url)) return sendEngine(request, reply);
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply
      .code(404)
      .send(new ApiError('NotFound', `Not found: ${request.method} ${request.url.split('?')[0]}`).toBody());
  });
}
