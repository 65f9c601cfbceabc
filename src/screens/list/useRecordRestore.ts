import { useDelete, type BaseKey } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../../registry/types';
import { errorMessage } from '../../data/errorMessage';

/** Taking a record out of the trash: no confirmation, since it undoes a delete; a toast says how it went. */
export function useRecordRestore(resource: ResourceDefinition) {
  const { t } = useTranslation();
  const { mutate, mutation } = useDelete();
  return {
    restore: (id: BaseKey) =>
      mutate({
        resource: resource.name,
        id,
        meta: { restore: true },
        successNotification: () => ({ message: t('list.trash.restored'), type: 'success' }),
        errorNotification: (failure) => ({ message: errorMessage(failure, t), type: 'error' }),
      }),
    restoring: mutation.isPending,
  };
}
