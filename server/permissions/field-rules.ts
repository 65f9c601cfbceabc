import type { Kysely } from 'kysely';
import { holdsFieldRight } from '../../registry/permission-check.ts';
import type { EntityDefinition, FieldDefinition } from '../../registry/types.ts';
import type { CrudContext } from '../crud/crud-context.ts';
import { fieldsOf } from '../crud/query/filter-node.ts';
import type { ListQuery } from '../crud/query/list-query.ts';
import { readableColumns } from '../crud/readable-columns.ts';
import { sameValue } from '../crud/same-value.ts';
import type { Tables } from '../db/tables.ts';
import { ApiError, type FieldError } from '../errors.ts';
import type { SignedInUser } from '../users/signed-in-user.ts';
import { findRole, mayGrant } from './role-grants.ts';

type Row = Record<string, unknown>;
/** Who writes, to which resource: the generic calls' context, or a bespoke call's (batch, bulk). */
export type WriterContext = Pick<CrudContext, 'user' | 'resource'>;

export interface FieldWrite {
  action: 'create' | 'update';
  /** The values the request writes, checked against the entity schema already. */
  values: Row;
  /** The stored record an update changes. */
  before?: Row;
  /** A PUT empties the fields it leaves out. */
  mode?: 'patch' | 'put';
}

const forbidden = (message: string, errors: FieldError[]) => new ApiError('Forbidden', message, { errors });

/** The fields a write changes: on create, those set to other than their default; on update, to other than stored. */
export function changedFields(
  fields: readonly FieldDefinition[],
  { action, values, before, mode }: FieldWrite,
  unreadable: ReadonlySet<string> = new Set(),
) {
  return fields.filter((field) => {
    if (action === 'create') return field.name in values && !sameValue(field, values[field.name], field.default);
    // A PUT keeps what its caller may not read: they could not send it back.
    if (!(field.name in values) && (mode !== 'put' || unreadable.has(field.name))) return false;
    return !sameValue(field, values[field.name], before?.[field.name]);
  });
}

/**
 * The field rules of the registry on every write path: a field with `x-access.write` changes only
 * for users who hold one of its rights, and a field that grants a role (`x-grants-role`) only to
 * a role its writer could grant. A record whose role its writer could not grant is refused whole
 * (see refuseProtectedRecord). 403 names each field; nothing is written.
 */
export async function refuseForbiddenWrites(trx: Kysely<Tables>, context: WriterContext, write: FieldWrite) {
  const { user, resource } = context;
  const fields = Object.values(resource.entity.fields).filter(
    (field) => !field.readOnly && (field.access.write.length > 0 || field.grantsRole),
  );
  if (fields.length === 0) return;
  if (write.before) await refuseProtectedRecord(trx, context, write.before);
  const errors: FieldError[] = [];
  for (const field of changedFields(fields, write, unreadableFields(user, resource.entity))) {
    if (!holdsFieldRight(user.permissions, field.access.write)) {
      errors.push({
        field: field.name,
        key: 'error.field_forbidden',
        params: { permission: field.access.write.join(' | ') },
      });
      continue;
    }
    const role = field.grantsRole ? write.values[field.name] : null;
    if (typeof role === 'number' && !(await grantable(trx, user, role)))
      errors.push({ field: field.name, key: 'error.role_not_grantable' });
  }
  if (errors.length > 0) throw forbidden('You may not write these fields', errors);
}

/**
 * A record that holds a role (`x-grants-role`) its user could not grant is theirs to leave alone:
 * they neither change nor delete nor restore it (an admin cannot edit a superadmin's account).
 */
export async function refuseProtectedRecord(trx: Kysely<Tables>, context: WriterContext, before: Row) {
  for (const field of Object.values(context.resource.entity.fields)) {
    const role = field.grantsRole ? before[field.name] : null;
    if (typeof role === 'number' && !(await grantable(trx, context.user, role)))
      throw forbidden('This record holds a role you could not grant', [
        { field: field.name, key: 'error.record_forbidden' },
      ]);
  }
}

async function grantable(trx: Kysely<Tables>, user: SignedInUser, id: number): Promise<boolean> {
  const role = await findRole(trx, id);
  // A role that does not exist is the foreign key's to refuse.
  return role === undefined || mayGrant(user.permissions, role);
}

/** The fields the user may not read (`x-access.read`): left out of every answer. */
export function unreadableFields(user: SignedInUser, entity: EntityDefinition): ReadonlySet<string> {
  return new Set(
    Object.values(entity.fields)
      .filter((field) => !holdsFieldRight(user.permissions, field.access.read))
      .map((field) => field.name),
  );
}

/** The columns an answer to the user carries: the readable ones they may read. */
export function visibleColumns(user: SignedInUser, entity: EntityDefinition): string[] {
  const hidden = unreadableFields(user, entity);
  return readableColumns(entity).filter((name) => !hidden.has(name));
}

/** 403 for a list or get that filters, sorts or selects by a field the user may not read: its order or matches would tell its values. */
export function refuseUnreadableQuery(
  user: SignedInUser,
  entity: EntityDefinition,
  asked: { filter?: string[]; sort?: string[]; select?: string[] },
) {
  const hidden = unreadableFields(user, entity);
  if (hidden.size === 0) return;
  const used = new Set([...(asked.filter ?? []), ...(asked.sort ?? []), ...(asked.select ?? [])]);
  const errors = [...used]
    .filter((name) => hidden.has(name))
    .map((name) => ({
      field: name,
      key: 'error.field_forbidden',
      params: { permission: entity.fields[name]?.access.read.join(' | ') },
    }));
  if (errors.length > 0) throw forbidden('You may not read these fields', errors);
}

/** The same for a list query: its filter, its order and its selection. */
export function refuseUnreadableList(
  user: SignedInUser,
  entity: EntityDefinition,
  query: Pick<ListQuery, 'filter' | 'sort' | 'select'>,
) {
  refuseUnreadableQuery(user, entity, {
    filter: fieldsOf(query.filter),
    sort: query.sort.map((term) => term.field),
    select: query.select,
  });
}

/** A record as the user may see it: without the fields they may not read. */
export function withoutUnreadable(user: SignedInUser, entity: EntityDefinition, row: Row): Row {
  const hidden = unreadableFields(user, entity);
  return hidden.size === 0 ? row : Object.fromEntries(Object.entries(row).filter(([name]) => !hidden.has(name)));
}
