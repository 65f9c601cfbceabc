import { useMemo } from 'react';
import { nestedFields } from '../model/fieldKinds';
import { FieldGroup } from './FieldGroup';
import type { WidgetProps } from './types';

/** An object with declared properties: its fields together in a fieldset. */
export function ObjectWidget({ resource, field, name, schemaPath, label, editing, NestedField }: WidgetProps) {
  const properties = useMemo(() => nestedFields(field), [field]);
  return (
    <FieldGroup name={name} label={label}>
      {properties.map((property) => (
        <NestedField
          key={property.name}
          resource={resource}
          field={property}
          name={`${name}.${property.name}`}
          schemaPath={`${schemaPath}.${property.name}`}
          editing={editing}
        />
      ))}
    </FieldGroup>
  );
}
