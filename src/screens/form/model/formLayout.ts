import type { EntityDefinition, FieldDefinition } from '../../../../registry/types';

export type FormMode = 'create' | 'copy' | 'edit';

/** Fields without a panel of their own come first, the system's bookkeeping last. */
const GENERAL_PANEL = 'general';
const SYSTEM_PANEL = 'system';

/** One place in a panel: a field, and the field confirming it (a password's repetition) beside it. */
export interface PanelItem {
  field: FieldDefinition;
  confirmation?: FieldDefinition;
}

export interface FormPanelLayout {
  key: string;
  items: PanelItem[];
}

/** The fields a user fills in: all but the id, the read-only ones and the server's own. */
export function editableFields(entity: EntityDefinition): FieldDefinition[] {
  return entity.fieldNames.flatMap((name) => {
    const field = entity.fields[name] as FieldDefinition;
    return field.readOnly ? [] : [field];
  });
}

/**
 * The form's panels in schema order. The edit screen also shows the read-only fields (the
 * system's created/updated and version last); the id is in the address already.
 */
export function formPanels(entity: EntityDefinition, mode: FormMode): FormPanelLayout[] {
  const shown = entity.fieldNames
    .map((name) => entity.fields[name] as FieldDefinition)
    .filter(
      (field) =>
        field.name !== entity.idField && !(field.readOnly && field.writeOnly) && (mode === 'edit' || !field.readOnly),
    );
  const confirming = new Map(shown.flatMap((field) => (field.confirms ? [[field.confirms, field] as const] : [])));
  const panels = new Map<string, PanelItem[]>([[GENERAL_PANEL, []]]);
  for (const field of shown) {
    if (field.confirms && shown.some((other) => other.name === field.confirms)) continue;
    const key = field.system ? SYSTEM_PANEL : (field.panel ?? GENERAL_PANEL);
    const items = panels.get(key) ?? [];
    items.push({ field, confirmation: confirming.get(field.name) });
    panels.set(key, items);
  }
  const system = panels.get(SYSTEM_PANEL);
  panels.delete(SYSTEM_PANEL);
  if (system) panels.set(SYSTEM_PANEL, system);
  return [...panels].filter(([, items]) => items.length > 0).map(([key, items]) => ({ key, items }));
}
