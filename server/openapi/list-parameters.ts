import type { ResourceDefinition } from '../../registry/types.ts';
import {
  filterParameterKey,
  parameterRef,
  queryableFields,
  selectParameterKey,
  sortParameterKey,
} from './entity-parameters.ts';
import type { ParameterObject, Reference } from './types.ts';

/** The wire protocol's limit for `$limit=-1` (DESIGN §4). */
const ALL_ROWS_LIMIT = 1000;
/** What `pagination=false` answers at most without a `$limit` (server/crud/query/list-query.ts). */
const UNPAGINATED_CAP = 10_000;

/**
 * The query parameters of `GET {api}`: paging, sort, select, search, and a filter per field.
 * `GET {api}/all` takes the same but `pagination`.
 */
export function listParameters(
  resource: ResourceDefinition,
  base: string,
  { paged }: { paged: boolean },
): (ParameterObject | Reference)[] {
  const { maxLimit, pageSize } = resource.list;
  const defaultLimit = paged ? `${pageSize}, or ${UNPAGINATED_CAP} with \`pagination=false\`` : `${UNPAGINATED_CAP}`;
  const parameters: (ParameterObject | Reference)[] = [
    {
      name: '$limit',
      in: 'query',
      description: `Rows to answer (default ${defaultLimit}); -1 means ${ALL_ROWS_LIMIT}; more than ${maxLimit} is cut to ${maxLimit}.`,
      schema: { type: 'integer', minimum: -1, ...(paged ? { default: pageSize } : {}) },
    },
    {
      name: '$skip',
      in: 'query',
      description: 'Rows to skip before the first one answered.',
      schema: { type: 'integer', minimum: 0, default: 0 },
    },
    parameterRef(sortParameterKey(base)),
    parameterRef(selectParameterKey(base)),
  ];
  if (resource.search.length > 0) {
    parameters.push({
      name: '$search',
      in: 'query',
      description: `Up to 10 words separated by spaces; every word must occur (ignoring case) in one of: ${[...resource.search, ...resource.searchReferences.map((each) => `${each.field} (its ${each.column})`)].join(', ')}${resource.searchId ? '; a number also finds the record with that id' : ''}.`,
      schema: { type: 'string' },
    });
  }
  for (const [name, flag] of Object.entries(resource.flags)) {
    const condition = Object.entries(flag.where).map(([field, value]) => `${field} = ${JSON.stringify(value)}`);
    parameters.push({
      name,
      in: 'query',
      description: `\`true\`: only rows a record of ${flag.table}${condition.length > 0 ? ` with ${condition.join(' and ')}` : ''} refers to by ${flag.column}; \`false\`: only the others.`,
      schema: { type: 'boolean' },
    });
  }
  if (paged) {
    parameters.push({
      name: '$after',
      in: 'query',
      description:
        'The `next` of the page before: the page starts after its last row, read by key however deep it lies. Not with `$skip`; the sort must be the same.',
      schema: { type: 'string' },
    });
    parameters.push({
      name: 'pagination',
      in: 'query',
      description: '`false` answers a plain array of the matching rows instead of a page.',
      schema: { type: 'boolean', default: true },
    });
  }
  const filters = queryableFields(resource.entity).map((field) => parameterRef(filterParameterKey(base, field.name)));
  return [...parameters, ...filters];
}
