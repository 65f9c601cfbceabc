import { useDelete, type BaseKey } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../../registry/types';
import { errorMessage } from '../../data/errorMessage';

/**
 * Deleting one record after confirmation: into the trash where the resource has one, or for good
 * (`force`, from the trash). A refusal (a record still in use) is shown in the dialog.
 */
export function useRecordDelete(resource: ResourceDefinition, force: boolean) {
  const { t } = useTranslation();
  const [id, setId] = useState<BaseKey>();
  const [error, setError] = useState<string>();
  const { mutate, mutation } = useDelete();

  const confirm = () => {
    if (id === undefined) return;
    mutate(
      {
        resource: resource.name,
        id,
        meta: force ? { force: true } : undefined,
        successNotification: () => ({
          message: t(force ? 'list.trash.forceDone' : 'list.delete.done'),
          type: 'success',
        }),
        errorNotification: false,
      },
      {
        onSuccess: () => setId(undefined),
        onError: (failure) => setError(errorMessage(failure, t)),
      },
    );
  };

  return {
    /** The record asked about, while the dialog is open. */
    id,
    ask: (record: BaseKey) => {
      setId(record);
      setError(undefined);
    },
    cancel: () => setId(undefined),
    confirm,
    deleting: mutation.isPending,
    error,
  };
}
