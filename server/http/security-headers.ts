import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

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

/**
 * The headers that rule only a document (what it may load, run, frame or be framed by, how it
 * refers): a script, style, font or image the console loads ignores them. The console's hashed
 * files go without them; nosniff and the resource policy stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Leaves out of an answer that is not a document the headers only a document heeds (some 480 bytes each). */
export function withoutDocumentHeaders(reply: FastifyReply) {
  for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
}

/** An origin as the tenant's `booking_frame_ancestors` may name it: nothing that could end the directive. */
const FRAME_ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?$/;

/** The policy with `frame-ancestors 'self'` widened to the given origins (those that are not origins are left out). */
export function withFrameAncestors(policy: string, origins: readonly string[]): string {
  const allowed = origins.filter((origin) => FRAME_ORIGIN.test(origin));
  return policy.replace(/frame-ancestors [^;]*/, ["frame-ancestors 'self'", ...allowed].join(' '));
}

/**
 * Lets the given origins show this answer in an iframe (the booking engine on a tenant's website):
 * its policy names them, and X-Frame-Options, which knows no list of origins, is not sent.
 */
export function allowFraming(reply: FastifyReply, origins: readonly string[]) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('content-security-policy', withFrameAncestors(policy, origins));
  reply.removeHeader('x-frame-options');
}
