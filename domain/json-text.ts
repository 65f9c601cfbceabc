/** A text read as JSON where it is JSON (spec 1 §3: a system setting's value, "parsed as JSON when possible"). */
export type JsonText = { isJson: true; value: unknown } | { isJson: false; value: string };

export function parseJsonText(text: string): JsonText {
  try {
    return { isJson: true, value: JSON.parse(text) as unknown };
  } catch {
    return { isJson: false, value: text };
  }
}

/** Whether a text was meant as a JSON object or list: one that does not parse is then a typing error, not a text. */
export const looksLikeJson = (text: string) => /^\s*[[{]/.test(text);
