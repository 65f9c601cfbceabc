import type { ResourceDefinition } from '../../registry/types.ts';
import { errorCatalogue } from '../errors.ts';
import { schemaRef } from './entity-schemas.ts';
import { parameterRef, selectParameterKey } from './entity-parameters.ts';
import { listParameters } from './list-parameters.ts';
import { REFERENCE_MATCH_LIMIT } from '../crud/query/reference-query.ts';
import type { OperationIds } from './names.ts';
import { errorResponseRef, type ErrorResponseName } from './shared-components.ts';
import type { OperationObject, ParameterObject, PathItem, Reference, ResponseObject } from './types.ts';

const json = (schema: Record<string, unknown>) => ({ 'application/json': { schema } });

const recordAnswer = (description: string, base: string): ResponseObject => ({
  description,
  content: json(schemaRef(base)),
});

/** The success answer plus a reference to each error answer, keyed by status. */
function responses(
  success: Record<string, ResponseObject>,
  ...errors: ErrorResponseName[]
): Record<string, ResponseObject | Reference> {
  const answers: Record<string, ResponseObject | Reference> = { ...success };
  for (const name of errors) answers[String(errorCatalogue[name])] = errorResponseRef(name);
  return answers;
}

const SOFT_DELETE_PARAMETERS: ParameterObject[] = [
  {
    name: 'force',
    in: 'query',
    description: 'Delete for good instead of marking the record deleted.',
    schema: { type: 'boolean', default: false },
  },
  {
    name: 'restore',
    in: 'query',
    description: 'Undo an earlier delete: the record is visible again.',
    schema: { type: 'boolean', default: false },
  },
];

/**
 * The paths of one resource, relative to the server prefix: `{api}` (list, create), `{api}/all`
 * when the resource has it, and `{api}/{id}` (get, update, replace, delete), as far as its
 * `operations` allow.
 */
export function resourcePaths(
  resource: ResourceDefinition,
  base: string,
  operationIds: OperationIds,
  { referenced }: { referenced: boolean },
): Record<string, PathItem> {
  const { entity, operations } = resource;
  const title = entity.title;
  const tags = [resource.name];
  const operation = (fields: Omit<OperationObject, 'tags'>): OperationObject => ({ ...fields, tags });
  const fixedFilter =
    Object.keys(resource.filter).length > 0
      ? ` Every answer is limited by the resource's fixed filter ${JSON.stringify(resource.filter)}.`
      : '';
  const trash = entity.softDelete
    ? ' Deleted records are left out unless the filter names `deleted_at` (`deleted_at[$null]=false` lists them).'
    : '';
  const sorted = resource.list.sort
    .map((term) => (term.startsWith('-') ? `${term.slice(1)} descending` : `${term} ascending`))
    .join(', ');
  const listNotes =
    `Sorted by ${sorted} unless \`$sort\` says otherwise. Filters combine with AND; \`$or\` and \`$and\` ` +
    `take lists of filter objects (\`$or[0][name]=a&$or[1][slug]=b\`).${trash}${fixedFilter}`;
  const denied: ErrorResponseName[] = ['BadRequest', 'NotAuthenticated', 'Forbidden'];
  const missing: ErrorResponseName[] = [...denied, 'NotFound'];
  // A foreign key answers 422: on a write that names a missing record, on a delete of a record still named.
  const refers: ErrorResponseName[] = Object.values(entity.fields).some((field) => field.ref) ? ['Unprocessable'] : [];
  const stale: ErrorResponseName[] = [...missing, ...(entity.concurrency ? ['Conflict' as const] : []), ...refers];
  const removable: ErrorResponseName[] = referenced ? [...missing, 'Unprocessable'] : missing;

  const collection: PathItem = {};
  if (operations.includes('list')) {
    collection.get = operation({
      operationId: operationIds.for(resource, 'list'),
      summary: `List ${title} records`,
      description: listNotes,
      parameters: listParameters(resource, base, { paged: true }),
      responses: responses(
        {
          '200': {
            description: 'A page of records; with `pagination=false` a plain array of them.',
            content: json({ oneOf: [schemaRef(`${base}Page`), { type: 'array', items: schemaRef(base) }] }),
          },
        },
        ...denied,
      ),
    });
  }
  if (operations.includes('create')) {
    collection.post = operation({
      operationId: operationIds.for(resource, 'create'),
      summary: `Create a ${title}`,
      requestBody: { required: true, content: json(schemaRef(`${base}Create`)) },
      responses: responses({ '201': recordAnswer('The record as stored.', base) }, ...denied, ...refers),
    });
  }

  const single: PathItem = {};
  if (operations.includes('get')) {
    single.get = operation({
      operationId: operationIds.for(resource, 'get'),
      summary: `Read a ${title}`,
      parameters: [parameterRef(selectParameterKey(base))],
      responses: responses({ '200': recordAnswer('The record.', base) }, ...missing),
    });
  }
  if (operations.includes('update')) {
    single.patch = operation({
      operationId: operationIds.for(resource, 'update'),
      summary: `Change some fields of a ${title}`,
      requestBody: { required: true, content: json(schemaRef(`${base}Patch`)) },
      responses: responses({ '200': recordAnswer('The record as stored.', base) }, ...stale),
    });
    const changes = resource.put === 'patch';
    single.put = operation({
      operationId: operationIds.for(resource, 'replace'),
      summary: changes ? `Change some fields of a ${title} (as PATCH)` : `Replace a ${title}`,
      requestBody: { required: true, content: json(schemaRef(`${base}${changes ? 'Patch' : 'Replace'}`)) },
      responses: responses({ '200': recordAnswer('The record as stored.', base) }, ...stale),
    });
  }
  if (operations.includes('delete')) {
    single.delete = operation({
      operationId: operationIds.for(resource, 'delete'),
      summary: entity.softDelete ? `Delete, delete for good or restore a ${title}` : `Delete a ${title}`,
      ...(entity.softDelete ? { parameters: SOFT_DELETE_PARAMETERS } : {}),
      responses: responses(
        {
          '200': recordAnswer(
            entity.softDelete ? 'The record as it is now; after `force=true`, as it was.' : 'The record as it was.',
            base,
          ),
        },
        ...removable,
      ),
    });
  }

  const paths: Record<string, PathItem> = {};
  if (Object.keys(collection).length > 0) paths[resource.api] = collection;
  if (resource.all && operations.includes('list')) {
    paths[resource.allPath] = {
      get: operation({
        operationId: operationIds.for(resource, 'listAll'),
        summary: `Every ${title} record`,
        description: `The list as a plain array, not paged. ${listNotes}`,
        parameters: listParameters(resource, base, { paged: false }),
        responses: responses(
          { '200': { description: 'The matching records.', content: json({ type: 'array', items: schemaRef(base) }) } },
          ...denied,
        ),
      }),
    };
  }
  if (operations.includes('list')) {
    paths[`${resource.api}/export.csv`] = {
      get: operation({
        operationId: operationIds.for(resource, 'export'),
        summary: `Every matching ${title} record as CSV`,
        description:
          'Streamed: every record the filter, search and sort select, as CSV with `;` between values and a ' +
          'UTF-8 byte order mark (for spreadsheets), the field names as header. A value beginning with `=`, `+`, ' +
          "`-` or `@` gets a leading `'` so that no spreadsheet runs it. " +
          listNotes,
        // no paging: the export is every matching record
        parameters: listParameters(resource, base, { paged: false }).filter(
          (parameter) => !('name' in parameter && ['$limit', '$skip'].includes(parameter.name)),
        ),
        responses: responses(
          {
            '200': {
              description: 'The matching records.',
              content: { 'text/csv': { schema: { type: 'string' } } },
            },
          },
          ...denied,
        ),
      }),
    };
  }
  const references = entity.fieldNames.filter((name) => entity.fields[name]?.reference);
  if ((operations.includes('list') || operations.includes('get')) && references.length > 0) {
    paths[`${resource.api}/references/{field}`] = {
      get: operation({
        operationId: operationIds.for(resource, 'references'),
        summary: `Names of the records a ${title} refers to`,
        description:
          'The label (`x-label`) of each record a reference field points to, for whoever may list or read ' +
          'this resource and read the field; no right on the referenced resource is needed, but only the ' +
          'records its row rules let the user see are answered. `id[$in]=1,2,3` names the records (at most ' +
          `1000); else \`q\` answers the first ${REFERENCE_MATCH_LIMIT} whose label holds every word typed, ` +
          'in label order.',
        parameters: [
          { name: 'field', in: 'path', required: true, schema: { type: 'string', enum: references } },
          {
            name: 'id[$in]',
            in: 'query',
            description: 'Comma-separated ids of the referenced records.',
            schema: { type: 'string', pattern: '^[1-9][0-9]*(,[1-9][0-9]*)*$' },
          },
          {
            name: 'q',
            in: 'query',
            description: 'Words the label must hold, ignoring case (not with `id[$in]`).',
            schema: { type: 'string', maxLength: 200 },
          },
        ],
        responses: responses(
          {
            '200': {
              description: 'The records found, each as its id and label.',
              content: json({
                type: 'array',
                items: {
                  type: 'object',
                  required: ['id', 'label'],
                  properties: { id: { type: 'integer' }, label: { type: 'string' } },
                },
              }),
            },
          },
          ...missing,
        ),
      }),
    };
  }
  if (Object.keys(single).length > 0) {
    const id: ParameterObject = { name: entity.idField, in: 'path', required: true, schema: { type: 'integer' } };
    paths[`${resource.api}/{${entity.idField}}`] = { parameters: [id], ...single };
  }
  return paths;
}
