import { useEffect, useState } from 'react';
import { AddToLibraryDialog } from './AddToLibraryDialog';
import FinderDialog from './FinderDialog';
import type { DatabaseImage } from './imageTypes';
import { useLibraryItems, type LibraryTarget } from './useLibraryItems';

/** The finder of the top bar: the images it hands over go to a library or a journey (the add-to-library dialog). */
export default function FinderToLibrary({ onClose }: { onClose: () => void }) {
  const [finding, setFinding] = useState(true);
  const [chosen, setChosen] = useState<DatabaseImage[]>([]);
  const [working, setWorking] = useState(false);
  const addTo = useLibraryItems();
  // Done once the finder is closed and nothing waits for a library.
  const done = !finding && chosen.length === 0;
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);

  const add = async (target: LibraryTarget) => {
    setWorking(true);
    try {
      await addTo(target, chosen);
    } finally {
      setWorking(false);
    }
    setChosen([]);
  };

  return (
    <>
      {finding && <FinderDialog open onClose={() => setFinding(false)} onChosen={setChosen} />}
      <AddToLibraryDialog
        open={chosen.length > 0}
        count={chosen.length}
        working={working}
        onCancel={() => setChosen([])}
        onAdd={(target) => void add(target)}
      />
    </>
  );
}
