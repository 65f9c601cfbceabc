import type { EntityHooks } from '../../crud/entity-hooks.ts';
import { ApiError } from '../../errors.ts';
import { mayUseLibrary, SHARED_LIBRARY_RIGHT } from '../../permissions/image-libraries.ts';
import { recordAfter } from './library-rules.ts';

/**
 * Libraries on every generic write path: the creator owns the library (`user_id`, set here, never by
 * a client), and a write must leave it one its writer may use: a shared library needs the
 * shared-library right, a personal one stays its owner's (nobody turns someone else's library into
 * a personal one, which would take it from them). Reading is the row rule `usableLibraries`.
 */
export const libraryHooks: EntityHooks = {
  async beforeWrite({ context, values, before, mode }) {
    const { user } = context;
    const owner = before ? before.user_id : user.id_users;
    const { mode: libraryMode } = recordAfter(values, before, mode);
    if (!mayUseLibrary(user, { mode: libraryMode, user_id: owner })) {
      throw libraryMode === 'shared'
        ? new ApiError('Forbidden', 'A shared library needs the shared-library right', {
            errors: [{ field: 'mode', key: 'error.field_forbidden', params: { permission: SHARED_LIBRARY_RIGHT } }],
          })
        : new ApiError('Forbidden', 'A personal library is its owner’s alone', {
            errors: [{ field: 'mode', key: 'error.out_of_scope' }],
          });
    }
    return before ? values : { ...values, user_id: owner };
  },
};
