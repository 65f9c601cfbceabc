import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../errors.ts';

/**
 * The deepest nesting of objects and arrays a JSON body may have. Nothing the app takes comes near
 * it; far deeper bodies overflow the stack of whatever walks them (Ajv, structuredClone, ...).
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** Whether the text nests brackets deeper than `max` outside strings: one pass, before anything recursive sees it. */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPENERS.has(code) && ++depth > max) return true;
    else if (CLOSERS.has(code)) depth -= 1;
  }
  return false;
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * The path of the first key that would reach Object.prototype when the body is copied or merged
 * into an object: `__proto__`, or `constructor` holding a `prototype`.
 */
function prototypeKey(value: unknown, path: string): string | undefined {
  if (!isObject(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key === '__proto__' || (key === 'constructor' && isObject(child) && Object.hasOwn(child, 'prototype')))
      return here;
    const found = prototypeKey(child, here);
    if (found) return found;
  }
  return undefined;
}

/** A JSON request body as the app's routes get it; 400 for text that is not JSON, too deep, or aims at the prototype. */
export function parseJsonBody(text: string): unknown {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH))
    throw badRequest(`The body may nest at most ${MAX_JSON_DEPTH} levels`, [
      { key: 'error.too_deep', params: { max: MAX_JSON_DEPTH } },
    ]);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('The body is not valid JSON', [{ key: 'error.json' }]);
  }
  const forbidden = prototypeKey(body, '');
  if (forbidden) throw badRequest(`Unknown field "${forbidden}"`, [{ field: forbidden, key: 'error.unknown_field' }]);
  return body;
}

/** Every JSON body of `app` goes through parseJsonBody instead of Fastify's parser. */
export function readJsonBodies(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, async (_request: FastifyRequest, text: string) =>
    parseJsonBody(text),
  );
}
