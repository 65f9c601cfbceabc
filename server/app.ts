import Fastify, { type FastifyInstance } from 'fastify';
import { requireUser } from './auth/authenticate.ts';
import { createTokenService } from './auth/tokens.ts';
import type { Registry } from '../registry/types.ts';
import type { Config } from './config.ts';
import { serveConsole } from './console/serve-console.ts';
import { registerResourceRoutes } from './crud/resource-routes.ts';
import type { Database } from './db/database.ts';
import { registerErrorHandler, sendNotFound } from './http/error-handling.ts';
import { closeConnectionsOnShutdown } from './http/graceful-close.ts';
import { parseQueryString } from './http/query-string.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { auditRoute } from './routes/audit.ts';
import { authenticationRoute } from './routes/authentication.ts';
import { healthRoute } from './routes/health.ts';
import { openapiRoute } from './routes/openapi.ts';
import { tenantRoute } from './routes/tenant.ts';
import { userdataRoute } from './routes/userdata.ts';

/** The API's calls are answered under this prefix; the console owns every other path. */
export const API_PREFIX = '/api';

export interface AppOptions {
  config: Pick<Config, 'logLevel' | 'bodyLimit'> & { jwtSecret: string };
  database: Database;
  registry: Registry;
  /** Directory of the built console to serve; without it only the API answers. */
  consoleDir?: string;
}

export async function buildApp({ config, database, registry, consoleDir }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: config.bodyLimit,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: false,
    routerOptions: { querystringParser: parseQueryString },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } },
  });

  app.decorateRequest('user', null);
  registerErrorHandler(app);
  closeConnectionsOnShutdown(app);
  await registerSecurityHeaders(app);

  healthRoute(app, database);

  const tokens = createTokenService(config.jwtSecret);
  await app.register(
    async (api) => {
      sendNotFound(api);
      const authenticate = requireUser(database.db, tokens);
      authenticationRoute(api, database.db, tokens);
      userdataRoute(api, authenticate);
      registerResourceRoutes(api, database, registry, authenticate);
      auditRoute(api, database.db, registry, authenticate);
      openapiRoute(api, registry);
      tenantRoute(api, database.db, registry);
    },
    { prefix: API_PREFIX },
  );

  if (consoleDir) await serveConsole(app, consoleDir);
  else sendNotFound(app);

  return app;
}
