import { recordLabel } from '../../../../registry/record-label';
import type { ResourceDefinition } from '../../../../registry/types';
import type { FormMode } from './formLayout';

/** The translation key and values of a form's heading: the resource, and the record's name where there is one. */
export function formTitle(
  resource: ResourceDefinition,
  resourceLabel: string,
  mode: FormMode,
  record: Readonly<Record<string, unknown>> | undefined,
): { key: string; values: Record<string, string> } {
  return {
    key: `form.title.${mode}`,
    values: { resource: resourceLabel, name: record ? recordLabel(resource.entity, record) : '' },
  };
}
