import { useWatch } from 'react-hook-form';
import type { ResourceDefinition } from '../../../../registry/types';
import { checklistItems, isFilled } from '../model/checklist';

/** The editor's checklist, live: each marked field and whether the form's current input fills it. */
export function useChecklist(resource: ResourceDefinition) {
  const items = checklistItems(resource.entity);
  const inputs = useWatch({ name: items.map((item) => item.field.name) }) as unknown[];
  return items.map((item, index) => ({ ...item, done: isFilled(inputs[index]) }));
}
