import { describe, expect, it } from 'vitest';
import { ApiError } from '../../server/errors.ts';
import { MAX_JSON_DEPTH, parseJsonBody } from '../../server/http/json-body.ts';

const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepText = `"${'['.repeat(MAX_JSON_DEPTH * 2)}"`;

function refusal(text: string) {
  try {
    parseJsonBody(text);
  } catch (error) {
    if (error instanceof ApiError) return error.errors;
    throw error;
  }
  return undefined;
}

describe('JSON request bodies', () => {
  it.each([
    ['objects as deep as the limit', objects(MAX_JSON_DEPTH)],
    ['arrays as deep as the limit', arrays(MAX_JSON_DEPTH)],
    ['brackets inside a string', `{"text":${deepText}}`],
    ['brackets after an escaped quote inside a string', `{"text":"\\"${'{'.repeat(MAX_JSON_DEPTH * 2)}"}`],
    ['a backslash ending a string before brackets', `[{"text":"\\\\"}, ${arrays(MAX_JSON_DEPTH - 1)}]`],
    ['a constructor that is no object with a prototype', '{"constructor":{"name":"x"},"list":[{"constructor":1}]}'],
  ])('reads %s', (_case, text) => {
    expect(parseJsonBody(text)).toEqual(JSON.parse(text));
  });

  it.each([
    ['objects one level deeper than the limit', objects(MAX_JSON_DEPTH + 1)],
    ['arrays one level deeper than the limit', arrays(MAX_JSON_DEPTH + 1)],
    ['arrays 100,000 levels deep', arrays(100_000)],
    ['a string followed by too deep a value', `[${deepText},${arrays(MAX_JSON_DEPTH)}]`],
  ])('refuses %s before parsing it', (_case, text) => {
    expect(refusal(text)).toEqual([{ key: 'error.too_deep', params: { max: MAX_JSON_DEPTH } }]);
  });

  it.each([
    ['__proto__', '{"__proto__":{"admin":true}}'],
    ['constructor', '{"constructor":{"prototype":{"admin":true}}}'],
    ['items.1.__proto__', '{"items":[{},{"__proto__":1}]}'],
    ['a.b.constructor', '{"a":{"b":{"constructor":{"prototype":1}}}}'],
  ])('refuses a key reaching the prototype, naming it: %s', (field, text) => {
    expect(refusal(text)).toEqual([{ field, key: 'error.unknown_field' }]);
  });

  it.each(['', '{"broken": ', '{"a":1}x', 'undefined'])('refuses %j as not JSON', (text) => {
    expect(refusal(text)).toEqual([{ key: 'error.json' }]);
  });
});
