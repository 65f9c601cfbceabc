import { useEffect, useState } from 'react';
import { allLibraries } from './imagedbCalls';
import type { LibraryChoice } from './imageTypes';

/** Every library the user may use (`GET /img/library/all`), loaded while `wanted`. */
export function useLibraryChoices(wanted = true) {
  const [libraries, setLibraries] = useState<LibraryChoice[]>([]);
  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    allLibraries()
      .then((answer) => {
        if (current) setLibraries(answer);
      })
      .catch(() => {
        if (current) setLibraries([]);
      });
    return () => {
      current = false;
    };
  }, [wanted]);
  return libraries;
}
