import type { EntityDefinition, FieldDefinition } from '../../../../registry/types';

export type ChecklistLevel = 'required' | 'recommended';

export interface ChecklistItem {
  field: FieldDefinition;
  level: ChecklistLevel;
}

/** The fields an entity marks for its editor's checklist (`x-checklist`, spec 2 §5), required first. */
export function checklistItems(entity: EntityDefinition): ChecklistItem[] {
  const marked = Object.values(entity.fields).flatMap((field) =>
    field.checklist ? [{ field, level: field.checklist }] : [],
  );
  return [
    ...marked.filter((item) => item.level === 'required'),
    ...marked.filter((item) => item.level === 'recommended'),
  ];
}

const TAGS = /<[^>]*>/g;

/**
 * Whether a form input counts as done: text with more than white space (rich text without its
 * tags), a list with an entry, a chosen number or reference, a switch that is on.
 */
export function isFilled(input: unknown): boolean {
  if (input === null || input === undefined) return false;
  if (typeof input === 'string') return input.replace(TAGS, '').trim() !== '';
  if (Array.isArray(input)) return input.length > 0;
  if (typeof input === 'boolean') return input;
  if (typeof input === 'number') return Number.isFinite(input);
  return Object.keys(input).length > 0;
}
