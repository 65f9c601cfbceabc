import { useDelete } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../src/console';
import { ROLES_RESOURCE, type Role } from './role';

/** Deleting a role after confirmation; a role still given to users is refused (422 error.reference). */
export function useRoleDelete() {
  const { t } = useTranslation();
  const [role, setRole] = useState<Role>();
  const [error, setError] = useState<string>();
  const { mutate, mutation } = useDelete<Role>();

  const confirm = () => {
    if (!role) return;
    mutate(
      {
        resource: ROLES_RESOURCE,
        id: role.id,
        successNotification: () => ({ message: t('system.roles.deleted', { name: role.role }), type: 'success' }),
        errorNotification: false,
      },
      {
        onSuccess: () => setRole(undefined),
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.key === 'error.reference'
              ? t('system.roles.inUse')
              : errorMessage(failure, t),
          ),
      },
    );
  };

  return {
    /** The role asked about, while the dialog is open. */
    role,
    ask: (chosen: Role) => {
      setRole(chosen);
      setError(undefined);
    },
    cancel: () => setRole(undefined),
    confirm,
    deleting: mutation.isPending,
    error,
  };
}
