import { useDataProvider, useInvalidate, useNotification, type BaseKey } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../../registry/types';
import { errorMessage } from '../../data/errorMessage';

/**
 * Deleting the selected records after one confirmation (for good with `force`, from the trash). The API has no bulk call: the records
 * are deleted one after the other, and one notification tells how many were deleted and how
 * many were refused (with the first reason).
 */
export function useBulkDelete(resource: ResourceDefinition, force: boolean, onDeleted: () => void) {
  const { t } = useTranslation();
  const dataProvider = useDataProvider();
  const invalidate = useInvalidate();
  const { open } = useNotification();
  const [ids, setIds] = useState<readonly BaseKey[]>();
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    if (!ids) return;
    setDeleting(true);
    const failures: unknown[] = [];
    for (const id of ids) {
      try {
        await dataProvider().deleteOne({ resource: resource.name, id, meta: force ? { force: true } : undefined });
      } catch (error) {
        failures.push(error);
      }
    }
    await invalidate({ resource: resource.name, invalidates: ['list', 'many'] });
    setDeleting(false);
    setIds(undefined);
    onDeleted();
    const deleted = ids.length - failures.length;
    open?.(
      failures.length === 0
        ? { type: 'success', message: t('list.bulkDelete.done', { deleted }) }
        : {
            type: 'error',
            message: t('list.bulkDelete.partly', {
              deleted,
              failed: failures.length,
              reason: errorMessage(failures[0], t),
            }),
          },
    );
  };

  return {
    /** The records asked about, while the dialog is open. */
    ids,
    ask: (selected: readonly BaseKey[]) => setIds(selected),
    cancel: () => setIds(undefined),
    confirm,
    deleting,
  };
}
