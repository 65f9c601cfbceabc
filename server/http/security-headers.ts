import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for the API and the console. The console's scripts come only from this
 * origin and never need eval; Emotion (MUI's styling) writes style elements, hence inline styles.
 * Fonts ship with the app: no font host is allowed.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrcAttr: ["'none'"],
      },
    },
    // Served over plain HTTP on a local port by default; HTTPS is the proxy's business.
    strictTransportSecurity: false,
  });
}
