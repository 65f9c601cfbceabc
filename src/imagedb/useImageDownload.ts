import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../data/errorMessage';
import { saveFile } from '../screens/list/csvDownload';
import { imageFile } from './imagedbCalls';
import type { DatabaseImage } from './imageTypes';

/** Saves an image's file (a licensed stock image is stored with us by it); answers whether it came. */
export function useImageDownload() {
  const { t } = useTranslation();
  const { open } = useNotification();
  const [downloading, setDownloading] = useState(false);
  const download = async (image: DatabaseImage): Promise<boolean> => {
    setDownloading(true);
    try {
      const { content, fileName } = await imageFile(image);
      saveFile(content, fileName ?? `image-${image.id}`);
      return true;
    } catch (error) {
      open?.({ type: 'error', message: errorMessage(error, t) });
      return false;
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
}
