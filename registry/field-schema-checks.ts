import { splitType } from './fields';
import { pointer, type RegistryProblem } from './registry-error';
import type { EntitySchema, FieldSchema, RegistryFiles } from './types';

/** What a value compares as (`x-compare`): a number, a date or a date-time; undefined for anything else. */
function comparedKind(schema: FieldSchema): string | undefined {
  const { type } = splitType(schema.type);
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'string' && (schema.format === 'date' || schema.format === 'date-time')) return schema.format;
  return undefined;
}

/** Why a field cannot be compared with the other one it names (`x-compare`), or undefined when it can. */
function compareProblem(name: string, schema: FieldSchema, other: string, otherSchema: FieldSchema | undefined) {
  if (!otherSchema || other === name) return `"${other}" is not another field of this entity`;
  const kind = comparedKind(schema);
  if (!kind) return 'only numbers, dates and date-times can be compared';
  if (comparedKind(otherSchema) !== kind) return `"${other}" is not of the same kind (${kind})`;
  return undefined;
}

/**
 * What an entity file's fields declare that cannot hold: a field both read- and write-only, a
 * confirmation, lock, comparison or percentage condition naming no field, a password that is no
 * text, rights on a field no one writes or reads. These run where the server loads the files
 * (`server/registry/load-registry.ts`), not in `buildRegistry`, which the console also runs: the
 * console builds the registry from files the server checked.
 */
export function fieldSchemaProblems(files: RegistryFiles): RegistryProblem[] {
  const problems: RegistryProblem[] = [];
  const problem = (file: string, at: string, message: string) => problems.push({ file, pointer: at, message });
  for (const [file, content] of Object.entries(files.entities)) {
    const schema = content as EntitySchema;
    for (const [fieldName, fieldSchema] of Object.entries(schema.properties)) {
      if (fieldSchema.readOnly && (fieldSchema.writeOnly || fieldSchema['x-password'] || fieldSchema['x-transient']))
        problem(file, pointer('properties', fieldName), 'a field cannot be both readOnly and writeOnly');
      const confirms = fieldSchema['x-confirms'];
      if (confirms !== undefined && !(confirms in schema.properties))
        problem(file, pointer('properties', fieldName, 'x-confirms'), `"${confirms}" is not a field of this entity`);
      const lockedWhen = fieldSchema['x-locked-when'];
      for (const [index, conditions] of [lockedWhen ?? []].flat().entries())
        for (const condition of Object.keys(conditions))
          if (!(condition in schema.properties))
            problem(
              file,
              pointer(
                'properties',
                fieldName,
                'x-locked-when',
                ...(Array.isArray(lockedWhen) ? [index] : []),
                condition,
              ),
              `"${condition}" is not a field of this entity`,
            );
      for (const [operator, other] of Object.entries(fieldSchema['x-compare'] ?? {})) {
        const problemWith = compareProblem(fieldName, fieldSchema, other, schema.properties[other]);
        if (problemWith) problem(file, pointer('properties', fieldName, 'x-compare', operator), problemWith);
      }
      for (const condition of Object.keys(fieldSchema['x-ui']?.percentWhen ?? {}))
        if (!(condition in schema.properties))
          problem(
            file,
            pointer('properties', fieldName, 'x-ui', 'percentWhen', condition),
            `"${condition}" is not a field of this entity`,
          );
      if (fieldSchema['x-ui']?.percentWhen && fieldSchema['x-ui'].widget !== 'money')
        problem(
          file,
          pointer('properties', fieldName, 'x-ui', 'percentWhen'),
          'only a money field can be a percentage',
        );
      const filterValues = fieldSchema['x-ui']?.filterValues ?? [];
      for (const [index, value] of filterValues.entries())
        if (!fieldSchema.enum?.includes(value))
          problem(
            file,
            pointer('properties', fieldName, 'x-ui', 'filterValues', index),
            `${JSON.stringify(value)} is not a value of the field's enum`,
          );
      if (fieldSchema['x-password'] && fieldSchema.type !== 'string' && fieldSchema.type?.[0] !== 'string')
        problem(file, pointer('properties', fieldName, 'x-password'), 'a password must be a string');
      if (fieldSchema['x-access']?.write !== undefined && (fieldSchema.readOnly || fieldSchema['x-internal']))
        problem(file, pointer('properties', fieldName, 'x-access', 'write'), 'a read-only field is written by no one');
      if (fieldSchema['x-access']?.read !== undefined && (fieldSchema.writeOnly || fieldSchema['x-password']))
        problem(file, pointer('properties', fieldName, 'x-access', 'read'), 'a write-only field is read by no one');
    }
  }
  return problems;
}
