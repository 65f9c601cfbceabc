import type { FastifyInstance } from 'fastify';
import {
  TRANSLATABLE_FIELDS,
  TRANSLATION_LANGUAGES,
  TRANSLATION_TYPES,
  translationRights,
  type TranslationTexts,
  type TranslationType,
} from '../../../domain/app/translatable-fields.ts';
import { badRequest, notFound } from '../../errors.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import { jsonAnswer } from '../../openapi/route-description.ts';
import { authorizeRight } from '../../permissions/authorize.ts';
import { mayUse } from '../../../registry/permission-check.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import type { AppContext } from './app-context.ts';
import { findRecords, recordLabels, translatedRecord } from './translation-records.ts';
import { saveTexts, storedTexts, translationsOfType } from './translation-store.ts';

const TRANSLATIONS = '/translations';
const TRANSLATIONS_OF_TYPE = '/translations_type';
export const translationApiPaths: readonly string[] = [TRANSLATIONS, TRANSLATIONS_OF_TYPE];

const ID = { type: 'string', pattern: '^[1-9][0-9]{0,8}$' };
const TYPE = { type: 'string', enum: TRANSLATION_TYPES };
const FOUND_RECORDS = 20;

export const translationQuery = {
  type: 'object',
  required: ['type', 'type_id'],
  additionalProperties: false,
  properties: { type: TYPE, type_id: ID },
} as const;
export const translationTypeParams = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: { type: TYPE },
} as const;
export const translationTypeQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { q: { type: 'string', maxLength: 100 } },
} as const;
export const translationKeyParams = {
  type: 'object',
  required: ['key'],
  additionalProperties: false,
  properties: { key: { type: 'string', pattern: `^(${TRANSLATION_TYPES.join('|')})_[1-9][0-9]{0,8}$` } },
} as const;
export const translationBody = {
  type: 'object',
  required: ['texts'],
  additionalProperties: false,
  properties: {
    texts: {
      type: 'object',
      description: "Each field's texts by language; an empty text removes the language.",
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(
          TRANSLATION_LANGUAGES.map((language) => [language, { type: 'string', maxLength: 10000 }]),
        ),
      },
    },
  },
} as const;

const textsSchema = {
  type: 'object',
  additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
};
const recordTranslationSchema = {
  type: 'object',
  required: ['type', 'type_id', 'label', 'source', 'texts'],
  properties: {
    type: TYPE,
    type_id: { type: 'integer' },
    label: { type: 'string', description: "The record's name." },
    source: {
      type: 'object',
      description: "The record's own (German) text of each translatable field.",
      additionalProperties: { type: ['string', 'null'] },
    },
    texts: textsSchema,
  },
};

/** The caller, when they hold one of the type's rights (push texts are the push team's too); 403 otherwise. */
function authorizeTranslation(user: unknown, type: TranslationType, write: boolean) {
  const signedIn = user as SignedInUser;
  const needed = translationRights(type, write ? 'update' : 'read');
  // Holding none of them: refused as for the first.
  if (!mayUse(signedIn.permissions, needed)) authorizeRight(signedIn, needed[0] as string);
  return signedIn;
}

/** Fields the type does not translate are refused, never stored. */
function refuseUnknownFields(type: TranslationType, texts: TranslationTexts) {
  const known: readonly string[] = TRANSLATABLE_FIELDS[type];
  const unknown = Object.keys(texts).filter((field) => !known.includes(field));
  if (unknown.length > 0)
    throw badRequest(
      `A ${type} translates ${known.join(', ')}`,
      unknown.map((field) => ({ field: `texts.${field}`, key: 'error.unknown_field', params: { allowed: known } })),
    );
}

/**
 * The translations of the app's texts (spec 2 §7): one record's texts, every translated record of a
 * type, and a save that merges into what is stored. Rights: `appusermanagement-read`/`-update`;
 * for push messages `pushmessages-read`/`-update` suffice too.
 */
export function translationRoutes(app: FastifyInstance, { db, authenticate, resources }: AppContext) {
  const appUsers = resources['app/users'];
  const pushNotifications = resources['app/push-notifications'];
  const tags = [appUsers.name];
  const rights = (action: 'read' | 'update') => [
    { resource: appUsers, right: `appusermanagement-${action}` },
    { resource: pushNotifications, right: `pushmessages-${action}`, when: 'for push messages' },
  ];

  async function recordTranslation(type: TranslationType, id: number) {
    const record = await translatedRecord(db, type, id);
    if (!record) throw notFound(`No ${type} ${id}`);
    return { type, type_id: id, ...record, texts: await storedTexts(db, type, id) };
  }

  app.get<{ Querystring: { type: TranslationType; type_id: string } }>(
    TRANSLATIONS,
    {
      preHandler: authenticate,
      schema: { querystring: translationQuery },
      config: {
        openapi: {
          operationId: 'getTranslation',
          summary: "One record's translations",
          description:
            "The record's translated texts by field and language (empty when none are stored yet), with its name " +
            'and its own German texts. 404 when the record does not exist.',
          tags,
          rights: rights('read'),
          answers: () => ({ '200': jsonAnswer('The texts.', recordTranslationSchema) }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const { type, type_id } = request.query;
      authorizeTranslation(request.user, type, false);
      return recordTranslation(type, Number(type_id));
    },
  );

  app.get<{ Params: { type: TranslationType }; Querystring: { q?: string } }>(
    `${TRANSLATIONS_OF_TYPE}/:type`,
    {
      preHandler: authenticate,
      schema: { params: translationTypeParams, querystring: translationTypeQuery },
      config: {
        openapi: {
          operationId: 'listTranslationsOfType',
          summary: 'The translated records of a type',
          description:
            'Every record of the type that has translations, with its name and texts. With `q`: the records whose ' +
            `name contains it (at most ${FOUND_RECORDS}), translated or not — the choice of a record to translate.`,
          tags,
          parameters: { type: 'The kind of record.' },
          rights: rights('read'),
          answers: () => ({
            '200': jsonAnswer('The records.', {
              type: 'object',
              required: ['type', 'data'],
              properties: {
                type: TYPE,
                data: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['type_id', 'label', 'texts'],
                    properties: { type_id: { type: 'integer' }, label: { type: 'string' }, texts: textsSchema },
                  },
                },
              },
            }),
          }),
        },
      },
    },
    async (request) => {
      const { type } = request.params;
      authorizeTranslation(request.user, type, false);
      const stored = await translationsOfType(db, type);
      const words = request.query.q?.trim();
      if (words !== undefined) {
        const texts = new Map(stored.map((row) => [row.type_id, row.texts]));
        const found = await findRecords(db, type, words, FOUND_RECORDS);
        return { type, data: found.map(({ id, label }) => ({ type_id: id, label, texts: texts.get(id) ?? {} })) };
      }
      const labels = await recordLabels(
        db,
        type,
        stored.map((row) => row.type_id),
      );
      const data = stored
        .filter((row) => labels.has(row.type_id))
        .map((row) => ({ type_id: row.type_id, label: labels.get(row.type_id) as string, texts: row.texts }));
      return { type, data };
    },
  );

  app.patch<{ Params: { key: string }; Body: { texts: TranslationTexts } }>(
    `${TRANSLATIONS}/:key`,
    {
      preHandler: authenticate,
      schema: { params: translationKeyParams, querystring: NO_QUERY, body: translationBody },
      config: {
        openapi: {
          operationId: 'saveTranslation',
          summary: "Save a record's translations",
          description:
            'The texts are merged into the stored ones: a text replaces its language, an empty text removes it, ' +
            'languages and fields not sent stay. A field the type does not translate is 400 (`error.unknown_field`), ' +
            'a record that does not exist 404.',
          tags,
          parameters: { key: 'The type and the record id: `departure_12`.' },
          rights: rights('update'),
          answers: () => ({ '200': jsonAnswer('The record with its texts as stored now.', recordTranslationSchema) }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const separator = request.params.key.lastIndexOf('_');
      const type = request.params.key.slice(0, separator) as TranslationType;
      const id = Number(request.params.key.slice(separator + 1));
      const user = authorizeTranslation(request.user, type, true);
      refuseUnknownFields(type, request.body.texts);
      if (!(await translatedRecord(db, type, id))) throw notFound(`No ${type} ${id}`);
      await saveTexts(db, type, id, request.body.texts, user.id_users);
      return recordTranslation(type, id);
    },
  );
}
