import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { mayDo } from '../../../registry/permission-check.ts';
import { transact } from '../../crud/crud-context.ts';
import { jsonAnswer, refusal } from '../../openapi/route-description.ts';
import { authorize } from '../../permissions/authorize.ts';
import { readSetting } from '../../settings/read-setting.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { callBookingSystem } from './booking-errors.ts';
import { cardFromKuschick, cardFromRatio, importCard, type CardKey, type ImportedCard } from './import-customer.ts';
import { importProcessRow, processFromKuschick } from './import-process.ts';
import { refuseAgencyStaff } from './process-scope.ts';
import { processFromRatio } from './ratio-copy.ts';
import type { ProcessesContext } from './processes-context.ts';

const RATIO_IMPORT = '/ratio/import';
const KUSCHICK_IMPORT = '/kuschick/import';

/** The API paths these calls take, which no resource may. */
export const importApiPaths: readonly string[] = [RATIO_IMPORT, KUSCHICK_IMPORT];

export const importForceQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { force: { type: 'string', enum: ['0', '1', 'true', 'false'] } },
} as const;
const NUMBER_ID = { type: 'string', pattern: '^[1-9][0-9]{0,8}$' };
const idParams = (name: string, schema: object) => ({
  type: 'object',
  required: [name],
  additionalProperties: false,
  properties: { [name]: schema },
});
const numberQuery = (name: string) => ({
  type: 'object',
  required: [name],
  additionalProperties: false,
  properties: { [name]: NUMBER_ID },
});
export const ratioCustomerParams = idParams('kennziffer', { type: 'string', pattern: '^[0-9A-Za-z-]{1,20}$' });
export const kuschickCustomerParams = idParams('kuschick_id', NUMBER_ID);
export const ratioProcessQuery = numberQuery('nr');
export const kuschickProcessQuery = numberQuery('invoice_id');

const customerAnswer = {
  type: 'object',
  required: ['result', 'customer'],
  properties: {
    result: { type: 'string', enum: ['created', 'updated', 'unchanged'] },
    customer: { type: 'object', additionalProperties: true },
  },
};
const unavailable = refusal(
  'The booking system failed, did not answer in time or answered nothing usable: `error.booking_unavailable`; nothing is written.',
);

const isForced = (force: string | undefined) => force === '1' || force === 'true';

/**
 * The customer imports and process imports of spec 2 §7: our copy of the booking system's record,
 * matched by its id there, never doubled. The booking system is asked first; when it fails nothing
 * is written. The process import takes the booker's card along in the same transaction.
 */
export function importRoutes(app: FastifyInstance, { db, authenticate, resources, services }: ProcessesContext) {
  const customers = resources['customers/customers'];
  const processes = resources['processes/processes'];
  const tags = [processes.name];

  const actor = (request: FastifyRequest) => {
    const user = request.user as SignedInUser;
    return { user, userId: user.id_users, ip: request.ip };
  };

  /** The customer rights: create, and update with `force`. */
  const customerRights = (user: SignedInUser, force: boolean) => {
    refuseAgencyStaff(user);
    authorize({ user, resource: customers, action: 'create' });
    if (force) authorize({ user, resource: customers, action: 'update' });
  };

  const readCard = (id: number) =>
    db.selectFrom('vc_card').selectAll().where('id_vc_card', '=', id).executeTakeFirstOrThrow();

  const importCustomer = async (request: FastifyRequest, key: CardKey, card: ImportedCard, force: boolean) => {
    const { userId, ip } = actor(request);
    const { result, id } = await transact(db, (trx) => importCard(trx, customers, key, card, { force, userId, ip }));
    return { result, customer: await readCard(id) };
  };

  app.get<{ Params: { kennziffer: string }; Querystring: { force?: string } }>(
    `${RATIO_IMPORT}/kunden/:kennziffer`,
    {
      preHandler: authenticate,
      schema: {
        params: ratioCustomerParams,
        querystring: importForceQuery,
      },
      config: {
        openapi: {
          operationId: 'importRatioCustomer',
          summary: 'Import a customer from Ratio',
          description:
            "Reads Ratio's address `{kennziffer}` and creates our customer card for it (matched by `ratio_id`). A card " +
            'there already is left as it is (`unchanged`) unless `force=1`, which sets its name, address and contacts ' +
            'from Ratio (`updated`, or `unchanged` when they agree). Agency staff are refused.',
          tags,
          parameters: { kennziffer: "Ratio's customer number (kennziffer)." },
          rights: [
            { resource: customers, action: 'create' },
            { resource: customers, action: 'update', when: 'with force=1' },
          ],
          answers: () => ({
            '200': jsonAnswer('What the import did, and the card.', customerAnswer),
            '502': unavailable,
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const force = isForced(request.query.force);
      customerRights(actor(request).user, force);
      const address = await callBookingSystem(() => services.ratio.address(request.params.kennziffer));
      const key: CardKey = { column: 'ratio_id', value: address.kennziffer };
      return importCustomer(request, key, cardFromRatio(address), force);
    },
  );

  app.get<{ Params: { kuschick_id: string }; Querystring: { force?: string } }>(
    `${KUSCHICK_IMPORT}/kunden/:kuschick_id`,
    {
      preHandler: authenticate,
      schema: { params: kuschickCustomerParams, querystring: importForceQuery },
      config: {
        openapi: {
          operationId: 'importKuschickCustomer',
          summary: 'Import a customer from Kuschick',
          description:
            'Reads the Kuschick customer `{kuschick_id}` (with its address record id, `idaddress`, when the setting ' +
            '`kuschick_idaddress` is on) and creates or, with `force=1`, updates our card matched by `kuschick_id`, as ' +
            'the Ratio import does. The answer adds `idaddress` as Kuschick answered it (null when not asked for).',
          tags,
          parameters: { kuschick_id: "Kuschick's customer id." },
          rights: [
            { resource: customers, action: 'create' },
            { resource: customers, action: 'update', when: 'with force=1' },
          ],
          answers: () => ({
            '200': jsonAnswer('What the import did, the card and the address record id.', {
              ...customerAnswer,
              properties: { ...customerAnswer.properties, idaddress: { type: ['integer', 'null'] } },
            }),
            '502': unavailable,
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const force = isForced(request.query.force);
      customerRights(actor(request).user, force);
      const idaddress = await readSetting(db, 'kuschick_idaddress');
      const id = Number(request.params.kuschick_id);
      const customer = await callBookingSystem(() => services.kuschick.customer(id, { idaddress }));
      const key: CardKey = { column: 'kuschick_id', value: String(customer.kuschick_id) };
      return {
        ...(await importCustomer(request, key, cardFromKuschick(customer), force)),
        idaddress: customer.idaddress,
      };
    },
  );

  /** The process rights: create, and update when our copy exists; the booker's card needs customers-create. */
  const processRights = (user: SignedInUser, exists: boolean) => {
    refuseAgencyStaff(user);
    authorize({ user, resource: processes, action: 'create' });
    if (exists) authorize({ user, resource: processes, action: 'update' });
    authorize({ user, resource: customers, action: 'create' });
  };
  /** The booker's card is refreshed from the booking system where the user may change cards. */
  const mayUpdateCards = (user: SignedInUser) => mayDo(user.permissions, customers.permission, 'update');

  const processAnswer = {
    type: 'object',
    required: ['process', 'customer', 'record'],
    properties: {
      process: { type: 'string', enum: ['created', 'updated'] },
      customer: { type: 'string', enum: ['created', 'updated', 'unchanged'] },
      record: { type: 'object', additionalProperties: true },
    },
  };
  const processDescription = (
    operationId: string,
    summary: string,
    description: string,
    resource: ResourceDefinition,
  ) => ({
    operationId,
    summary,
    description,
    tags,
    rights: [
      { resource, action: 'create' as const },
      { resource, action: 'update' as const, when: 'when our copy exists' },
      { resource: customers, action: 'create' as const },
    ],
    answers: () => ({
      '200': jsonAnswer('What the import did with the process and the booker, and our process record.', processAnswer),
      '409': refusal('Our copy is in processing: `error.process_in_processing`.'),
      '502': unavailable,
    }),
    errors: ['NotFound' as const],
  });

  app.put<{ Querystring: { nr: string } }>(
    `${RATIO_IMPORT}/vorgang`,
    {
      preHandler: authenticate,
      schema: { querystring: ratioProcessQuery },
      config: {
        openapi: processDescription(
          'importRatioProcess',
          'Import a process from Ratio',
          "Reads Ratio's process `nr`, its participants and its date's travel stops, and its booker's address; in " +
            'one transaction imports the booker (as the customer import does; refreshed where the user may change ' +
            'cards) and creates or updates our copy matched by `ratio_id` (a new one is numbered `R-{nr}`): title, ' +
            "status, dates, price, participants, the booker's seat and boarding point, `import_date`; history `import`.",
          processes,
        ),
      },
    },
    async (request) => {
      const { user, userId, ip } = actor(request);
      const nr = Number(request.query.nr);
      const exists = await db
        .selectFrom('pc_process')
        .select('id_pc_process')
        .where('ratio_id', '=', nr)
        .executeTakeFirst();
      processRights(user, exists !== undefined);
      const { ratio } = services;
      const [process, participants] = await callBookingSystem(() =>
        Promise.all([ratio.process(nr), ratio.processParticipants(nr)]),
      );
      const [address, stops] = await callBookingSystem(() =>
        Promise.all([ratio.address(process.kennziffer), ratio.travelStops({ termin: process.terminId })]),
      );
      const fields = processFromRatio(process, participants, stops);
      const card = cardFromRatio(address);
      return transact(db, async (trx) => {
        const key: CardKey = { column: 'ratio_id', value: address.kennziffer };
        const booker = await importCard(trx, customers, key, card, { force: mayUpdateCards(user), userId, ip });
        const imported = await importProcessRow(
          trx,
          processes,
          { backend: 'ratio', ratio_id: nr, number: `R-${nr}` },
          { ...fields, vc_card_booker: booker.id },
          { userId, ip },
        );
        return { process: imported.result, customer: booker.result, record: imported.record };
      });
    },
  );

  app.put<{ Querystring: { invoice_id: string } }>(
    `${KUSCHICK_IMPORT}/vorgang`,
    {
      preHandler: authenticate,
      schema: { querystring: kuschickProcessQuery },
      config: {
        openapi: processDescription(
          'importKuschickProcess',
          'Import a process from Kuschick',
          'Reads the Kuschick process `invoice_id` and its customer; in one transaction imports the customer and ' +
            'creates or updates our copy (backend `kuschick`) matched by `invoice_id` (a new one is numbered ' +
            '`K-{invoice_id}`), as the Ratio import does; the first traveller gives the seat and boarding point.',
          processes,
        ),
      },
    },
    async (request) => {
      const { user, userId, ip } = actor(request);
      const invoiceId = request.query.invoice_id;
      const exists = await db
        .selectFrom('pc_process')
        .select('id_pc_process')
        .where('invoice_id', '=', invoiceId)
        .where('backend', '=', 'kuschick')
        .executeTakeFirst();
      processRights(user, exists !== undefined);
      const idaddress = await readSetting(db, 'kuschick_idaddress');
      const process = await callBookingSystem(() => services.kuschick.process(Number(invoiceId)));
      const customer = await callBookingSystem(() => services.kuschick.customer(process.kuschick_id, { idaddress }));
      const fields = processFromKuschick(process);
      const card = cardFromKuschick(customer);
      return transact(db, async (trx) => {
        const key: CardKey = { column: 'kuschick_id', value: String(customer.kuschick_id) };
        const booker = await importCard(trx, customers, key, card, { force: mayUpdateCards(user), userId, ip });
        const imported = await importProcessRow(
          trx,
          processes,
          { backend: 'kuschick', invoice_id: invoiceId, number: `K-${invoiceId}` },
          { ...fields, vc_card_booker: booker.id },
          { userId, ip },
        );
        return { process: imported.result, customer: booker.result, record: imported.record };
      });
    },
  );
}
