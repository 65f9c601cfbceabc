import { sql } from 'kysely';
import { mayUse } from '../../registry/permission-check.ts';
import type { Condition } from '../crud/query/build-where.ts';
import type { SignedInUser } from '../users/signed-in-user.ts';

/** The right a shared library needs besides the image database's (spec 1 §6, "shared library access"). */
export const SHARED_LIBRARY_RIGHT = 'imagedb-shared';

export interface LibraryAccess {
  mode: unknown;
  user_id: unknown;
}

/**
 * Whether the user may use a library: a personal one is its owner's alone (an admin's too: it is
 * private), a shared one needs the shared-library right, a company library (`library`) is everyone's
 * who reaches the image database.
 */
export function mayUseLibrary(user: SignedInUser, library: LibraryAccess): boolean {
  if (library.mode === 'library') return true;
  if (library.mode === 'shared') return mayUse(user.permissions, [SHARED_LIBRARY_RIGHT]);
  return library.mode === 'personal' && library.user_id === user.id_users;
}

/** The same rule in SQL, over the libraries table (unqualified: it also serves queries that name the table otherwise). */
export function usableLibraries(user: SignedInUser): Condition {
  const shared = mayUse(user.permissions, [SHARED_LIBRARY_RIGHT]);
  return () =>
    sql<boolean>`(mode = 'library' or (mode = 'personal' and user_id = ${user.id_users})${
      shared ? sql` or mode = 'shared'` : sql``
    })`;
}

/** Rows kept in a library (own images): only those of libraries the user may use. */
export function inUsableLibraries(user: SignedInUser): Condition {
  return (eb) =>
    eb(
      eb.ref('id_img_library'),
      'in',
      eb.selectFrom('img_library').select('img_library.id_img_library').where(usableLibraries(user)),
    );
}

/**
 * Library items: those of libraries the user may use, and the journeys' images (items with a
 * journey), which every image-database user sees; writing one needs the journey's update right.
 */
export function libraryItemsOfUsableLibraries(user: SignedInUser): Condition {
  const inLibraries = inUsableLibraries(user);
  return (eb) => eb.or([eb(eb.ref('id_jrn_journey'), 'is not', null), inLibraries(eb)]);
}
