import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../../errors.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import type { BookingType } from '../../integrations/ratio/ratio-system.ts';
import type { KuschickPayment } from '../../integrations/kuschick/kuschick-system.ts';
import { jsonAnswer, refusal, type AnswerSchemas } from '../../openapi/route-description.ts';
import { authorize, authorizeRight, rowScope } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { companyData } from '../users/accounts/account-mailer.ts';
import { processIdOf, processRecord, type ActionCaller } from './action-process.ts';
import { setBookingType } from './booking-type.ts';
import { cancellationInquiry, cancelProcess } from './cancellation.ts';
import { firmBook } from './firm-booking.ts';
import { addKuschickPayments, deleteKuschickProcess, kuschickProcess } from './kuschick-process.ts';
import {
  bookingTypeBody,
  cancellationBody,
  cancellationInquiryQuery,
  cancellationQuery,
  firmBookingQuery,
  invoiceIdParams,
  paymentBody,
  processIdParams,
  processNumberParams,
} from './action-schemas.ts';
import { processHistory } from './process-history.ts';
import type { ProcessesContext } from './processes-context.ts';

const BOOKING_PATH = '/ratio/api/booking';
const PROCESSES_PATH = '/ratio/api/processes';
const CANCELLATION_PATH = '/ratio/api/cancellation';
const KUSCHICK_PROCESS_PATH = '/kuschick/vorgang';
const KUSCHICK_PAYMENT_PATH = '/kuschick/payment';
const HISTORY_PATH = '/process-history';

/** The API paths these calls take, which no resource may. */
export const actionApiPaths: readonly string[] = [
  BOOKING_PATH,
  PROCESSES_PATH,
  CANCELLATION_PATH,
  KUSCHICK_PROCESS_PATH,
  KUSCHICK_PAYMENT_PATH,
  HISTORY_PATH,
];

const unavailable = refusal(
  'The booking system failed, did not answer in time or answered nothing usable (`error.booking_unavailable`); ' +
    'nothing changed here.',
);
const inProcessing = refusal(
  'Another action with the booking system runs on the process (`error.process_in_processing`), or the process is ' +
    'cancelled (`error.process_cancelled`).',
);
const refused = refusal(
  'The process has no Ratio number (`error.ratio_number_required`), or the booking system refused the action ' +
    '(`error.booking_failed`, its words in `message`).',
);
const neverGet = (what: string) =>
  new ApiError('MethodNotAllowed', `${what} changes the process: send it as POST, never as GET`);

/**
 * The actions on a process that go through the booking system (spec 1 §4, spec 2 §7): booking type,
 * firm booking, cancellation inquiry and execution, Kuschick's process and payments; and the
 * process's history. Each reads the process in the user's scope first, then runs while the process
 * is claimed as in processing; the booking system failing leaves our copy as it was.
 */
export function actionRoutes(
  app: FastifyInstance,
  { db, authenticate, resources, services, tenants }: ProcessesContext,
) {
  const processes = resources['processes/processes'];
  const tags = [processes.name];
  const { ratio, kuschick, mail } = services;
  /** What a change of the process in Ratio answers: our record, or why nothing changed. */
  const processChangeAnswers = ({ record }: AnswerSchemas) => ({
    '200': jsonAnswer('Our process record.', record(processes.entity)),
    '409': inProcessing,
    '422': refused,
    '502': unavailable,
  });

  /** The caller, after the right check: `action` on processes, or a right of the catalogue with the processes' row scope. */
  const callerFor = (request: FastifyRequest, need: { action: 'read' | 'update' | 'delete' } | { right: string }) => {
    const user = request.user as SignedInUser;
    let scope;
    if ('action' in need) scope = authorize({ user, resource: processes, action: need.action });
    else {
      authorizeRight(user, need.right);
      scope = rowScope(user, processes);
    }
    return { db, processes, user, ip: request.ip, scope } satisfies ActionCaller;
  };

  app.put<{ Params: { nr: string }; Body: { typ: BookingType } }>(
    `${BOOKING_PATH}/:nr`,
    {
      preHandler: authenticate,
      schema: {
        params: processNumberParams,
        querystring: NO_QUERY,
        body: bookingTypeBody,
      },
      config: {
        openapi: {
          operationId: 'setBookingType',
          summary: "Set a process's booking type",
          description:
            'Sets the booking type in Ratio, then our status as it gives it (entwurf 0, anfrage 1, option 2, ' +
            'waitlist 3, regular 4), with the history row `booking-type`.',
          tags,
          rights: [{ resource: processes, action: 'update' }],
          parameters: { nr: "Ratio's process number (our `ratio_id`)." },
          answers: processChangeAnswers,
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const caller = callerFor(request, { action: 'update' });
      const nr = Number(request.params.nr);
      const id = await setBookingType(caller, ratio, nr, request.body.typ);
      return processRecord(caller, id);
    },
  );

  app.post<{ Querystring: { updateProcessStatus: '4'; processId: string } }>(
    PROCESSES_PATH,
    {
      preHandler: authenticate,
      schema: { querystring: firmBookingQuery },
      config: {
        openapi: {
          operationId: 'firmBookProcess',
          summary: 'Firm-book a process',
          description:
            'Makes the process a firm booking (status 4) in Ratio, then here, with the history row `firm-booking`. ' +
            'The spec writes it as a GET; a change is never a GET here (a GET answers 405).',
          tags,
          rights: [{ resource: processes, action: 'update' }],
          answers: processChangeAnswers,
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const caller = callerFor(request, { action: 'update' });
      const id = processIdOf(request.query.processId);
      await firmBook(caller, ratio, id);
      return processRecord(caller, id);
    },
  );

  app.get(
    PROCESSES_PATH,
    {
      preHandler: authenticate,
      schema: { querystring: firmBookingQuery },
      config: {
        openapi: {
          operationId: 'firmBookProcessByGet',
          summary: 'Firm booking by GET: refused',
          description: 'Answers 405: the firm booking changes the process and is sent as POST.',
          tags,
          rights: [{ resource: processes, action: 'update' }],
          answers: () => ({ '405': refusal('Send the firm booking as POST.') }),
        },
      },
    },
    async (request) => {
      callerFor(request, { action: 'update' });
      throw neverGet('The firm booking');
    },
  );

  app.get<{ Querystring: { getProcessCancellation?: '1'; initProcessCancellation?: '1'; processId: string } }>(
    CANCELLATION_PATH,
    {
      preHandler: authenticate,
      schema: {
        querystring: cancellationInquiryQuery,
      },
      config: {
        openapi: {
          operationId: 'cancellationInquiry',
          summary: 'Cancellation inquiry',
          description:
            'What cancelling the process would cost now, as Ratio says (`getProcessCancellation=1`); nothing changes. ' +
            'With `initProcessCancellation=1` it answers 405: the execution is sent as POST.',
          tags,
          rights: [{ resource: processes, right: 'bookingcancellation-read' }],
          answers: () => ({
            '200': jsonAnswer('The fee and the rules it follows.', {
              type: 'object',
              required: ['processId', 'fee', 'currency', 'rules'],
              properties: {
                processId: { type: 'integer' },
                fee: { type: 'number' },
                currency: { type: 'string' },
                rules: { type: 'string' },
              },
            }),
            '405': refusal('`initProcessCancellation` by GET: send the execution as POST.'),
            '409': inProcessing,
            '422': refused,
            '502': unavailable,
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const { getProcessCancellation, initProcessCancellation, processId } = request.query;
      if (initProcessCancellation) throw neverGet('The cancellation');
      if (!getProcessCancellation)
        throw badRequest('getProcessCancellation=1 is required', [
          { field: 'getProcessCancellation', key: 'error.empty' },
        ]);
      const caller = callerFor(request, { right: 'bookingcancellation-read' });
      return cancellationInquiry(caller, ratio, processIdOf(processId));
    },
  );

  app.post<{ Querystring: { initProcessCancellation: '1'; processId: string }; Body: { confirmed: true } }>(
    CANCELLATION_PATH,
    {
      preHandler: authenticate,
      schema: {
        querystring: cancellationQuery,
        body: cancellationBody,
      },
      config: {
        openapi: {
          operationId: 'cancelProcess',
          summary: 'Cancel a process',
          description:
            'Cancels the process in Ratio at the fee the inquiry named, then here (status 5, history row ' +
            '`cancellation` with the fee), then mails the notice to the agency’s cancellation address, else the ' +
            '`cancellation_recipient` setting, else the tenant’s email. A notice that fails does not undo the ' +
            'cancellation: `notified` is null.',
          tags,
          rights: [{ resource: processes, right: 'bookingcancellation-create' }],
          answers: ({ record }) => ({
            '200': jsonAnswer('The cancelled process, the fee, and where the notice went.', {
              type: 'object',
              required: ['process', 'fee', 'currency', 'notified'],
              properties: {
                process: record(processes.entity),
                fee: { type: 'number' },
                currency: { type: 'string' },
                notified: { type: ['string', 'null'], description: 'The address the notice went to; null: not sent.' },
              },
            }),
            '409': inProcessing,
            '422': refused,
            '502': unavailable,
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const caller = callerFor(request, { right: 'bookingcancellation-create' });
      const tenant = (await tenants.forHost(request.hostname))?.tenant ?? {};
      return cancelProcess(caller, ratio, processIdOf(request.query.processId), {
        mailer: mail,
        company: companyData(tenant),
        tenantEmail: typeof tenant.email === 'string' && tenant.email ? tenant.email : null,
        log: request.log,
      });
    },
  );

  app.get<{ Params: { invoice_id: string } }>(
    `${KUSCHICK_PROCESS_PATH}/:invoice_id`,
    {
      preHandler: authenticate,
      schema: { params: invoiceIdParams, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'readKuschickProcess',
          summary: 'A Kuschick process',
          description:
            "Kuschick's process with its travellers and payments. A user bound to an agency reads only processes " +
            'we hold a copy of in their agency.',
          tags,
          rights: [{ resource: processes, action: 'read' }],
          parameters: { invoice_id: "Kuschick's invoice id of the process." },
          answers: () => ({ '200': jsonAnswer("Kuschick's process.", { type: 'object' }), '502': unavailable }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) =>
      kuschickProcess(callerFor(request, { action: 'read' }), kuschick, Number(request.params.invoice_id)),
  );

  app.delete<{ Params: { invoice_id: string } }>(
    `${KUSCHICK_PROCESS_PATH}/:invoice_id`,
    {
      preHandler: authenticate,
      schema: { params: invoiceIdParams, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'deleteKuschickProcess',
          summary: 'Delete a Kuschick process',
          description:
            'Deletes the process in Kuschick, then our copy (backend kuschick, this invoice id) with its history ' +
            'row; Kuschick failing leaves our copy.',
          tags,
          rights: [{ resource: processes, action: 'delete' }],
          parameters: { invoice_id: "Kuschick's invoice id of the process." },
          answers: () => ({
            '200': jsonAnswer('What was deleted.', {
              type: 'object',
              required: ['invoice_id', 'id_pc_process'],
              properties: { invoice_id: { type: 'integer' }, id_pc_process: { type: 'integer' } },
            }),
            '409': inProcessing,
            '422': refused,
            '502': unavailable,
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) =>
      deleteKuschickProcess(callerFor(request, { action: 'delete' }), kuschick, Number(request.params.invoice_id)),
  );

  app.patch<{
    Params: { invoice_id: string };
    Body: { addKuschickPayments: KuschickPayment[]; sendBookingMail?: boolean };
  }>(
    `${KUSCHICK_PAYMENT_PATH}/:invoice_id`,
    {
      preHandler: authenticate,
      schema: { params: invoiceIdParams, querystring: NO_QUERY, body: paymentBody },
      config: {
        openapi: {
          operationId: 'addKuschickPayments',
          summary: 'Book payments to a Kuschick process',
          description:
            'Books the payments in Kuschick (and has it send the booking mail with `sendBookingMail`), then the ' +
            'history row `payment` on our copy.',
          tags,
          rights: [{ resource: processes, action: 'update' }],
          parameters: { invoice_id: "Kuschick's invoice id of the process." },
          answers: () => ({
            '200': jsonAnswer("Kuschick's answer: paid, open, the payments, whether the booking mail went.", {
              type: 'object',
              required: ['invoice_id', 'bezahlt', 'offen', 'zahlungen', 'buchungsmail'],
              properties: {
                invoice_id: { type: 'integer' },
                bezahlt: { type: 'number' },
                offen: { type: 'number' },
                zahlungen: { type: 'array', items: { type: 'object' } },
                buchungsmail: { type: 'boolean' },
              },
            }),
            '409': inProcessing,
            '422': refused,
            '502': unavailable,
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) =>
      addKuschickPayments(callerFor(request, { action: 'update' }), kuschick, Number(request.params.invoice_id), {
        payments: request.body.addKuschickPayments,
        sendBookingMail: request.body.sendBookingMail,
      }),
  );

  app.get<{ Params: { id: string } }>(
    `${HISTORY_PATH}/:id`,
    {
      preHandler: authenticate,
      schema: { params: processIdParams, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'processHistory',
          summary: "A process's history",
          description:
            'The generic writes and the booking actions on the process, newest first, each with who took it ' +
            '(at most 200).',
          tags,
          rights: [{ resource: processes, action: 'read' }],
          parameters: { id: "The process's id." },
          answers: () => ({
            '200': jsonAnswer('The history rows, newest first.', {
              type: 'array',
              items: {
                type: 'object',
                required: ['at', 'action', 'user', 'before', 'after'],
                properties: {
                  at: { type: 'string', format: 'date-time' },
                  action: { type: 'string' },
                  user: {
                    type: ['object', 'null'],
                    properties: { id: { type: 'integer' }, name: { type: 'string' } },
                  },
                  before: { type: ['object', 'null'] },
                  after: { type: ['object', 'null'] },
                },
              },
            }),
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => processHistory(callerFor(request, { action: 'read' }), Number(request.params.id)),
  );
}
