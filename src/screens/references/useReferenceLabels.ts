import { useQuery } from '@tanstack/react-query';
import type { BaseRecord } from '@refinedev/core';
import { useMemo } from 'react';
import type { ResourceDefinition } from '../../../registry/types';
import { registry } from '../../registry/registry';
import { loadedReferences } from '../../startup/loadedReferences';
import { completeLoadOf } from '../../startup/startupStore';
import { useStartupSnapshot } from '../../startup/useStartupData';
import { referenceTarget, type ReferenceTarget } from '../form/model/referenceTarget';
import { fetchReferenceLabels, idsOf, referenceLabelsKey, type ReferenceLabel } from './referenceApi';

/** Names are as fresh as a list page's rows need them. */
const STALE_MS = 60_000;

const namesOf = (labels: readonly ReferenceLabel[] | undefined) =>
  new Map((labels ?? []).map((label) => [label.id, label.label]));

/** The names of the records `ids` a reference field points to: one request for all of them. */
export function useReferenceLabels(target: ReferenceTarget | undefined, ids: readonly unknown[]) {
  const wanted = idsOf(ids);
  const query = useQuery({
    queryKey: target ? referenceLabelsKey(target, wanted) : ['references'],
    queryFn: ({ signal }) => (target ? fetchReferenceLabels(target, wanted, signal) : []),
    enabled: target !== undefined && wanted.length > 0,
    staleTime: STALE_MS,
  });
  return { names: useMemo(() => namesOf(query.data), [query.data]), failed: query.isError };
}

/**
 * The names of what a list page's reference columns point to: one request per column for the
 * page's ids, cached by them (the next page asks anew, the page before comes from the cache).
 */
export function usePageReferences(
  resource: ResourceDefinition,
  columns: readonly string[],
  rows: readonly BaseRecord[],
) {
  const snapshot = useStartupSnapshot();
  const targets = columns.flatMap((column) => {
    const target = referenceTarget(registry, resource, column);
    return target && !resource.entity.fields[column]?.reference?.many ? [target] : [];
  });
  // Names the start-up loads hold need no request.
  const loaded = new Map(
    targets.flatMap((target) => {
      const rows = completeLoadOf(snapshot, target.entity.name);
      return rows ? [[target.field, rows] as const] : [];
    }),
  );
  const wanted = targets
    .filter((target) => !loaded.has(target.field))
    .map((target) => ({ target, ids: idsOf(rows.map((row) => row[target.field])) }));
  // One query for the page, one request in it per column (useQueries would add 2 kB to every list).
  const answers = useQuery({
    queryKey: ['references-page', ...wanted.map(({ target, ids }) => referenceLabelsKey(target, ids))],
    queryFn: ({ signal }) =>
      Promise.all(wanted.map(({ target, ids }) => (ids.length > 0 ? fetchReferenceLabels(target, ids, signal) : []))),
    enabled: wanted.some(({ ids }) => ids.length > 0),
    staleTime: STALE_MS,
  });
  return new Map(
    targets.map((target) => {
      const rowsLoaded = loaded.get(target.field);
      const names = rowsLoaded
        ? namesOf(loadedReferences(target.entity, rowsLoaded))
        : namesOf(answers.data?.[wanted.findIndex((each) => each.target === target)]);
      return [target.field, { target, names }];
    }),
  );
}

export type PageReferences = ReturnType<typeof usePageReferences>;
