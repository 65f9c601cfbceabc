import { apiRequest } from '../../api/apiClient';
import { referencesPath, type ReferenceTarget } from '../form/model/referenceTarget';

/** A referenced record as the references call names it. */
export interface ReferenceLabel {
  id: number;
  label: string;
}

/** The names of the records `ids` (each once, in a stable order, so that equal pages share a request). */
export const fetchReferenceLabels = (target: ReferenceTarget, ids: readonly number[], signal?: AbortSignal) =>
  apiRequest<ReferenceLabel[]>(referencesPath(target, { ids }), { signal });

/** The referenced records whose label holds every word of `text` (spec 1 §5: at most 30). */
export const searchReferences = (target: ReferenceTarget, text: string, signal?: AbortSignal) =>
  apiRequest<ReferenceLabel[]>(referencesPath(target, { text }), { signal });

/** The query key of the names of `ids`, cached per referring resource, field and set of ids. */
export const referenceLabelsKey = (target: ReferenceTarget, ids: readonly number[]): readonly unknown[] => [
  'references',
  target.referrer.api,
  target.field,
  ...ids,
];

/** The ids among `values` (a page's column, a chosen list), each once and sorted. */
export function idsOf(values: readonly unknown[]): number[] {
  const ids = values.flatMap((value) => (Array.isArray(value) ? value : [value]));
  return [...new Set(ids.filter((id): id is number => Number.isInteger(id) && (id as number) > 0))].sort(
    (a, b) => a - b,
  );
}

/** A referenced record's name; its id where the name is not (yet) known. */
export const labelOrId = (names: ReadonlyMap<number, string>, id: number) => names.get(id) ?? `#${id}`;
