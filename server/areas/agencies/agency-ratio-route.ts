import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ResourceDefinition } from '../../../registry/types.ts';
import type { ResponseObject } from '../../openapi/types.ts';
import { refusal } from '../../openapi/route-description.ts';
import { authorizeRight } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';

/** The right every agency call on Ratio's records needs (spec 1 §6). */
export const AGENCY_DATA_READ = 'agencydata-read';

const unavailable = refusal(
  'Ratio failed, did not answer in time or answered nothing usable: `error.booking_unavailable`.',
);

export interface AgencyRatioCall {
  /** Below `/api`; a path ending in `/` is served without it too, as a call of its own in the document. */
  url: string;
  operationId: string;
  summary: string;
  description: string;
  params?: object;
  querystring: object;
  /** The success answer. */
  answer: ResponseObject;
  handler(request: FastifyRequest, reply: FastifyReply, user: SignedInUser): Promise<unknown>;
}

/**
 * Registers an agency call on Ratio's records (spec 2 §7): signed in, with `agencydata-read`, the
 * params and query checked (anything not understood is 400), Ratio's failures 502.
 */
export function agencyRatioRoute(
  app: FastifyInstance,
  authenticate: preHandlerAsyncHookHandler,
  tag: ResourceDefinition,
  call: AgencyRatioCall,
) {
  const urls = call.url.endsWith('/') ? [call.url, call.url.slice(0, -1)] : [call.url];
  for (const [index, url] of urls.entries())
    app.get(
      url,
      {
        preHandler: authenticate,
        schema: { querystring: call.querystring, ...(call.params ? { params: call.params } : {}) },
        config: {
          openapi: {
            operationId: index === 0 ? call.operationId : `${call.operationId}WithoutSlash`,
            summary: index === 0 ? call.summary : `${call.summary} (the same call, without the trailing slash)`,
            description: call.description,
            tags: [tag.name],
            rights: [{ resource: tag, right: AGENCY_DATA_READ }],
            answers: () => ({ '200': call.answer, '502': unavailable }),
            errors: ['NotFound'],
          },
        },
      },
      async (request, reply) => {
        const user = request.user as SignedInUser;
        authorizeRight(user, AGENCY_DATA_READ);
        return call.handler(request, reply, user);
      },
    );
}

/** A PDF sent as a download named `<name>.pdf`. */
export const sendPdf = (reply: FastifyReply, name: string, pdf: Uint8Array) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name.replaceAll(/[^\w.-]/g, '_')}.pdf"`)
    .send(Buffer.from(pdf));

/** The answer of a call that sends a PDF. */
export const pdfAnswer = (description: string): ResponseObject => ({
  description,
  headers: {
    'Content-Disposition': { description: '`attachment; filename="<name>.pdf"`.', schema: { type: 'string' } },
  },
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
});
