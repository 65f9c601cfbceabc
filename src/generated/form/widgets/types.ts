import type { ComponentType } from 'react';
import type { FieldDefinition, ResourceDefinition } from '../../../../registry/types';

export interface WidgetProps {
  resource: ResourceDefinition;
  field: FieldDefinition;
  /** The input's path in the form: `name`, or `phones.0.number` inside a row. */
  name: string;
  /** The field's place in the schema, without row numbers (`phones.number`): names its labels. */
  schemaPath: string;
  label: string;
  /** An edit of a saved record (some widgets behave differently there). */
  editing: boolean;
}

export type WidgetComponent = ComponentType<WidgetProps>;
