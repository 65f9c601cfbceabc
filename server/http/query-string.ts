import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { isBuiltInName } from '../../registry/own-key.ts';
import { ApiError, badRequest } from '../errors.ts';

/** Parameters a query string may have; qs would drop the rest without a word. */
const MAX_QUERY_PARAMETERS = 1000;
/**
 * Brackets a key may nest: the deepest key the wire protocol reads has eight,
 * `$or[0][$and][0][$or][0][name][$in][]` (three levels of $or/$and, a field, an operator, a list).
 */
const MAX_QUERY_DEPTH = 8;
/** Values a list may have (`field[$in][]`), and so the highest list index plus one. */
const MAX_QUERY_LIST = 1000;

export const unknownQueryKey = (key: string) =>
  badRequest(`Unknown query parameter "${key}"`, [{ field: key, key: 'error.unknown_query_key' }]);

const limitRefusals: [RegExp, () => ApiError][] = [
  [
    /^Parameter limit/,
    () =>
      badRequest(`A query string may have at most ${MAX_QUERY_PARAMETERS} parameters`, [
        { key: 'error.too_many_parameters', params: { max: MAX_QUERY_PARAMETERS } },
      ]),
  ],
  [
    /^Input depth/,
    () =>
      badRequest(`A query key may nest at most ${MAX_QUERY_DEPTH} brackets`, [
        { key: 'error.too_deep', params: { max: MAX_QUERY_DEPTH } },
      ]),
  ],
  [
    /^Array limit/,
    () =>
      badRequest(`A query list may have at most ${MAX_QUERY_LIST} values`, [
        { key: 'error.too_many_values', params: { max: MAX_QUERY_LIST } },
      ]),
  ],
];

function refusalFor(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error ? error.message : '';
  const limit = limitRefusals.find(([pattern]) => pattern.test(message));
  return limit ? limit[1]() : badRequest('The query string cannot be read', [{ key: 'error.invalid' }]);
}

/**
 * qs leaves out a key naming something every object has (`__proto__`, `constructor`, `toString`,
 * also inside brackets), and with it the filter it carried: such a key is refused instead.
 */
function decodeRefusingBuiltInNames(
  text: string,
  decode: qs.defaultDecoder,
  charset: string,
  type: 'key' | 'value',
): string {
  const decoded = decode(text, decode, charset);
  if (type === 'key' && decoded.split(/[[\]]/).some(isBuiltInName)) throw unknownQueryKey(decoded);
  return decoded;
}

/** The parsed queries that were refused, with the answer the request gets. */
const refusals = new WeakMap<object, ApiError>();

/**
 * Reads `$sort[name]=1`, `field[$in][]=1` and the like into objects. What qs would otherwise
 * leave out or reinterpret in silence (a key reaching Object.prototype, a parameter beyond the
 * limit, a key nested deeper than the limit, a list index beyond the longest list) makes the
 * request a 400 instead (refuseUnreadableQueries).
 */
export function parseQueryString(text: string): Record<string, unknown> {
  try {
    return qs.parse(text, {
      allowPrototypes: false,
      depth: MAX_QUERY_DEPTH,
      strictDepth: true,
      arrayLimit: MAX_QUERY_LIST,
      parameterLimit: MAX_QUERY_PARAMETERS,
      throwOnLimitExceeded: true,
      ignoreQueryPrefix: true,
      decoder: decodeRefusingBuiltInNames,
    });
  } catch (error) {
    // Fastify parses the query while routing, where a throw escapes every error handler.
    const refused = {};
    refusals.set(refused, refusalFor(error));
    return refused;
  }
}

/**
 * Answers a request whose query string parseQueryString refused with that refusal: after
 * authentication (an onRequest hook), before the body is read.
 */
export function refuseUnreadableQueries(app: FastifyInstance) {
  app.addHook('preParsing', async (request) => {
    const refusal = refusals.get(request.query as object);
    if (refusal) throw refusal;
  });
}
