import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../../registry/types';
import { apiDownload } from '../../api/apiClient';
import { errorMessage } from '../../data/errorMessage';
import { useResourceLabels } from '../labels';
import { exportFileName, saveFile } from './csvDownload';
import { exportPath } from './listQuery';
import type { ListUrlState } from './listUrlState';

/**
 * Downloads every record the list matches, in its order: the server's CSV export, with the list's
 * translated column headers and the user's decimal separator.
 */
export function useCsvExport(resource: ResourceDefinition, state: ListUrlState) {
  const { t, i18n } = useTranslation();
  const labels = useResourceLabels(resource);
  const { open } = useNotification();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      // Loaded on the first export, not with every list.
      const [exported, { localiseCsv }] = await Promise.all([
        apiDownload(exportPath(resource, state)).then((response) => response.text()),
        import('./csvLocalisation'),
      ]);
      const csv = localiseCsv(exported, {
        fields: resource.entity.fields,
        label: labels.field,
        language: i18n.language,
      });
      saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), exportFileName(resource, new Date()));
    } catch (error) {
      open?.({ type: 'error', message: t('list.export.failed'), description: errorMessage(error, t) });
    } finally {
      setExporting(false);
    }
  };
  return { exportCsv, exporting };
}
