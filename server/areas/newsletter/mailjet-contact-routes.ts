import type { FastifyInstance } from 'fastify';
import type { MailjetContactRow, MailjetContactsAnswer } from '../../../domain/newsletter/mailjet-contacts.ts';
import { notFound } from '../../errors.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import type { MailjetContact } from '../../integrations/mailjet/mailjet-system.ts';
import { jsonAnswer, refusal } from '../../openapi/route-description.ts';
import { authorizeRight } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { callMailjet } from './mailjet-errors.ts';
import type { NewsletterContext } from './newsletter-context.ts';

const CONTACT_PATH = '/mailjet/contact';
export const mailjetContactApiPaths: readonly string[] = [CONTACT_PATH];

const READ_RIGHT = 'newsletter-contacts-read';
const MAX_LIMIT = 1000;

export const mailjetContactsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'string', pattern: '^(1000|[1-9][0-9]{0,2})$', description: '1–1000, default 1000.' },
    contactslist: { type: 'string', pattern: '^[1-9][0-9]{0,8}$', description: 'Our `id_nl_contactslist`.' },
  },
} as const;

export const mailjetSearchParams = {
  type: 'object',
  required: ['searchQuery'],
  additionalProperties: false,
  properties: { searchQuery: { type: 'string', minLength: 1, maxLength: 254 } },
} as const;

const contactRow = {
  type: 'object',
  required: ['ID', 'Email', 'Name', 'CreatedAt', 'DeliveredCount', 'IsExcludedFromCampaigns', 'IsOptInPending'],
  properties: {
    ID: { type: 'integer' },
    Email: { type: 'string' },
    Name: { type: 'string' },
    CreatedAt: { type: 'string', format: 'date-time' },
    DeliveredCount: { type: 'integer' },
    IsExcludedFromCampaigns: { type: 'boolean' },
    IsOptInPending: { type: 'boolean' },
    LastActivityAt: { type: ['string', 'null'] },
  },
};
const contactsAnswer = {
  type: 'object',
  required: ['Count', 'Total', 'Data'],
  properties: { Count: { type: 'integer' }, Total: { type: 'integer' }, Data: { type: 'array', items: contactRow } },
};

const wire = (contact: MailjetContact): MailjetContactRow => ({
  ID: contact.id,
  Email: contact.email,
  Name: contact.name,
  CreatedAt: contact.createdAt,
  DeliveredCount: contact.deliveredCount,
  IsExcludedFromCampaigns: contact.isExcludedFromCampaigns,
  IsOptInPending: contact.isOptInPending,
  LastActivityAt: contact.lastActivityAt,
});

const unavailable = refusal(
  'Mailjet failed, did not answer in time or answered nothing usable: `newsletter.errors.mailjet_unavailable` ' +
    '(503 `newsletter.errors.mailjet_busy` when it limits the requests).',
);

/**
 * Mailjet's contacts as spec 2 §7 reads them, in Mailjet's own shape (`{Count, Total, Data}`): one by email
 * or ID, or those of the account or of one of our lists. Right `newsletter-contacts-read`.
 */
export function mailjetContactRoutes(
  app: FastifyInstance,
  { db, authenticate, resources, services }: NewsletterContext,
) {
  const { mailjet } = services;
  const contacts = resources['newsletter/contacts'];
  const tags = [contacts.name];

  app.get<{ Querystring: { limit?: string; contactslist?: string } }>(
    CONTACT_PATH,
    {
      preHandler: authenticate,
      schema: { querystring: mailjetContactsQuery },
      config: {
        openapi: {
          operationId: 'listMailjetContacts',
          summary: "Mailjet's contacts",
          description:
            "The account's contacts in Mailjet, at most `limit` (1–1000, default 1000), or those of one of our " +
            "contact lists (`contactslist`, our `id_nl_contactslist`: its Mailjet list's contacts; none while " +
            'the list has no Mailjet ID).',
          tags,
          rights: [{ resource: contacts, right: READ_RIGHT }],
          answers: () => ({
            '200': jsonAnswer("Mailjet's answer: the rows here, the rows there are, the contacts.", contactsAnswer),
            '502': unavailable,
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request): Promise<MailjetContactsAnswer> => {
      authorizeRight(request.user as SignedInUser, READ_RIGHT);
      const limit = request.query.limit === undefined ? MAX_LIMIT : Number(request.query.limit);
      let contactsList: number | undefined;
      if (request.query.contactslist !== undefined) {
        const list = await db
          .selectFrom('nl_contactslist')
          .select('mailjet_id')
          .where('id_nl_contactslist', '=', Number(request.query.contactslist))
          .executeTakeFirst();
        if (!list) throw notFound('No such contact list');
        if (list.mailjet_id === null) return { Count: 0, Total: 0, Data: [] };
        contactsList = list.mailjet_id;
      }
      const page = await callMailjet(() => mailjet.contacts({ limit, contactsList }));
      return { Count: page.count, Total: page.total, Data: page.data.map(wire) };
    },
  );

  app.get<{ Params: { searchQuery: string } }>(
    `${CONTACT_PATH}/:searchQuery`,
    {
      preHandler: authenticate,
      schema: { params: mailjetSearchParams, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'findMailjetContact',
          summary: 'A contact in Mailjet',
          description:
            "The Mailjet contact with this email or Mailjet ID, in Mailjet's shape; `Data` is empty when Mailjet " +
            'knows none.',
          tags,
          rights: [{ resource: contacts, right: READ_RIGHT }],
          parameters: { searchQuery: 'An email, or a Mailjet contact ID.' },
          answers: () => ({
            '200': jsonAnswer('The contact found, or none.', contactsAnswer),
            '502': unavailable,
          }),
        },
      },
    },
    async (request): Promise<MailjetContactsAnswer> => {
      authorizeRight(request.user as SignedInUser, READ_RIGHT);
      const search = request.params.searchQuery.trim();
      const found = await callMailjet(() =>
        mailjet.contact(/^[1-9][0-9]{0,14}$/.test(search) ? Number(search) : search),
      );
      return found ? { Count: 1, Total: 1, Data: [wire(found)] } : { Count: 0, Total: 0, Data: [] };
    },
  );
}
