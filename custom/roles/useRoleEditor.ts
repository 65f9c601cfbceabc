import { useForm, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { ROLES_RESOURCE, type Role, type RoleValues } from './role';

/**
 * Loads the role of `/roles/{id}` (none on `/roles/create`) and saves it: `POST /roles`, then on to
 * the new role's page, or `PATCH /roles/{id}`, staying on the page. Errors are the form's to show.
 */
export function useRoleEditor(id: string | undefined) {
  const { t } = useTranslation();
  const isCreate = id === undefined;
  const { onFinish, query } = useForm<Role, HttpError, RoleValues>({
    resource: ROLES_RESOURCE,
    action: isCreate ? 'create' : 'edit',
    id,
    redirect: isCreate ? 'edit' : false,
    successNotification: () => ({ message: t('system.roles.saved'), type: 'success' }),
    errorNotification: false,
  });
  return {
    isCreate,
    role: query?.data?.data,
    isLoading: !isCreate && query?.isPending === true,
    loadError: query?.error ?? undefined,
    save: (values: RoleValues) => onFinish(values),
  };
}
