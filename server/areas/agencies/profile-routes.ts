import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '../../../registry/types.ts';
import type { CrudContext } from '../../crud/crud-context.ts';
import { allOf } from '../../crud/query/build-where.ts';
import { getRecord } from '../../crud/operations/get-record.ts';
import { updateRecord } from '../../crud/operations/update-record.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import { RECORD_ID_PARAM } from '../../http/record-id-params.ts';
import { entitySchemas } from '../../openapi/entity-schemas.ts';
import { jsonAnswer, refusal } from '../../openapi/route-description.ts';
import type { SchemaObject } from '../../openapi/types.ts';
import { authorizeRight } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import type { AgenciesContext } from './agencies-context.ts';
import { agencyDetails } from './agency-details.ts';
import { agencyForCall, agencyRequired } from './agency-for-call.ts';

export const PROFILE_PATH = '/agency-profile';
export const DETAILS_PATH = '/agency-details';
/** The agency's own data and the agency details: `/agency-profile`, `/agency-details`. */
export const profileApiPaths = [PROFILE_PATH, DETAILS_PATH];

export const agencyDetailsParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: RECORD_ID_PARAM },
} as const;

const staffMemberSchema: SchemaObject = {
  type: 'object',
  required: ['id_users', 'firstname', 'lastname', 'email', 'role', 'isActive', 'lastLogin'],
  properties: {
    id_users: { type: 'integer' },
    firstname: { type: ['string', 'null'] },
    lastname: { type: ['string', 'null'] },
    email: { type: 'string' },
    role: { type: ['string', 'null'], description: 'The name of their role.' },
    isActive: { type: 'boolean' },
    lastLogin: { type: ['string', 'null'], format: 'date-time' },
  },
};

/**
 * The generic operations on the agency record, for a caller the call has checked already: the agency's
 * own staff change their agency's record through the profile (agencydata-update), not through
 * `/agencies` (agencyadmin), so no row scope applies; the field rules (commission, Ratio number) still do.
 */
const agencyRecordContext = (request: FastifyRequest, db: AgenciesContext['db'], agencies: ResourceDefinition) =>
  ({
    db,
    resource: agencies,
    user: request.user as SignedInUser,
    ip: request.ip,
    scope: allOf([]),
    assign: {},
  }) satisfies CrudContext;

/**
 * The profile of the caller's agency (spec 1 §2 `/agencies/myProfile`) and an agency's details with its
 * staff and numbers (`/agencies/details/{id?}`). The agency is the caller's card's; only who reaches
 * every agency names another one (agency-for-call.ts).
 */
export function profileRoutes(app: FastifyInstance, { db, authenticate, resources }: AgenciesContext) {
  const agencies = resources['agencies/agencies'];
  const { entity } = agencies;
  const tags = [agencies.name];
  const readRight = [{ resource: agencies, right: 'agencydata-read' }];
  const patchBody = entitySchemas(entity, 'Agency').AgencyPatch;

  app.get(
    PROFILE_PATH,
    {
      preHandler: authenticate,
      schema: { querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'getAgencyProfile',
          summary: "Read the caller's agency",
          description: "The agency of the caller's card; `data` is null for a user who belongs to no agency.",
          tags,
          rights: readRight,
          answers: ({ record }) => ({
            '200': jsonAnswer('The agency, or null.', {
              type: 'object',
              required: ['data'],
              properties: { data: { anyOf: [record(entity), { type: 'null' }] } },
            }),
          }),
        },
      },
    },
    async (request) => {
      const user = request.user as SignedInUser;
      authorizeRight(user, 'agencydata-read');
      const agency = await agencyForCall(db, user);
      return {
        data: agency ? await getRecord(agencyRecordContext(request, db, agencies), agency.id_agency) : null,
      };
    },
  );

  app.patch(
    PROFILE_PATH,
    {
      preHandler: authenticate,
      schema: { querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'changeAgencyProfile',
          summary: "Change the caller's agency",
          description:
            "Changes the fields of the caller's card's agency it names, checked as `PATCH /agencies/{id}` checks " +
            'them (400/422 with the field and message key). The commission rate and the Ratio number need ' +
            '`agencyadmin-update` (403 `error.field_forbidden`). A user who belongs to no agency: 403 `error.agency_required`.',
          tags,
          body: patchBody,
          rights: [
            { resource: agencies, right: 'agencydata-update' },
            { resource: agencies, right: 'agencyadmin-update', when: 'for the commission rate and the Ratio number' },
          ],
          answers: ({ record }) => ({
            '200': jsonAnswer('The agency as changed.', {
              type: 'object',
              required: ['data'],
              properties: { data: record(entity) },
            }),
            '422': refusal('A value the field does not take, with its field and message key.'),
          }),
          errors: ['Conflict'],
        },
      },
    },
    async (request) => {
      const user = request.user as SignedInUser;
      authorizeRight(user, 'agencydata-update');
      const agency = await agencyForCall(db, user);
      if (!agency) throw agencyRequired();
      return {
        data: await updateRecord(agencyRecordContext(request, db, agencies), agency.id_agency, request.body, 'patch'),
      };
    },
  );

  const detailsAnswer = (record: (entity: ResourceDefinition['entity']) => SchemaObject) =>
    jsonAnswer('The agency with its staff and numbers, or null.', {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          anyOf: [
            {
              type: 'object',
              required: ['agency', 'staff', 'customers', 'bookings'],
              properties: {
                agency: record(entity),
                staff: { type: 'array', items: staffMemberSchema },
                customers: { type: 'integer', description: 'Our customer cards of the agency, its staff not counted.' },
                bookings: { type: 'integer', description: "Our processes booked by the agency's customers." },
              },
            },
            { type: 'null' },
          ],
        },
      },
    });

  const details = async (request: FastifyRequest, named?: number) => {
    const user = request.user as SignedInUser;
    authorizeRight(user, 'agencydata-read');
    const agency = await agencyForCall(db, user, named);
    if (!agency) return { data: null };
    return {
      data: {
        agency: await getRecord(agencyRecordContext(request, db, agencies), agency.id_agency),
        ...(await agencyDetails(db, agency.id_agency)),
      },
    };
  };

  app.get(
    DETAILS_PATH,
    {
      preHandler: authenticate,
      schema: { querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'getOwnAgencyDetails',
          summary: "The caller's agency with its staff and numbers",
          description: "The agency of the caller's card, its staff, customers and bookings; null without one.",
          tags,
          rights: readRight,
          answers: ({ record }) => ({ '200': detailsAnswer(record) }),
        },
      },
    },
    (request) => details(request),
  );

  app.get<{ Params: { id: string } }>(
    `${DETAILS_PATH}/:id`,
    {
      preHandler: authenticate,
      schema: { params: agencyDetailsParams, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'getAgencyDetails',
          summary: 'An agency with its staff and numbers',
          description:
            'The agency `id` for an admin or a holder of `agencyadmin-read`; agency staff get their own agency ' +
            'whatever the id says. Null when there is no such agency.',
          tags,
          parameters: { id: 'The agency (id_agency).' },
          rights: readRight,
          answers: ({ record }) => ({ '200': detailsAnswer(record) }),
        },
      },
    },
    (request) => details(request, Number(request.params.id)),
  );
}
