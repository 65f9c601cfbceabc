import { describe, expect, it } from 'vitest';
import { fromInput, toInput } from '../../src/screens/form/model/codecs.ts';
import { jsonTextState } from '../../src/screens/form/model/jsonTextState.ts';
import { registry } from '../../src/registry/registry.ts';

// A system setting's value (spec 1 §3): a text, parsed as JSON where it is JSON, edited in the
// form as indented JSON and saved compact.

const value = registry.entities['system/setting']!.fields.value!;

describe('a JSON-or-text value', () => {
  it('is edited indented where it is a JSON object or list, and as it is otherwise', () => {
    expect(toInput(value, '["#004a69","#b90000"]')).toBe('[\n  "#004a69",\n  "#b90000"\n]');
    expect(toInput(value, 'false')).toBe('false');
    expect(toInput(value, '/travel-overview/')).toBe('/travel-overview/');
    expect(toInput(value, null)).toBe('');
  });

  it('is saved compact where it is JSON, as typed where it is text, and refused where JSON was meant but broken', () => {
    expect(fromInput(value, '[\n  "#004a69",\n  "#b90000"\n]')).toEqual({ value: '["#004a69","#b90000"]', errors: [] });
    expect(fromInput(value, ' 12 ')).toEqual({ value: '12', errors: [] });
    expect(fromInput(value, 'de')).toEqual({ value: 'de', errors: [] });
    expect(fromInput(value, '{"a": 1,}')).toEqual({ errors: [{ key: 'error.json', field: 'value' }] });
    expect(fromInput(value, '')).toEqual({ errors: [] });
  });

  it('tells the editor what it holds as it is typed', () => {
    expect(jsonTextState('{"a":1}')).toEqual({ kind: 'json', indented: '{\n  "a": 1\n}' });
    expect(jsonTextState('Hotline 0800')).toEqual({ kind: 'text' });
    expect(jsonTextState('[1, 2')).toMatchObject({ kind: 'broken', reason: expect.any(String) });
  });
});
