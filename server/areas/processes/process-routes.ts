import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeAudit } from '../../crud/audit.ts';
import { badRequest } from '../../errors.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import { jsonAnswer, refusal } from '../../openapi/route-description.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { ApiError } from '../../errors.ts';
import { callBookingSystem, processCancelled, processInProcessing, ratioNumberRequired } from './booking-errors.ts';
import { DASHBOARD_PATH, dashboardRoute } from './dashboard-route.ts';
import {
  boardingStopMissing,
  participantChangesBody,
  refuseStrangers,
  tooLongFields,
  writeParticipantChanges,
  type ParticipantChange,
} from './participant-changes.ts';
import { keepCopyInStep } from './participant-seat.ts';
import { participantsEditable, readBookingSide, type BookingView } from './process-booking-view.ts';
import { idParams, processInScope, recordId } from './process-scope.ts';
import { whileInProcessing, inProcessing } from './processing-lock.ts';
import type { ProcessesContext } from './processes-context.ts';
import { RATIO_READ_PATHS, ratioReadRoutes } from './ratio-read-routes.ts';

const BOOKING_PATH = '/ratio_vorgang';

/** The API paths these calls take, which no resource may. */
export const processApiPaths: readonly string[] = [BOOKING_PATH, DASHBOARD_PATH, ...RATIO_READ_PATHS];

const unavailable = refusal(
  'The booking system failed, did not answer in time or answered nothing usable: `error.booking_unavailable`.',
);

const bookingViewSchema = {
  type: 'object',
  required: ['process', 'booking', 'participants', 'stops', 'editable'],
  properties: {
    process: { type: 'object', description: 'Our record, as `GET /process-lit/{id}` answers it.' },
    booking: { type: 'object', description: "Ratio's process (or Kuschick's, for a Kuschick process)." },
    participants: {
      type: 'array',
      description:
        "Ratio's participants with their boarding entries (`zustiege`), each with `address`: the Ratio address of its kennziffer, null for none.",
      items: { type: 'object' },
    },
    stops: {
      type: 'array',
      description: "The travel stops of the process's date, to choose boarding stops from.",
      items: { type: 'object' },
    },
    editable: { type: 'boolean', description: 'False for a cancelled process, one in processing, or a Kuschick one.' },
  },
} as const;

/** 422: Kuschick's travellers are not edited here: Kuschick takes no participant changes. */
const kuschickParticipants = () =>
  new ApiError('Unprocessable', "Kuschick's travellers cannot be changed here", {
    errors: [{ field: 'backend', key: 'error.booking_failed' }],
  });

/** The process and its participants as the booking system holds them (`/ratio_vorgang`), Ratio's records read through (`/ratio/api/…`), the dashboard's counts. */
export function processRoutes(app: FastifyInstance, context: ProcessesContext) {
  const { db, authenticate, resources, services } = context;
  const processes = resources['processes/processes'];
  const tags = [processes.name];

  /** The booking view of a process already read in the user's scope; our copy is kept in step with it. */
  async function bookingView(process: Record<string, unknown>): Promise<BookingView> {
    const side = await readBookingSide(services, process);
    const kept = await keepCopyInStep(db, process, side);
    return {
      process: kept,
      booking: side.booking,
      participants: side.participants,
      stops: side.stops,
      editable: participantsEditable(kept, side),
    };
  }

  app.get<{ Params: { id: string } }>(
    `${BOOKING_PATH}/:id`,
    {
      preHandler: authenticate,
      schema: { params: idParams, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'getProcessBooking',
          summary: 'A process with its participants from the booking system',
          description:
            "Our record, the booking system's process, its participants with their addresses and boarding entries, " +
            "the stops of its date and whether the participants may be edited. Our copy's participant count and the " +
            "booker's seat and boarding point follow the booking system's where they differ. A Ratio process without " +
            'a Ratio number: 422 `error.ratio_number_required`.',
          tags,
          rights: [{ resource: processes, action: 'read' }],
          parameters: { id: "Our process's id." },
          answers: () => ({
            '200': jsonAnswer('The process as the booking system holds it.', bookingViewSchema),
            '502': unavailable,
          }),
          errors: ['NotFound', 'Unprocessable'],
        },
      },
    },
    async (request) => bookingView(await processInScope(context, request, 'read', recordId(request.params.id))),
  );

  app.patch<{ Params: { id: string }; Body: { participants: ParticipantChange[] } }>(
    `${BOOKING_PATH}/:id`,
    {
      preHandler: authenticate,
      schema: { params: idParams, querystring: NO_QUERY, body: participantChangesBody },
      config: {
        openapi: {
          operationId: 'changeProcessParticipants',
          summary: "Changes the process's participants in Ratio",
          description:
            "Writes each participant's fields sent (Ratio's names) to Ratio, then their boarding entries in the order sent " +
            '(with `nr`: changed, without: added). A text longer than its Ratio field: 400 `error.too_long` at ' +
            '`participants/{i}/{field}`, nothing written. An entry without a stop (`haltestelle` null) stops the run: ' +
            'the entries before it are saved, none after, and it answers 422 `error.boarding_stop_missing` with ' +
            '`params.saved`. In processing: 409 `error.process_in_processing`; cancelled: 409 `error.process_cancelled`; ' +
            'a Kuschick process: 422 `error.booking_failed`. Answers as `GET /ratio_vorgang/{id}`.',
          tags,
          rights: [{ resource: processes, action: 'update' }],
          parameters: { id: "Our process's id." },
          answers: () => ({
            '200': jsonAnswer('The process after the changes.', bookingViewSchema),
            '502': unavailable,
          }),
          errors: ['NotFound', 'Conflict', 'Unprocessable'],
        },
      },
    },
    async (request) => {
      const id = recordId(request.params.id);
      const process = await processInScope(context, request, 'update', id);
      if (process.backend === 'kuschick') throw kuschickParticipants();
      if (process.status === '5') throw processCancelled();
      if (inProcessing(process.processing_since as Date | null)) throw processInProcessing();
      if (process.ratio_id == null) throw ratioNumberRequired();
      const { participants } = request.body;
      const tooLong = tooLongFields(participants);
      if (tooLong.length > 0) throw badRequest('A value is longer than its Ratio field', tooLong);
      const nr = Number(process.ratio_id);
      const written = await whileInProcessing(db, id, async () => {
        const theirs = await callBookingSystem(() => services.ratio.processParticipants(nr));
        refuseStrangers(participants, theirs);
        const done = await callBookingSystem(() => writeParticipantChanges(services.ratio, participants, theirs));
        await recordParticipantChanges(request, id, theirs, done);
        return done;
      });
      if (written.stoppedAt) throw boardingStopMissing(written.stoppedAt, written.entries.length);
      return bookingView(await processInScope(context, request, 'read', id));
    },
  );

  /** The history row of what was written to Ratio: each changed participant's fields before and after, the entries saved. */
  async function recordParticipantChanges(
    request: FastifyRequest,
    id: number,
    theirs: Awaited<ReturnType<typeof services.ratio.processParticipants>>,
    done: Awaited<ReturnType<typeof writeParticipantChanges>>,
  ) {
    if (done.participants.length === 0 && done.entries.length === 0) return;
    const was = (nr: number, fields: string[]) => {
      const participant = theirs.find((each) => each.nr === nr) as Record<string, unknown> | undefined;
      return { nr, ...Object.fromEntries(fields.map((field) => [field, participant?.[field] ?? null])) };
    };
    await writeAudit(db, processes.entity, {
      userId: (request.user as SignedInUser).id_users,
      ip: request.ip,
      resource: processes.name,
      recordId: id,
      action: 'participants',
      before: { participants: done.participants.map(({ nr, changes }) => was(nr, Object.keys(changes))) },
      after: {
        participants: done.participants.map(({ nr, changes }) => ({ nr, ...changes })),
        zustiege: done.entries,
      },
    });
  }

  ratioReadRoutes(app, context);
  dashboardRoute(app, context);
}
