import { useEffect, useState } from 'react';
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
 * may pick them, each request cancelling the one before.
 */
export function useReferenceOptions(target: ReferenceTarget, typed: string, chosen: number | undefined) {
  const [options, setOptions] = useState<ReferenceOption[]>([]);
  const [isLoading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      searchReferences(target, typed, controller.signal)
        .then((found) => {
          setOptions(found);
          setFailed(false);
        })
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, TYPE_AHEAD_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [target, typed]);

  const listed = options.find((option) => option.id === chosen);
  const { names } = useReferenceLabels(target, chosen === undefined || listed ? [] : [chosen]);
  const chosenOption = chosen === undefined ? undefined : (listed ?? { id: chosen, label: labelOrId(names, chosen) });

  return { options, chosenOption, isLoading, failed };
}
