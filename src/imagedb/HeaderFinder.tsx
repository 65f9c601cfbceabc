import ImageSearch from '@mui/icons-material/ImageSearch';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImagedbRight } from './useImagedbRight';

// The finder and the add-to-library dialog load when first opened, not with the console.
const FinderToLibrary = lazy(() => import('./FinderToLibrary'));

/** The top bar's image finder, for users who may read the image database: found images go to a library or journey. */
export function HeaderFinder() {
  const { t } = useTranslation();
  const mayRead = useImagedbRight('imagedb-read');
  const [open, setOpen] = useState(false);
  if (!mayRead) return null;
  return (
    <>
      <Tooltip title={t('header.imageFinder')}>
        <IconButton aria-label={t('header.imageFinder')} onClick={() => setOpen(true)}>
          <ImageSearch />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <FinderToLibrary onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
