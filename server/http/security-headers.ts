import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for the API and the console. The console's scripts come only from this
 * origin and never need eval; Emotion (MUI's styling) writes style elements, hence inline styles.
 * Fonts ship with the app: no font host is allowed; images come
 * from this origin, from the tile server of the journey map and from the stock images' previews (`imageOrigins`). Strict-Transport-Security goes only with answers
 * to requests that came over HTTPS (directly, or through a proxy `trustProxy` believes), for
 * `hstsMaxAge` seconds (0: never).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { hstsMaxAge, imageOrigins = () => [] }: { hstsMaxAge: number; imageOrigins?: () => readonly string[] },
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The journey map's tile server, as the settings name it now, and the stock previews' hosts (images only).
        imgSrc: ["'self'", 'data:', 'blob:', () => imageOrigins().join(' ') || "'self'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrcAttr: ["'none'"],
      },
    },
    // Helmet would send it over plain HTTP too, where it means nothing and may be rewritten by anyone.
    strictTransportSecurity: false,
  });
  if (hstsMaxAge === 0) return;
  // Without includeSubDomains: a tenant's host may be a subdomain of a customer's site that still serves plain HTTP.
  const header = `max-age=${hstsMaxAge}`;
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', header);
  });
}
