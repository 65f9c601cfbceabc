import { useCallback, useMemo, useState } from 'react';
import { imageKey, type DatabaseImage } from './imageTypes';

/** The images chosen, in the order they were chosen (the order they are added in). */
export function useImageSelection() {
  const [chosen, setChosen] = useState<ReadonlyMap<string, DatabaseImage>>(new Map());
  const toggle = useCallback(
    (image: DatabaseImage) =>
      setChosen((before) => {
        const after = new Map(before);
        if (!after.delete(imageKey(image))) after.set(imageKey(image), image);
        return after;
      }),
    [],
  );
  /** Keeps only the given images selected (those not added). */
  const keepOnly = useCallback(
    (kept: readonly DatabaseImage[]) => setChosen(new Map(kept.map((image) => [imageKey(image), image]))),
    [],
  );
  return useMemo(
    () => ({
      selected: [...chosen.values()],
      isSelected: (image: DatabaseImage) => chosen.has(imageKey(image)),
      toggle,
      keepOnly,
      clear: () => keepOnly([]),
    }),
    [chosen, toggle, keepOnly],
  );
}

export type ImageSelection = ReturnType<typeof useImageSelection>;
