import ImageSearch from '@mui/icons-material/ImageSearch';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatabaseImage } from './imageTypes';
import { useImagedbRight } from './useImagedbRight';

// The finder loads when it first opens: most forms never open it.
const FinderDialog = lazy(() => import('./FinderDialog'));

/** "Find images" beside an images field's upload, for users who may read the image database. */
export function FinderButton({ onChosen }: { onChosen: (images: DatabaseImage[]) => void }) {
  const { t } = useTranslation();
  const mayRead = useImagedbRight('imagedb-read');
  const [open, setOpen] = useState(false);
  if (!mayRead) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<ImageSearch />} onClick={() => setOpen(true)}>
        {t('form.images.find')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FinderDialog open onClose={() => setOpen(false)} onChosen={onChosen} />
        </Suspense>
      )}
    </>
  );
}
