import { describe, expect, it } from 'vitest';
import { checklistItems, isFilled } from '../../src/screens/form/model/checklist.ts';
import { registry } from '../../src/registry/registry.ts';

describe('the editor checklist', () => {
  it('lists the marked fields of spec 2 §5, required first', () => {
    const genre = registry.resource('tickets/genres')!.entity;
    expect(checklistItems(genre).map((item) => `${item.level} ${item.field.name}`)).toEqual([
      'required name',
      'required slug',
      'recommended short_description',
      'recommended description',
      'recommended images',
      'recommended meta_title',
      'recommended meta_description',
    ]);
    const voucher = registry.resource('tickets/purchasable-vouchers')!.entity;
    expect(
      checklistItems(voucher)
        .filter((item) => item.level === 'required')
        .map((item) => item.field.name),
    ).toEqual(['title', 'slug', 'value']);
  });

  it('has no checklist where nothing is marked', () => {
    expect(checklistItems(registry.resource('customers/customers')!.entity)).toEqual([]);
  });

  it.each([
    ['', false],
    ['   ', false],
    ['<p></p>', false],
    ['<p> </p><p></p>', false],
    ['<p>Jazz</p>', true],
    ['Jazz', true],
    [[], false],
    [[{ link: '/api/uploads/a.png' }], true],
    [null, false],
    [undefined, false],
    [false, false],
    [true, true],
    [0, true],
    [Number.NaN, false],
    [{}, false],
  ])('counts %j as filled: %s', (input, filled) => {
    expect(isFilled(input)).toBe(filled);
  });
});
