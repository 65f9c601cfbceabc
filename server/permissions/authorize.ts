import type { Action, AgencyScope, ResourceDefinition, RowScopeName } from '../../registry/types.ts';
import { allOf, type Condition } from '../crud/query/build-where.ts';
import { isSuperadmin as isSuperadminHolder, mayDo, mayUse, neededFor } from '../../registry/permission-check.ts';
import { ApiError } from '../errors.ts';
import type { SignedInUser } from '../users/signed-in-user.ts';
import { inUsableLibraries, libraryItemsOfUsableLibraries, usableLibraries } from './image-libraries.ts';
import { boundAgency } from './bound-agency.ts';
import { grantableRoles } from './role-grants.ts';

export interface AccessRequest {
  user: SignedInUser;
  resource: ResourceDefinition;
  action: Action;
}

/** The rows the user may reach, as part of every query's WHERE, and what their writes must carry and keep. */
export interface RowScope {
  where?: Condition;
  assign?: Record<string, unknown>;
  /** A condition every row the user writes must meet afterwards. */
  check?: Condition;
}

export const isSuperadmin = (user: SignedInUser) => isSuperadminHolder(user.permissions);

/**
 * The one permission hook every resource route calls: it throws 403 when the shared rule (`mayDo`)
 * refuses the action and answers the rows the user may reach otherwise.
 */
export function authorize({ user, resource, action }: AccessRequest): RowScope {
  if (!mayDo(user.permissions, resource.permission, action)) {
    throw new ApiError('Forbidden', 'You may not do this', {
      errors: [{ key: 'error.forbidden', params: { permission: neededFor(resource.permission, action) } }],
    });
  }
  return rowScope(user, resource);
}

/**
 * Row rules, part of every query's WHERE: a user bound to an agency (`boundAgency`) reaches only rows of that agency
 * (and every row they write must stay in it), and a resource may name a rule of its own.
 */
export function rowScope(user: SignedInUser, resource: ResourceDefinition): RowScope {
  const named = resource.rowScope ? NAMED_SCOPES[resource.rowScope](user) : {};
  const agency = resource.agency;
  const agencyId = boundAgency(user);
  if (!agency || agencyId === null) return named;
  const where = allOf([named.where, agencyCondition(agency, agencyId)]);
  // A row's own agency column is set on every write; one reached through a reference is checked after it.
  return agency.via
    ? { ...named, where, check: where }
    : { where, assign: { ...named.assign, [agency.column]: agencyId } };
}

const whereOnly =
  (condition: (user: SignedInUser) => Condition) =>
  (user: SignedInUser): RowScope => ({ where: condition(user) });

/** A user's own rows: those whose `id_users` is theirs, and every row they write becomes theirs. */
const ownRows = (user: SignedInUser): RowScope => ({
  where: (eb) => eb(eb.ref('id_users'), '=', user.id_users),
  assign: { id_users: user.id_users },
});

const NAMED_SCOPES: Readonly<Record<RowScopeName, (user: SignedInUser) => RowScope>> = {
  grantableRoles: whereOnly(grantableRoles),
  usableLibraries: whereOnly(usableLibraries),
  inUsableLibraries: whereOnly(inUsableLibraries),
  libraryItemsOfUsableLibraries: whereOnly(libraryItemsOfUsableLibraries),
  ownRows,
};

function agencyCondition({ column, via }: AgencyScope, agencyId: number): Condition {
  if (!via) return (eb) => eb(eb.ref(column), '=', agencyId);
  return (eb) =>
    eb(eb.ref(column), 'in', eb.selectFrom(via.table).select(via.idField).where(via.column, '=', agencyId));
}

/**
 * For a call that is no resource's action (the image database's download): throws 403, as `authorize`
 * does, unless the user holds the right (an admin holds every right of the catalogue).
 */
export function authorizeRight(user: SignedInUser, right: string): void {
  if (!mayUse(user.permissions, [right]))
    throw new ApiError('Forbidden', 'You may not do this', {
      errors: [{ key: 'error.forbidden', params: { permission: right } }],
    });
}
