import { useDataProvider, useOne, type BaseRecord, type MetaQuery } from '@refinedev/core';
import { useEffect, useState } from 'react';
import type { ReferenceTarget } from '../model/referenceTarget';
import { recordLabel } from '../model/referenceTarget';

/** Spec 1 §5: a type-ahead offers at most 30 records and cancels the request before. */
const TYPE_AHEAD_LIMIT = 30;
/** The search runs once typing pauses. */
const TYPE_AHEAD_DELAY_MS = 250;

export interface ReferenceOption {
  id: number;
  label: string;
}

const optionOf = (target: ReferenceTarget, record: BaseRecord): ReferenceOption => ({
  id: Number(record[target.resource.entity.idField]),
  label: recordLabel(target, record),
});

/**
 * The records a reference may point to, matching what is typed, through the data provider: the
 * resource's text search where it has one, else its naming column; and the chosen record's name.
 */
export function useReferenceOptions(target: ReferenceTarget, typed: string, chosen: number | undefined) {
  const getProvider = useDataProvider();
  const [options, setOptions] = useState<ReferenceOption[]>([]);
  const [isLoading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const text = typed.trim();
    const timer = setTimeout(() => {
      setLoading(true);
      getProvider()
        .getList({
          resource: target.resource.name,
          pagination: { currentPage: 1, pageSize: TYPE_AHEAD_LIMIT },
          filters: text
            ? [
                {
                  field: target.resource.search.length > 0 ? 'q' : target.labelField,
                  operator: 'contains',
                  value: text,
                },
              ]
            : [],
          meta: { queryContext: { signal: controller.signal } } as MetaQuery,
        })
        .then(({ data }) => {
          setOptions(data.map((record) => optionOf(target, record)));
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
  }, [getProvider, target, typed]);

  const { result: chosenRecord } = useOne({
    resource: target.resource.name,
    id: chosen,
    queryOptions: { enabled: chosen !== undefined && !options.some((option) => option.id === chosen) },
  });
  const chosenOption =
    chosen === undefined
      ? undefined
      : (options.find((option) => option.id === chosen) ??
        (chosenRecord ? optionOf(target, chosenRecord) : { id: chosen, label: String(chosen) }));

  return { options, chosenOption, isLoading, failed };
}
