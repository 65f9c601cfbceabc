import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';

/**
 * Serves the built console: the brotli or gzip copy the build made where the browser takes it,
 * hashed assets cached for a year, index.html revalidated; every other GET that asks for HTML
 * answers index.html so that the console's router handles deep links and reloads.
 */
export async function serveConsole(app: FastifyInstance, consoleDir: string) {
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

  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply
      .code(404)
      .send(new ApiError('NotFound', `Not found: ${request.method} ${request.url.split('?')[0]}`).toBody());
  });
}
