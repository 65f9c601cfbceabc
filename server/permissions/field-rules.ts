import type { Kysely } from 'kysely';
import { holdsFieldRight } from '../../registry/permission-check.ts';
import type { FieldDefinition } from '../../registry/types.ts';
import type { CrudContext } from '../crud/crud-context.ts';
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
export function changedFields(fields: readonly FieldDefinition[], { action, values, before, mode }: FieldWrite) {
  return fields.filter((field) => {
    if (action === 'create') return field.name in values && !sameValue(field, values[field.name], field.default);
    if (!(field.name in values) && mode !== 'put') return false;
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
  for (const field of changedFields(fields, write)) {
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
