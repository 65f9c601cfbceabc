import { FormField } from '../../../../src/console';
import { editorResources } from '../editorResources';

/** One of the event's own fields, drawn by its generated widget inside the editor's form. */
export function EventField({ name, saved }: { name: string; saved: boolean }) {
  const resource = editorResources.events;
  const field = resource.entity.fields[name];
  if (!field) throw new Error(`The event has no field ${name}`);
  return <FormField resource={resource} field={field} name={name} schemaPath={name} editing={saved} />;
}
