import type { FastifyInstance } from 'fastify';
import { NO_QUERY } from '../../http/no-query.ts';
import { jsonAnswer } from '../../openapi/route-description.ts';
import { authorizeRight } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import type { AppContext } from './app-context.ts';
import { fillFromTemplate, templateChoices } from './suitcase-templates.ts';

export const TEMPLATE_CHOICES_PATH = '/appuser/travelbagtemplates';
export const FILL_SUITCASE_PATH = '/appuser/suitcase/from-template';

export const fillSuitcaseBody = {
  type: 'object',
  required: ['id_travelbagtemplates'],
  additionalProperties: false,
  properties: { id_travelbagtemplates: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

const templateChoice = {
  type: 'object',
  required: ['id_travelbagtemplates', 'short', 'description', 'item_count'],
  properties: {
    id_travelbagtemplates: { type: 'integer' },
    short: { type: 'string' },
    description: { type: ['string', 'null'] },
    item_count: { type: 'integer' },
  },
};

/**
 * The app user's suitcase filled from a travel-bag template (spec 1 §4): the templates are the app
 * administration's, which the user cannot read, so they get the names and sizes here.
 */
export function suitcaseRoutes(app: FastifyInstance, { db, authenticate, resources }: AppContext) {
  const suitcase = resources['app/my-suitcase'];
  const tags = [suitcase.name];

  app.get(
    TEMPLATE_CHOICES_PATH,
    {
      preHandler: authenticate,
      schema: { querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'listSuitcaseTemplates',
          summary: 'The packing lists a suitcase can be filled from',
          description: "Each travel-bag template's name, description and number of items, by name.",
          tags,
          rights: [{ resource: suitcase, right: 'PackSuitcase-read' }],
          answers: () => ({ '200': jsonAnswer('The templates.', { type: 'array', items: templateChoice }) }),
        },
      },
    },
    async (request) => {
      authorizeRight(request.user as SignedInUser, 'PackSuitcase-read');
      return templateChoices(db);
    },
  );

  app.post<{ Body: { id_travelbagtemplates: number } }>(
    FILL_SUITCASE_PATH,
    {
      preHandler: authenticate,
      schema: { body: fillSuitcaseBody, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'fillSuitcaseFromTemplate',
          summary: "Add a template's items to the suitcase",
          description:
            "Adds the template's items the signed-in user's suitcase lacks (compared by label, in any case), " +
            'unpacked, after the items there; all or none. Items the user has stay as they are.',
          tags,
          rights: [{ resource: suitcase, right: 'PackSuitcase-create' }],
          answers: (schemas) => ({
            '200': jsonAnswer('The items added (none when the suitcase has them all).', {
              type: 'object',
              required: ['added'],
              properties: { added: { type: 'array', items: schemas.record(suitcase.entity) } },
            }),
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const user = request.user as SignedInUser;
      authorizeRight(user, 'PackSuitcase-create');
      return fillFromTemplate(db, suitcase, { user, ip: request.ip }, request.body.id_travelbagtemplates);
    },
  );
}
