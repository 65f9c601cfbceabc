import { recordLabel } from '../../registry/record-label';
import type { EntityDefinition } from '../../registry/types';
import type { StartupRow } from './startupStore';

/** As the server's references call answers (spec 1 §5): at most 30 records. */
const MATCH_LIMIT = 30;

export interface LoadedReference {
  id: number;
  label: string;
}

/** Every loaded record of the entity with its label, in label order. */
export function loadedReferences(entity: EntityDefinition, rows: readonly StartupRow[]): LoadedReference[] {
  return rows
    .map((row) => ({ id: Number(row[entity.idField]), label: recordLabel(entity, row) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'de'));
}

/**
 * The records a type-ahead offers for what is typed, as the server would find them: those whose
 * label holds every word (case ignored), and the record whose id is typed (`299`, `#299`).
 */
export function matchLoaded(references: readonly LoadedReference[], typed: string): LoadedReference[] {
  const words = typed.toLocaleLowerCase('de').split(/\s+/).filter(Boolean);
  const id = /^#?(\d+)$/.exec(typed.trim())?.[1];
  return references
    .filter(
      (reference) =>
        String(reference.id) === id || words.every((word) => reference.label.toLocaleLowerCase('de').includes(word)),
    )
    .slice(0, MATCH_LIMIT);
}
