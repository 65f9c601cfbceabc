import type { FieldDefinition, ResourceDefinition } from '../../../registry/types';
import { useFieldLabels } from './hooks/useFieldLabels';
import { fieldKindOf } from './model/fieldKinds';
import { fieldOverrides, overrideKey, widgets } from './widgets';

interface FormFieldProps {
  resource: ResourceDefinition;
  field: FieldDefinition;
  /** The input's path in the form (`phones.0.number`). */
  name: string;
  /** The field's place in the schema (`phones.number`). */
  schemaPath: string;
  editing: boolean;
}

/** One field of a generated form, drawn by its own widget if it has one, else by its kind's. */
export function FormField({ resource, field, name, schemaPath, editing }: FormFieldProps) {
  const { label } = useFieldLabels(resource, field, schemaPath);
  const Widget = fieldOverrides[overrideKey(resource.name, schemaPath)] ?? widgets[fieldKindOf(field)];
  return (
    <Widget resource={resource} field={field} name={name} schemaPath={schemaPath} label={label} editing={editing} />
  );
}
