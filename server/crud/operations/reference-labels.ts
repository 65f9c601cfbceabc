import { sql, type RawBuilder } from 'kysely';
import { ownValue } from '../../../registry/own-key.ts';
import { mayDo } from '../../../registry/permission-check.ts';
import { recordLabel } from '../../../registry/record-label.ts';
import type { EntityDefinition, FieldDefinition, Registry, ResourceDefinition } from '../../../registry/types.ts';
import { notFound } from '../../errors.ts';
import { authorize, rowScope } from '../../permissions/authorize.ts';
import { refuseUnreadableQuery } from '../../permissions/field-rules.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { dynamic, type CrudContext, type DynamicSelect } from '../crud-context.ts';
import { allOf, filterCondition, likeLiteral, type Condition } from '../query/build-where.ts';
import { parseFilter } from '../query/list-query.ts';
import { parseReferenceQuery, REFERENCE_MATCH_LIMIT } from '../query/reference-query.ts';
import { notDeleted } from './record-conditions.ts';

export interface ReferenceLabel {
  id: number;
  label: string;
}

interface ReferenceRequest {
  db: CrudContext['db'];
  registry: Registry;
  user: SignedInUser;
  /** The resource whose field refers: its rights admit the call. */
  resource: ResourceDefinition;
}

/** A label field's value as text, as its label shows it (dates in Berlin time), for matching typed words. */
function labelText(field: FieldDefinition): RawBuilder<string> {
  const column = sql.ref(field.name);
  switch (field.sqlType) {
    case 'text':
      return sql<string>`${column}`;
    case 'timestamptz':
      return sql<string>`to_char(${column} at time zone 'Europe/Berlin', 'DD.MM.YYYY HH24:MI')`;
    case 'date':
      return sql<string>`to_char(${column}, 'DD.MM.YYYY')`;
    default:
      return sql<string>`cast(${column} as text)`;
  }
}

/** A typed word that is an id (`299`, `#299`, as a label without text shows it) also finds that record. */
const ID_WORD = /^#?([1-9]\d{0,8})$/;

/** Every word in one of the label's fields, or the record's id. */
function labelMatches(entity: EntityDefinition, words: string[]): Condition {
  const texts = entity.label.fields.map((name) => labelText(entity.fields[name] as FieldDefinition));
  return (eb) =>
    eb.and(
      words.map((word) => {
        const id = ID_WORD.exec(word)?.[1];
        return eb.or([
          ...texts.map((text) => eb(text, 'ilike', `%${likeLiteral(word)}%`)),
          ...(id === undefined ? [] : [eb(eb.ref(entity.idField), '=', Number(id))]),
        ]);
      }),
    );
}

/** Trigrams need three characters: shorter words are matched by walking the rows in label order. */
const TRIGRAM = 3;

/**
 * Whether trigram indexes find the typed words: every label field is a search column of a resource
 * of the entity (schema sync gives each a trigram index) and every word is long enough for one.
 */
function trigramsFind(registry: Registry, entity: EntityDefinition, words: string[]): boolean {
  const searched = new Set(
    registry.resources.filter((resource) => resource.entity === entity).flatMap((resource) => resource.search),
  );
  return (
    entity.label.fields.every((name) => searched.has(name) && entity.fields[name]?.sqlType === 'text') &&
    words.every((word) => word.length >= TRIGRAM && !ID_WORD.test(word))
  );
}

/** The referenced records a user may see: the row rules and fixed filter of the resource serving them, and not in the trash. */
function visibleTo(user: SignedInUser, entity: EntityDefinition, serving: ResourceDefinition | undefined) {
  if (!serving) return notDeleted(entity);
  const fixed = parseFilter(serving, serving.filter as Record<string, unknown>);
  return allOf([fixed && filterCondition(fixed), rowScope(user, serving).where, notDeleted(entity)]);
}

/**
 * `GET {api}/references/{field}`: the labels of the records a reference field points to, for
 * whoever may list or read the referring resource and read the field, without a right on the
 * referenced resource; among those records, only those its row rules let the user see. One query.
 */
export async function referenceLabels(
  { db, registry, user, resource }: ReferenceRequest,
  fieldName: string,
  rawQuery: Record<string, unknown>,
): Promise<ReferenceLabel[]> {
  authorize({ user, resource, action: mayDo(user.permissions, resource.permission, 'list') ? 'list' : 'read' });
  const field = ownValue(resource.entity.fields, fieldName);
  if (!field?.reference || field.writeOnly) throw notFound();
  refuseUnreadableQuery(user, resource.entity, { select: [field.name] });
  const query = parseReferenceQuery(rawQuery);
  const entity = registry.entities[field.reference.entity] as EntityDefinition;
  const serving = field.reference.resource === undefined ? undefined : registry.resource(field.reference.resource);

  const { idField } = entity;
  const asked: Condition | undefined =
    'ids' in query
      ? (eb) => eb(eb.ref(idField), 'in', query.ids)
      : query.words.length > 0
        ? labelMatches(entity, query.words)
        : undefined;
  const columns = [...new Set([idField, ...entity.label.fields])];
  const matching = dynamic(db)
    .selectFrom(entity.table)
    .select(columns)
    .where(allOf([visibleTo(user, entity, serving), asked]));
  const inLabelOrder = (rows: DynamicSelect) => {
    let ordered = rows;
    for (const name of entity.label.fields) ordered = ordered.orderBy(name);
    return ordered.orderBy(idField).limit(REFERENCE_MATCH_LIMIT);
  };
  const found = (await (
    !('words' in query)
      ? matching
      : trigramsFind(registry, entity, query.words)
        ? // The matches first, from the trigram indexes, then the first in label order: walking the label's
          // b-tree in order would read every row before the first match (100,000 journeys: 200 ms, not 10).
          inLabelOrder(
            dynamic(db)
              .with(
                (cte) => cte('matches').materialized(),
                () => matching,
              )
              .selectFrom('matches')
              .selectAll(),
          )
        : inLabelOrder(matching)
  ).execute()) as Record<string, unknown>[];
  return found.map((row) => ({ id: Number(row[idField]), label: recordLabel(entity, row) }));
}
