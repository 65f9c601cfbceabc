import { readdirSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';
import { NO_QUERY } from '../http/no-query.ts';
import { revalidatedJson, sendRevalidatedJson, type RevalidatedJson } from '../http/revalidated-json.ts';
import { jsonAnswer, type RouteDescription } from '../openapi/route-description.ts';

const LOCALES = new URL('../../locales/', import.meta.url);

export const localeFileParams = {
  type: 'object',
  required: ['language', 'namespace'],
  properties: {
    language: { type: 'string', pattern: '^[a-z]{2}$' },
    // camelCase too: the bespoke editors' dictionaries are `eventEditor.json`, `journeyEditor.json`.
    namespace: { type: 'string', pattern: '^[a-z][a-zA-Z0-9-]*$', maxLength: 64 },
  },
} as const;

/** Every `locales/<language>/<namespace>.json`, by `<language>/<namespace>`, read once. */
function readLocaleFiles(): ReadonlyMap<string, RevalidatedJson> {
  const files = new Map<string, RevalidatedJson>();
  for (const language of readdirSync(LOCALES, { withFileTypes: true })) {
    if (!language.isDirectory()) continue;
    const folder = new URL(`${language.name}/`, LOCALES);
    for (const file of readdirSync(folder)) {
      if (!file.endsWith('.json')) continue;
      files.set(
        `${language.name}/${file.slice(0, -'.json'.length)}`,
        revalidatedJson(readFileSync(new URL(file, folder))),
      );
    }
  }
  return files;
}

/**
 * `GET /locales/{language}/{namespace}.json`: a dictionary of the console or the booking engine, as
 * `locales/` holds it. Texts are data: as JSON they stay out of every page's JavaScript, and the browser
 * loads only the language and areas it shows. No token: the sign-in page needs its texts. Compressed once
 * when first asked for (brotli at its best would take some 4 s for all the files at start); the browser
 * revalidates a dictionary by its ETag, like `/registry.json`.
 */
export function localeFilesRoute(app: FastifyInstance) {
  const files = readLocaleFiles();
  const schema = { params: localeFileParams, querystring: NO_QUERY };
  const openapi: RouteDescription = {
    operationId: 'getDictionary',
    summary: 'A dictionary of the console or the booking engine: the texts of one area in one language',
    tags: ['documentation'],
    public: true,
    parameters: {
      language: 'The language code, as `locales/` names its folders: `en`, `de`, `dk`, `ar` …',
      namespace: 'The dictionary: `common`, an area (`tickets`), `login`, `booking` …',
    },
    answers: () => ({
      '200': jsonAnswer('The file `locales/{language}/{namespace}.json`; revalidated by ETag.', { type: 'object' }),
      '304': { description: 'Unchanged since the ETag the request names.' },
    }),
    errors: ['NotFound'],
  };
  app.get<{ Params: { language: string; namespace: string } }>(
    '/locales/:language/:namespace.json',
    { schema, config: { openapi } },
    async (request, reply) => {
      const { language, namespace } = request.params;
      const file = files.get(`${language}/${namespace}`);
      if (!file) throw notFound(`No dictionary "${namespace}" for the language "${language}"`);
      return sendRevalidatedJson(request, reply, file);
    },
  );
}
