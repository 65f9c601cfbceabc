import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToLibraryDialog } from './AddToLibraryDialog';
import type { DatabaseImage } from './imageTypes';
import type { AddSelected } from './useAddSelected';
import type { ImageSelection } from './useImageSelection';
import { useLibraryItems, type LibraryTarget } from './useLibraryItems';

/**
 * Adds the selected images to a library or journey: first the add-selected behaviour (licences asked
 * for, files stored), then the add-to-library dialog for those ready; the others stay selected.
 */
export function AddToLibraryButton({
  selection,
  adding,
  onProcessed,
}: {
  selection: ImageSelection;
  adding: AddSelected;
  /** After licences and downloads: the grid shows the images anew. */
  onProcessed?: () => void;
}) {
  const { t } = useTranslation();
  const addTo = useLibraryItems();
  const [ready, setReady] = useState<DatabaseImage[]>([]);
  const [working, setWorking] = useState(false);

  const start = async () => {
    const outcome = await adding.addSelected(selection.selected);
    selection.keepOnly([...outcome.declined, ...outcome.failed]);
    onProcessed?.();
    setReady(outcome.ready);
  };
  const add = async (target: LibraryTarget) => {
    setWorking(true);
    try {
      await addTo(target, ready);
    } finally {
      setWorking(false);
      setReady([]);
    }
  };

  return (
    <>
      <Button
        variant="contained"
        startIcon={<PlaylistAdd />}
        disabled={selection.selected.length === 0 || adding.working}
        onClick={() => void start()}
      >
        {t('images.library.addSelected')}
      </Button>
      <AddToLibraryDialog
        open={ready.length > 0}
        count={ready.length}
        working={working}
        onCancel={() => setReady([])}
        onAdd={(target) => void add(target)}
      />
    </>
  );
}
