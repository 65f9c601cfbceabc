import { useEffect, useMemo, useState } from 'react';
import { loadedReferences, matchLoaded } from '../../../startup/loadedReferences';
import { completeLoadOf } from '../../../startup/startupStore';
import { useStartupSnapshot } from '../../../startup/useStartupData';
import { latestSearch } from '../../references/latestSearch';
import { labelOrId, searchReferences } from '../../references/referenceApi';
import { useReferenceLabels } from '../../references/useReferenceLabels';
import type { ReferenceTarget } from '../model/referenceTarget';

/** The search runs once typing pauses; the server answers at most 30 records (spec 1 §5). */
const TYPE_AHEAD_DELAY_MS = 250;

export interface ReferenceOption {
  id: number;
  label: string;
}

/**
 * The records a reference may point to, whose names hold what is typed, and the chosen record's
 * name: through the referring resource's references call, so that whoever may edit the record
 * may pick them, each request cancelling the one before; from the start-up load where one holds
 * the entity's records (countries, categories, …), without a call.
 */
export function useReferenceOptions(target: ReferenceTarget, typed: string, chosen: number | undefined) {
  const [found, setFound] = useState<ReferenceOption[]>([]);
  const [isLoading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const loadedRows = completeLoadOf(useStartupSnapshot(), target.entity.name);
  const loaded = useMemo(() => loadedRows && loadedReferences(target.entity, loadedRows), [target.entity, loadedRows]);
  const isLoaded = loaded !== undefined;

  // One search per target: each keystroke's request aborts the one before, whose answer is dropped.
  const searches = useMemo(
    () =>
      latestSearch(
        (text: string, signal: AbortSignal) => searchReferences(target, text, signal),
        (answer) => {
          setFound(answer);
          setFailed(false);
          setLoading(false);
        },
        () => {
          setFailed(true);
          setLoading(false);
        },
      ),
    [target],
  );

  useEffect(() => {
    if (isLoaded) return undefined;
    const timer = setTimeout(() => {
      setLoading(true);
      void searches.ask(typed);
    }, TYPE_AHEAD_DELAY_MS);
    return () => {
      clearTimeout(timer);
      searches.cancel();
    };
  }, [searches, typed, isLoaded]);

  const options = useMemo(() => (loaded ? matchLoaded(loaded, typed) : found), [loaded, typed, found]);
  const listed = (loaded ?? options).find((option) => option.id === chosen);
  const { names } = useReferenceLabels(target, chosen === undefined || listed ? [] : [chosen]);
  const chosenOption = chosen === undefined ? undefined : (listed ?? { id: chosen, label: labelOrId(names, chosen) });

  return { options, chosenOption, isLoading: !isLoaded && isLoading, failed: !isLoaded && failed };
}
