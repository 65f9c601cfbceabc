import Fastify, { type FastifyInstance } from 'fastify';
import { requireUser } from './auth/authenticate.ts';
import { createTokenService } from './auth/tokens.ts';
import type { Registry } from '../registry/types.ts';
import { USER_CACHE_MS, type Config } from './config.ts';
import type { Area } from './core/area.ts';
import { entityHookTable } from './core/entity-hook-table.ts';
import { registerAreaRoutes } from './core/register-area-routes.ts';
import { serveConsole } from './console/serve-console.ts';
import { registerResourceRoutes } from './crud/resource-routes.ts';
import type { Database } from './db/database.ts';
import { registerErrorHandler, sendNotFound } from './http/error-handling.ts';
import { closeConnectionsOnShutdown } from './http/graceful-close.ts';
import { compressAnswers } from './http/compress-answers.ts';
import { authenticateFirst } from './http/authenticate-first.ts';
import { readJsonBodies } from './http/json-body.ts';
import { parseQueryString, refuseUnreadableQueries } from './http/query-string.ts';
import { mapTileOrigins } from './http/map-tile-origin.ts';
import { stockPreviewOrigins } from './integrations/stock/stock-integration.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { auditRoute } from './routes/audit.ts';
import { authenticationRoute } from './routes/authentication.ts';
import { healthRoute } from './routes/health.ts';
import { localeFilesRoute } from './routes/locale-files.ts';
import { openapiRoute } from './routes/openapi.ts';
import { registryFilesRoute } from './routes/registry-files.ts';
import { tenantRoute } from './routes/tenant.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { userdataRoute } from './routes/userdata.ts';
import { tenantFinder } from './tenants/find-tenant.ts';
import { loggerOptions } from './http/logging.ts';

/** The API's calls are answered under this prefix; the console owns every other path. */
export const API_PREFIX = '/api';

export interface AppOptions {
  /** Without `trustProxy` no proxy is believed; without `hstsMaxAge` no HSTS is sent; without `logFormat`, JSON lines. */
  config: Pick<Config, 'logLevel' | 'bodyLimit' | 'publicUrl'> &
    Partial<Pick<Config, 'trustProxy' | 'hstsMaxAge' | 'logFormat' | 'userCacheMs'>> & { jwtSecret: string };
  database: Database;
  registry: Registry;
  /** The areas whose calls and entity hooks the app serves (server/areas/index.ts). */
  areas: readonly Area[];
  /** The services of the areas' integrations by integration name (`mail`, `payments`, `openai`). */
  services: Readonly<Record<string, unknown>>;
  /** Where uploaded images are kept. */
  uploadsDir: string;
  /** Directory of the built console to serve; without it only the API answers. */
  consoleDir?: string;
}

export async function buildApp({
  config,
  database,
  registry,
  areas,
  services,
  uploadsDir,
  consoleDir,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy ?? false,
    return503OnClosing: false,
    routerOptions: { querystringParser: parseQueryString },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } },
  });

  app.decorateRequest('user', null);
  registerErrorHandler(app);
  readJsonBodies(app);
  refuseUnreadableQueries(app);
  closeConnectionsOnShutdown(app);
  const tileOrigins = mapTileOrigins(database.db);
  const stockOrigins = stockPreviewOrigins(services);
  await registerSecurityHeaders(app, {
    hstsMaxAge: config.hstsMaxAge ?? 0,
    imageOrigins: () => [...tileOrigins(), ...stockOrigins],
  });

  healthRoute(app, database);

  const tokens = createTokenService(config.jwtSecret);
  const tenants = tenantFinder(database.db, registry);
  await app.register(
    async (api) => {
      await compressAnswers(api);
      sendNotFound(api);
      // First: the document describes the routes registered after it.
      openapiRoute(api, registry);
      registryFilesRoute(api, registry);
      localeFilesRoute(api);
      const authenticate = requireUser(database.db, tokens, config.userCacheMs ?? USER_CACHE_MS);
      authenticateFirst(api, authenticate);
      authenticationRoute(api, database.db, tokens, config.jwtSecret);
      userdataRoute(api, authenticate);
      await uploadRoutes(api, uploadsDir, authenticate);
      registerResourceRoutes(api, database, registry, authenticate, entityHookTable(areas, services), uploadsDir);
      const parts = { db: database.db, registry, authenticate, tenants, publicUrl: config.publicUrl, uploadsDir };
      await registerAreaRoutes(api, areas, parts, services);
      auditRoute(api, database.db, registry, authenticate);
      tenantRoute(api, tenants);
    },
    { prefix: API_PREFIX },
  );

  if (consoleDir) await serveConsole(app, consoleDir, tenants);
  else sendNotFound(app);

  return app;
}
