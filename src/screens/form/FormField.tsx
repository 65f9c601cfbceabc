import { useFieldLabels } from './hooks/useFieldLabels';
import { fieldKindOf } from './model/fieldKinds';
import { fieldOverrides, overrideKey, widgets, type FieldProps } from './widgets';
import { usePageWidgets } from './widgets/PageWidgets';

/** One field of a generated form, drawn by the page's widget for it, its own if it has one, else by its kind's. */
export function FormField({ resource, field, name, schemaPath, editing }: FieldProps) {
  const { label } = useFieldLabels(resource, field, schemaPath);
  const pageWidgets = usePageWidgets();
  const Widget =
    pageWidgets[schemaPath] ?? fieldOverrides[overrideKey(resource.name, schemaPath)] ?? widgets[fieldKindOf(field)];
  return (
    <Widget
      resource={resource}
      field={field}
      name={name}
      schemaPath={schemaPath}
      label={label}
      editing={editing}
      NestedField={FormField}
    />
  );
}
