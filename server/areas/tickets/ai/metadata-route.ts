import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ResourceDefinition } from '../../../../registry/types.ts';
import { allOf, filterCondition } from '../../../crud/query/build-where.ts';
import { parseFilter } from '../../../crud/query/list-query.ts';
import { badRequest } from '../../../errors.ts';
import { jsonAnswer, refusal } from '../../../openapi/route-description.ts';
import { authorize } from '../../../permissions/authorize.ts';
import type { SignedInUser } from '../../../users/signed-in-user.ts';
import { METADATA_REQUESTS, type MetadataRequest } from './metadata-requests.ts';
import { suggestMetadata, type MetadataSuggester } from './suggest-metadata.ts';

export const METADATA_PATH = '/openai';
const RECORD_ID = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };

type Body = { request: string } & Record<string, unknown>;

/** The body: the request's name and the id of its record, under the name the request gives it. */
export const metadataBody = (idParams: readonly string[]) => ({
  type: 'object',
  required: ['request'],
  additionalProperties: false,
  properties: {
    request: { type: 'string', minLength: 1, maxLength: 100 },
    ...Object.fromEntries(idParams.map((name) => [name, RECORD_ID])),
  },
});

const text = { type: 'string' };

/**
 * `POST /openai` with `{ request, <id param> }` (spec 2 §7): meta title, description and keywords
 * for a record, written by the AI service, for the console to fill into the form; nothing is saved.
 * The requests are `METADATA_REQUESTS` whose resource the registry has; an unknown one is a 400.
 * The caller needs the resource's update right and reaches only the rows the generic calls let
 * them reach.
 */
export function metadataRoute(
  app: FastifyInstance,
  suggester: MetadataSuggester,
  authenticate: preHandlerAsyncHookHandler,
) {
  const served = new Map<string, { request: MetadataRequest; resource: ResourceDefinition }>();
  for (const [name, request] of Object.entries(METADATA_REQUESTS)) {
    const resource = suggester.registry.resource(request.resource);
    if (resource) served.set(name, { request, resource });
  }
  const idParams = [...new Set([...served.values()].map(({ request }) => request.idParam))];

  app.post<{ Body: Body }>(
    METADATA_PATH,
    {
      preHandler: authenticate,
      schema: { body: metadataBody(idParams) },
      config: {
        openapi: {
          operationId: 'suggestMetadata',
          summary: 'Meta title, description and keywords for a record, written by the AI service',
          description:
            `For the form to fill in; nothing is saved. The requests: ${[...served.entries()]
              .map(([name, { request }]) => `\`${name}\` with \`${request.idParam}\``)
              .join(', ')}; another answers 400 \`ai.unknown_request\`, one without its id 400 \`error.empty\`. ` +
            "404 for a record the user cannot reach. Each text is cut to its field's maxLength.",
          tags: ['ai'],
          rights: [...served.entries()].map(([name, { resource }]) => ({
            resource,
            action: 'update' as const,
            when: `for \`${name}\``,
          })),
          answers: () => ({
            '200': jsonAnswer('The texts.', {
              type: 'object',
              required: ['meta_title', 'meta_description', 'meta_keywords'],
              properties: { meta_title: text, meta_description: text, meta_keywords: text },
            }),
            '502': refusal('The AI service failed or answered nothing usable: `ai.unavailable`.'),
            '503': {
              ...refusal('The AI service is at its rate limit or quota: `ai.busy` (`params.seconds`).'),
              headers: {
                'Retry-After': {
                  description: 'The seconds to wait before the next try.',
                  required: true,
                  schema: { type: 'integer', minimum: 1 },
                },
              },
            },
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const name = request.body.request;
      const found = served.get(name);
      if (!found)
        throw badRequest(`Unknown request "${name}"; this server answers ${[...served.keys()].join(', ')}`, [
          { field: 'request', key: 'ai.unknown_request', params: { request: name } },
        ]);
      const { resource } = found;
      const { idParam } = found.request;
      const id = request.body[idParam];
      if (typeof id !== 'number')
        throw badRequest(`${name} needs "${idParam}"`, [{ field: idParam, key: 'error.empty' }]);

      const user = request.user as SignedInUser;
      const { where } = authorize({ user, resource, action: 'update' });
      const fixedFilter = parseFilter(resource, resource.filter as Record<string, unknown>);
      const scope = allOf([fixedFilter && filterCondition(fixedFilter), where]);
      return suggestMetadata(suggester, { request: found.request, resource, id, scope });
    },
  );
}
