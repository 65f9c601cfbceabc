import type { ComponentType } from 'react';
import type { FieldDefinition, ResourceDefinition } from '../../../../registry/types';

/** One field of a generated form, as the form places it. */
export interface FieldProps {
  resource: ResourceDefinition;
  field: FieldDefinition;
  /** The input's path in the form: `name`, or `phones.0.number` inside a row. */
  name: string;
  /** The field's place in the schema, without row numbers (`phones.number`): names its labels. */
  schemaPath: string;
  /** An edit of a saved record (some widgets behave differently there). */
  editing: boolean;
}

export interface WidgetProps extends FieldProps {
  label: string;
  /**
   * Draws a field inside this one (an object's property, a row's item): the form's FormField,
   * handed down so that the widgets need not import it (it imports them).
   */
  NestedField: ComponentType<FieldProps>;
}

export type WidgetComponent = ComponentType<WidgetProps>;
