import { mayDo, type PermissionHolder } from '../../../../registry/permission-check';
import type { FieldDefinition, FormAssist, ResourceDefinition } from '../../../../registry/types';
import { toInput } from './codecs';
import type { FormPanelLayout } from './formLayout';

type Row = Readonly<Record<string, unknown>>;

/** The assists (registry `assists`) a saved record's edit screen offers: those whose right the user holds. */
export function offeredAssists(resource: ResourceDefinition, permissions: PermissionHolder | undefined): FormAssist[] {
  if (!permissions) return [];
  return resource.assists.filter((assist) => mayDo(permissions, resource.permission, assist.right));
}

/** The call an assist makes for a record: POST of its body with the record's id as `idParam`. */
export function assistRequest(resource: ResourceDefinition, record: Row, assist: FormAssist) {
  return { path: assist.call, body: { ...assist.body, [assist.idParam]: record[resource.entity.idField] } };
}

/** The inputs an answer fills: each of the assist's fields the answer has, as the form's input holds it. */
export function filledInputs(resource: ResourceDefinition, assist: FormAssist, answer: Row): [string, unknown][] {
  return assist.fills.flatMap((name) => {
    const field = resource.entity.fields[name] as FieldDefinition;
    return name in answer ? [[name, toInput(field, answer[name])] as [string, unknown]] : [];
  });
}

/** The panels that hold the given fields, to open them so that the filled values are seen. */
export function panelsHolding(layout: readonly FormPanelLayout[], names: readonly string[]): string[] {
  return layout
    .filter((panel) => panel.items.some(({ field }) => names.includes(field.name)))
    .map((panel) => panel.key);
}
