import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { RICH_TEXT_PURIFY } from '../../domain/rich-text.ts';
import { ownValue } from '../../registry/own-key.ts';
import type { EntityDefinition } from '../../registry/types.ts';

type Row = Record<string, unknown>;

let purify: DOMPurify | undefined;

/** DOMPurify needs a DOM: one, made at the first rich text written. */
function purifier(): DOMPurify {
  purify ??= createDOMPurify(new JSDOM('').window);
  return purify;
}

/**
 * A body's rich-text fields (`x-ui.widget: richtext`) as they may be stored: a script or event handler
 * sent around the console's editor is taken out on the server, the same way the editor takes it out.
 */
export function sanitizeRichText(entity: EntityDefinition, values: Row): Row {
  const rich = Object.keys(values).filter(
    (name) => ownValue(entity.fields, name)?.widget === 'richtext' && typeof values[name] === 'string',
  );
  if (rich.length === 0) return values;
  const clean = { ...values };
  for (const name of rich) clean[name] = purifier().sanitize(values[name] as string, RICH_TEXT_PURIFY);
  return clean;
}
