import type { Resolver } from 'react-hook-form';
import type { FieldDefinition, ResourceDefinition } from '../../../../registry/types';
import { checkBody, createBody, errorTree, type FormInputs, placeMessages } from '../../../../src/console';

/** Some fields of a resource, by name, in the order given. */
export function fieldsOf(resource: ResourceDefinition, names: readonly string[]): FieldDefinition[] {
  return names.map((name) => {
    const field = resource.entity.fields[name];
    if (!field) throw new Error(`${resource.name} has no field ${name}`);
    return field;
  });
}

/**
 * What a part of a record checks as: the shown fields' values, and the entity's messages on them
 * (form.required, form.vat_rate_invalid, …). `create` asks for the required ones; `patch` checks only what is filled.
 */
export function checkFields(
  resource: ResourceDefinition,
  fields: readonly FieldDefinition[],
  inputs: FormInputs,
  mode: 'create' | 'patch',
) {
  const built = createBody(fields, inputs);
  const shown = new Set(fields.map((field) => field.name));
  const messages = [...built.errors, ...checkBody(resource.entity, mode, built.body)].filter(
    (message) => message.field !== undefined && shown.has(message.field.split('.')[0] ?? ''),
  );
  return { values: built.body, messages };
}

/** A react-hook-form resolver with those checks; with `hints` off it lets every input through. */
export function fieldsResolver(
  resource: ResourceDefinition,
  fields: readonly FieldDefinition[],
  mode: 'create' | 'patch',
  hints = true,
): Resolver<FormInputs> {
  return (inputs) => {
    const { messages } = checkFields(resource, fields, inputs, mode);
    return messages.length === 0 || !hints
      ? { values: inputs, errors: {} }
      : { values: {}, errors: errorTree(placeMessages(fields, messages)) };
  };
}
