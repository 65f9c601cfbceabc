import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../../registry/types';
import { apiDownload } from '../../api/apiClient';
import { errorMessage } from '../../data/errorMessage';
import { exportFileName, saveFile } from './csvDownload';
import { exportPath } from './listQuery';
import type { ListUrlState } from './listUrlState';

/** Downloads every record the list matches, in its order, as the server's CSV export. */
export function useCsvExport(resource: ResourceDefinition, state: ListUrlState) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveFile(await apiDownload(exportPath(resource, state)), exportFileName(resource, new Date()));
    } catch (error) {
      open?.({ type: 'error', message: t('list.export.failed'), description: errorMessage(error, t) });
    } finally {
      setExporting(false);
    }
  };
  return { exportCsv, exporting };
}
