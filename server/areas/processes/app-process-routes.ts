import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../errors.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import { jsonAnswer, refusal } from '../../openapi/route-description.ts';
import { authorizeRight } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import type { ProcessesContext } from './processes-context.ts';
import { linkProcess } from './user-process-link.ts';
import {
  activityOf,
  APP_PROCESS_FIELDS,
  APP_SORT_FIELDS,
  userLink,
  userLinks,
  userProcess,
  userProcesses,
  type AppSortField,
} from './user-process-queries.ts';

const LOGIN_PROCESS = '/login-vorgang';
const LINKS_APP = '/users-vorgaenge-app';
const LINKS = '/users-vorgaenge';
const PROCESSES_APP = '/users-process-app';

/** The API paths these calls take, which no resource may. */
export const appProcessApiPaths: readonly string[] = [LOGIN_PROCESS, LINKS_APP, LINKS, PROCESSES_APP];

/** The right every call here needs; each works on the signed-in user's own links only. */
const APP_RIGHT = 'app-process-read';

const FLAG = { type: 'string', enum: ['true', 'false', '1', '0'] };
const isOn = (flag: string | undefined) => flag === 'true' || flag === '1';
export const linkIdParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
} as const;
export const loginProcessParams = {
  type: 'object',
  required: ['number'],
  additionalProperties: false,
  properties: { number: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;
export const activityQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { show_active: FLAG, show_inactive: FLAG },
} as const;
export const processesQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    show_active: FLAG,
    show_inactive: FLAG,
    search: { type: 'string', maxLength: 100 },
    sortBy: { type: 'string', maxLength: 60 },
    $limit: { type: 'string', pattern: '^(100|[1-9][0-9]?)$' },
    $skip: { type: 'string', pattern: '^(0|[1-9][0-9]{0,6})$' },
  },
} as const;

interface ActivityQuery {
  show_active?: string;
  show_inactive?: string;
}
interface ProcessesQuery extends ActivityQuery {
  search?: string;
  sortBy?: string;
  $limit?: string;
  $skip?: string;
}

/**
 * `sortBy` as the app sends it: `vorgang.<field>` (the old name of the process table, renamed to
 * `pc_process.`), or `pc_process.<field>`, `-` in front for descending. Only the whitelisted fields;
 * anything else is 400, never put into SQL.
 */
function parseSort(sortBy: string | undefined): { field: AppSortField; descending: boolean } {
  if (sortBy === undefined) return { field: 'journey_start', descending: false };
  const descending = sortBy.startsWith('-');
  const [table, field, ...rest] = (descending ? sortBy.slice(1) : sortBy).split('.');
  const renamed = table === 'vorgang' ? 'pc_process' : table;
  if (renamed !== 'pc_process' || rest.length > 0 || !APP_SORT_FIELDS.includes(field as AppSortField))
    throw badRequest('sortBy names no field the list can be sorted by', [
      {
        field: 'sortBy',
        key: 'error.enum',
        params: { allowed: APP_SORT_FIELDS.map((one) => `vorgang.${one}`) },
      },
    ]);
  return { field: field as AppSortField, descending };
}

const appProcessSchema = {
  type: 'object',
  properties: Object.fromEntries(APP_PROCESS_FIELDS.map((field) => [field, {}])),
};
const linkSchema = {
  type: 'object',
  required: ['id_users_vorgaenge', 'id_users', 'id_pc_process', 'process'],
  properties: {
    id_users_vorgaenge: { type: 'integer' },
    id_users: { type: 'integer' },
    id_pc_process: { type: 'integer' },
    process: appProcessSchema,
  },
};

/** An app user's own processes: the links to their account and the processes behind them. */
export function appProcessRoutes(app: FastifyInstance, { db, authenticate, resources }: ProcessesContext) {
  const processes = resources['processes/processes'];
  const tags = [processes.name];
  const rights = [{ resource: processes, right: APP_RIGHT }];
  const appUser = (user: unknown) => {
    authorizeRight(user as SignedInUser, APP_RIGHT);
    return user as SignedInUser;
  };

  app.put<{ Params: { number: string } }>(
    `${LOGIN_PROCESS}/:number`,
    {
      preHandler: authenticate,
      schema: {
        params: loginProcessParams,
        querystring: NO_QUERY,
      },
      config: {
        openapi: {
          operationId: 'addOwnProcess',
          summary: "Add a process to the user's processes by its booking number",
          description:
            'Links the process with this booking number to the signed-in user, once (again: the existing link, ' +
            "`created: false`). Only the booker may: the user's card is the booker's card, or the user's email is one " +
            "of the booker card's addresses; otherwise, as for an unknown number, 404 `login.process_not_found`. The " +
            "booker's card adding a travel request (status 1) confirms it (`booker_confirmed_at`).",
          tags,
          parameters: { number: 'The booking number (`number`).' },
          rights,
          answers: () => ({
            '200': jsonAnswer('The link with its process.', {
              ...linkSchema,
              properties: { ...linkSchema.properties, created: { type: 'boolean' } },
            }),
            '404': refusal('No such booking number, or the user is not its booker: `login.process_not_found`.'),
          }),
        },
      },
    },
    async (request) => linkProcess(db, processes, appUser(request.user), request.params.number, request.ip),
  );

  app.get<{ Querystring: ActivityQuery }>(
    LINKS_APP,
    {
      preHandler: authenticate,
      schema: { querystring: activityQuery },
      config: {
        openapi: {
          operationId: 'listOwnProcessLinks',
          summary: "The user's process links",
          description:
            "The signed-in user's links, newest first, each with its process. `show_active=true`: journeys that end " +
            'today or later and are not cancelled; `show_inactive=true`: the others; neither or both: all.',
          tags,
          rights,
          answers: () => ({
            '200': jsonAnswer('The links.', {
              type: 'object',
              required: ['total', 'data'],
              properties: { total: { type: 'integer' }, data: { type: 'array', items: linkSchema } },
            }),
          }),
        },
      },
    },
    async (request) => {
      const user = appUser(request.user);
      const query = request.query;
      const data = await userLinks(db, user.id_users, activityOf(isOn(query.show_active), isOn(query.show_inactive)));
      return { total: data.length, data };
    },
  );

  const linkDescription = (operationId: string, summary: string, answer: string) => ({
    preHandler: authenticate,
    schema: { params: linkIdParams, querystring: NO_QUERY },
    config: {
      openapi: {
        operationId,
        summary,
        description: "Only the signed-in user's own link; another's is the same 404 as none.",
        tags,
        parameters: { id: 'The link id (`id_users_vorgaenge`).' },
        rights,
        answers: () => ({ '200': jsonAnswer(answer, linkSchema) }),
        errors: ['NotFound' as const],
      },
    },
  });

  app.get<{ Params: { id: string } }>(
    `${LINKS}/:id`,
    linkDescription('getOwnProcessLink', "One of the user's process links", 'The link with its process.'),
    async (request) => userLink(db, appUser(request.user).id_users, Number(request.params.id)),
  );

  app.delete<{ Params: { id: string } }>(
    `${LINKS}/:id`,
    linkDescription(
      'deleteOwnProcessLink',
      "Remove a process from the user's processes",
      'The link removed; the process stays.',
    ),
    async (request) => {
      const user = appUser(request.user);
      const link = await userLink(db, user.id_users, Number(request.params.id));
      await db
        .deleteFrom('users_vorgaenge')
        .where('id_users_vorgaenge', '=', link.id_users_vorgaenge)
        .where('id_users', '=', user.id_users)
        .execute();
      return link;
    },
  );

  app.get<{ Querystring: ProcessesQuery }>(
    PROCESSES_APP,
    {
      preHandler: authenticate,
      schema: { querystring: processesQuery },
      config: {
        openapi: {
          operationId: 'listOwnProcesses',
          summary: "The user's processes",
          description:
            'The processes the signed-in user added, a page at a time (`$limit` 1–100, default 50; `$skip`). `search` ' +
            'finds booking number and title; `sortBy` is `vorgang.<field>` (or `pc_process.<field>`, `-` in front ' +
            `for descending) of ${APP_SORT_FIELDS.join(', ')} (default journey_start); another is 400. ` +
            '`show_active` / `show_inactive` as for the links.',
          tags,
          rights,
          answers: () => ({
            '200': jsonAnswer('The page.', {
              type: 'object',
              required: ['total', 'limit', 'skip', 'data'],
              properties: {
                total: { type: 'integer' },
                limit: { type: 'integer' },
                skip: { type: 'integer' },
                data: { type: 'array', items: appProcessSchema },
              },
            }),
          }),
        },
      },
    },
    async (request) => {
      const user = appUser(request.user);
      const query = request.query;
      return userProcesses(db, user.id_users, {
        search: query.search?.trim() || undefined,
        sort: parseSort(query.sortBy),
        activity: activityOf(isOn(query.show_active), isOn(query.show_inactive)),
        limit: query.$limit === undefined ? 50 : Number(query.$limit),
        offset: query.$skip === undefined ? 0 : Number(query.$skip),
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    `${PROCESSES_APP}/:id`,
    {
      preHandler: authenticate,
      schema: { params: linkIdParams, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'getOwnProcess',
          summary: "One of the user's processes",
          description: 'A process the signed-in user added (by `id_pc_process`); another is the same 404 as none.',
          tags,
          parameters: { id: 'The process id (`id_pc_process`).' },
          rights,
          answers: () => ({ '200': jsonAnswer('The process.', appProcessSchema) }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => userProcess(db, appUser(request.user).id_users, Number(request.params.id)),
  );
}
