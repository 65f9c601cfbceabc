import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFile, errorMessage } from '../../src/console-logic';
import { saveFile } from '../../src/console';

/** Saves a PDF the API makes (a bulk invoice, an invoice, a commission statement); which one is loading. */
export function usePdfDownload() {
  const { t } = useTranslation();
  const { open } = useNotification();
  const [loading, setLoading] = useState<string>();
  const download = async (path: string, fallbackName: string) => {
    setLoading(path);
    try {
      const { content, fileName } = await apiFile(path);
      saveFile(content, fileName ?? fallbackName);
    } catch (error) {
      open?.({ type: 'error', message: errorMessage(error, t) });
    } finally {
      setLoading(undefined);
    }
  };
  return { download, loading };
}
