import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../data/errorMessage';
import { uploadImage } from '../api/uploadImage';

/** Uploading chosen image files one after the other; answers each stored file's address. */
export function useImageUpload(onUploaded: (url: string) => void) {
  const { t } = useTranslation();
  const [isUploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();

  const upload = async (files: FileList | null) => {
    // Taken now: the input empties its live list once this returns, before the second file's turn.
    const chosen = files ? [...files] : [];
    if (chosen.length === 0) return;
    setError(undefined);
    setUploading(true);
    try {
      for (const file of chosen) onUploaded((await uploadImage(file)).url);
    } catch (failure) {
      setError(errorMessage(failure, t));
    } finally {
      setUploading(false);
    }
  };
  return { upload, isUploading, error };
}
