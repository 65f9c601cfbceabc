import { looksLikeJson, parseJsonText } from '../../../../domain/json-text';

/** What a JSON-or-text input holds as it is typed: JSON (and its indented form), plain text, or JSON that does not parse. */
export type JsonTextState = { kind: 'json'; indented: string } | { kind: 'text' } | { kind: 'broken'; reason: string };

export function jsonTextState(input: string): JsonTextState {
  const parsed = parseJsonText(input);
  if (parsed.isJson) return { kind: 'json', indented: JSON.stringify(parsed.value, null, 2) };
  if (!looksLikeJson(input)) return { kind: 'text' };
  try {
    JSON.parse(input);
  } catch (error) {
    return { kind: 'broken', reason: (error as Error).message };
  }
  return { kind: 'text' };
}
