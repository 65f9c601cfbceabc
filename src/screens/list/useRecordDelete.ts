import { useDelete, type BaseKey } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../../registry/types';
import { errorMessage } from '../../data/errorMessage';
import { recordLabel } from '../../../registry/record-label';

type Row = Readonly<Record<string, unknown>>;

/**
 * Deleting one record of the list's `rows` after confirmation: into the trash where the resource has
 * one, or for good (`force`, from the trash). The dialog names the record by its label; a refusal (a
 * record still in use) is shown in it.
 */
export function useRecordDelete(resource: ResourceDefinition, force: boolean, rows: readonly Row[]) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<{ id: BaseKey; label: string }>();
  const id = asked?.id;
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
        onSuccess: () => setAsked(undefined),
        onError: (failure) => setError(errorMessage(failure, t)),
      },
    );
  };

  return {
    /** The record asked about, while the dialog is open. */
    id,
    /** What the record asked about is called. */
    label: asked?.label ?? '',
    ask: (record: BaseKey) => {
      const { entity } = resource;
      const row = rows.find((candidate) => String(candidate[entity.idField]) === String(record));
      setAsked({ id: record, label: recordLabel(entity, row ?? { [entity.idField]: record }) });
      setError(undefined);
    },
    cancel: () => setAsked(undefined),
    confirm,
    deleting: mutation.isPending,
    error,
  };
}
