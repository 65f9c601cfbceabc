import { describe, expect, it } from 'vitest';
import { registry } from '../../src/registry/registry.ts';
import { labelField, recordLabel } from '../../src/screens/form/model/recordLabel.ts';

const entities = Object.values(registry.entities);

describe('what a delete confirmation calls a record', () => {
  it('is its first required text field everyone who reads it may read, else its first such text field', () => {
    expect(labelField(registry.entities['tickets/genre']!)).toBe('name');
    expect(labelField(registry.entities['customers/customer']!)).toBe('name');
    for (const entity of entities) {
      const name = labelField(entity);
      if (name === undefined) continue;
      const field = entity.fields[name]!;
      expect(field.text && !field.system && !field.password && !field.writeOnly, `${entity.name}.${name}`).toBe(true);
      expect(field.access.read, `${entity.name}.${name}`).toEqual([]);
    }
  });

  it.each(entities.map((entity) => [entity.name, entity] as const))(
    '%s: the label’s value, else #id',
    (_name, entity) => {
      const name = labelField(entity);
      const id = { [entity.idField]: 12 };
      expect(recordLabel(entity, id)).toBe('#12');
      if (name === undefined) return;
      expect(recordLabel(entity, { ...id, [name]: '  Rock \n am Ring ' })).toBe('Rock am Ring');
      expect(recordLabel(entity, { ...id, [name]: '' })).toBe('#12');
    },
  );
});
