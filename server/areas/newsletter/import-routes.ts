import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ImportRequest } from '../../../domain/newsletter/import.ts';
import { allOf } from '../../crud/query/build-where.ts';
import { ApiError, notFound } from '../../errors.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import { progressLines } from '../../http/progress-lines.ts';
import { jsonAnswer, refusal } from '../../openapi/route-description.ts';
import { authorize, rowScope } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { consentingCustomers, importCandidates } from './import-candidates.ts';
import { importContacts } from './import-contacts.ts';
import { listLocked } from './contact-rules.ts';
import { fromMailjetError } from './mailjet-errors.ts';
import type { NewsletterContext } from './newsletter-context.ts';

const IMPORT_PATH = '/newsletter-import';
export const importApiPaths: readonly string[] = [IMPORT_PATH];

const LIST_ID = { type: 'string', pattern: '^[1-9][0-9]{0,8}$' };
const MAX_INT4 = 2_147_483_647;

export const candidatesQuery = {
  type: 'object',
  required: ['id_nl_contactslist'],
  additionalProperties: false,
  properties: { id_nl_contactslist: LIST_ID },
} as const;

export const importBody = {
  type: 'object',
  required: ['id_nl_contactslist', 'consent'],
  additionalProperties: false,
  properties: {
    id_nl_contactslist: { type: 'integer', minimum: 1, maximum: MAX_INT4 },
    consent: {
      type: 'boolean',
      description: 'The user confirmed that these customers agreed to the newsletter; anything but true is 422.',
    },
    customers: {
      type: 'array',
      maxItems: 10_000,
      uniqueItems: true,
      items: { type: 'integer', minimum: 1, maximum: MAX_INT4 },
      description: 'The cards to import, of the candidates; all candidates when left out.',
    },
  },
} as const;

const membership = { type: ['string', 'null'], enum: ['subscribed', 'unsubscribed', 'integrated', 'excluded', null] };
const candidate = {
  type: 'object',
  required: ['id_vc_card', 'name', 'email', 'newsletter_consent_at', 'membership'],
  properties: {
    id_vc_card: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    newsletter_consent_at: { type: 'string', format: 'date-time' },
    membership: { ...membership, description: "The list's contact with this email, null when it has none." },
  },
};
const count = { type: 'integer', minimum: 0 };
const progressLine = {
  oneOf: [
    { type: 'object', required: ['done', 'total'], properties: { done: count, total: count } },
    {
      type: 'object',
      required: ['added', 'updated', 'skipped'],
      properties: { added: count, updated: count, skipped: count },
    },
    {
      type: 'object',
      required: ['error'],
      properties: {
        error: {
          type: 'object',
          required: ['key', 'message'],
          properties: { key: { type: 'string' }, message: { type: 'string' } },
        },
      },
    },
  ],
};

/**
 * The newsletter contact import of spec 1 §2: customers who agreed to the newsletter within the last 24 hours
 * (of those the user reaches by the customers' row rules) become contacts of a list, once the user confirmed
 * their consent; Mailjet gets them in one job, and its failure keeps nothing.
 */
export function importRoutes(app: FastifyInstance, { db, authenticate, resources, services }: NewsletterContext) {
  const lists = resources['newsletter/contact-lists'];
  const contacts = resources['newsletter/contacts'];
  const customers = resources['customers/customers'];
  const tags = [contacts.name];
  const rights = [
    { resource: contacts, action: 'create' as const },
    { resource: lists, action: 'read' as const },
  ];

  /** The rights, and the list the user may read: 404 when there is none. */
  const allowedList = async (user: SignedInUser, listId: number) => {
    authorize({ user, resource: contacts, action: 'create' });
    authorize({ user, resource: lists, action: 'read' });
    const list = await db
      .selectFrom('nl_contactslist')
      .select(['id_nl_contactslist', 'locked'])
      .where('id_nl_contactslist', '=', listId)
      .executeTakeFirst();
    if (!list) throw notFound('No such contact list');
    return list;
  };
  const customerScope = (user: SignedInUser) => allOf([rowScope(user, customers).where]);

  app.get<{ Querystring: { id_nl_contactslist: string } }>(
    `${IMPORT_PATH}/candidates`,
    {
      preHandler: authenticate,
      schema: { querystring: candidatesQuery },
      config: {
        openapi: {
          operationId: 'newsletterImportCandidates',
          summary: 'Customers the newsletter import would take',
          description:
            'The customers who agreed to the newsletter (`newsletter`) within the last 24 hours and have an email, ' +
            "of those the user reaches (agency staff: their agency's), newest consent first; each with the " +
            "membership of the list's contact with that email, if any.",
          tags,
          rights,
          answers: () => ({ '200': jsonAnswer('The candidates.', { type: 'array', items: candidate }) }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const user = request.user as SignedInUser;
      const list = await allowedList(user, Number(request.query.id_nl_contactslist));
      return importCandidates(db, customerScope(user), list.id_nl_contactslist);
    },
  );

  app.post<{ Body: ImportRequest }>(
    IMPORT_PATH,
    {
      preHandler: authenticate,
      schema: { body: importBody, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'importNewsletterContacts',
          summary: 'Import customers into a contact list',
          description:
            'Imports the candidates (or those of `customers` among them) into the list, in one transaction, once ' +
            'the user confirmed their consent (`consent: true`, else 422 `newsletter.errors.consent_required`). A ' +
            "new email becomes a subscribed contact (`consent_source` import, `consent_at` the customer's consent " +
            'time, `id_vc_card`); one the list has is refreshed; one that left the list or was excluded, and a ' +
            'customer without email or no candidate (any longer), is skipped. Mailjet gets the contacts in one job, awaited: its failure keeps ' +
            'nothing. A locked list is refused (423 `newsletter.errors.list_locked_contacts`).',
          tags,
          rights,
          answers: () => ({
            '200': {
              description:
                'Newline-delimited JSON: `{"done","total"}` lines as the customers are handled, then ' +
                '`{"added","updated","skipped"}`, or `{"error"}` (`newsletter.errors.mailjet_unavailable` …) when ' +
                'nothing was kept. The schema is that of one line.',
              content: { 'application/x-ndjson': { schema: progressLine } },
            },
            '422': refusal('The consent was not confirmed: `newsletter.errors.consent_required`.'),
            '423': refusal('The list is locked: `newsletter.errors.list_locked_contacts`.'),
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request, reply) => {
      const user = request.user as SignedInUser;
      const body = request.body;
      const list = await allowedList(user, body.id_nl_contactslist);
      if (body.consent !== true)
        throw new ApiError('Unprocessable', 'The consent must be confirmed', {
          errors: [{ field: 'consent', key: 'newsletter.errors.consent_required' }],
        });
      if (list.locked) throw listLocked();
      const chosen = await consentingCustomers(db, customerScope(user), body.customers);
      // Cards asked for that are no candidates (out of reach, or their consent is older) are skipped too.
      const notCandidates = body.customers ? body.customers.length - chosen.length : 0;
      const lines = progressLines(
        chosen.length,
        (report) =>
          importContacts(db, chosen, {
            mailjet: services.mailjet,
            contacts,
            listId: list.id_nl_contactslist,
            actor: { userId: user.id_users, ip: request.ip },
            report,
          }).then((report) => ({ ...report, skipped: report.skipped + notCandidates })),
        (error) => {
          const answer = fromMailjetError(error);
          if (answer.code >= 500) request.log.error({ err: error }, 'newsletter import failed');
          return { key: answer.errors[0]?.key ?? 'newsletter.errors.mailjet_unavailable', message: answer.message };
        },
      );
      return reply.type('application/x-ndjson; charset=utf-8').send(Readable.from(lines));
    },
  );
}
