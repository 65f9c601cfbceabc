import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import dk from '../../locales/dk.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import ru from '../../locales/ru.json';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function values(tree: object): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'object' && value !== null ? values(value) : [value],
  );
}

describe.each([
  ['de', de],
  ['dk', dk],
  ['es', es],
  ['ru', ru],
])('locale %s', (_code, dictionary) => {
  it('has every English key, and no other', () => {
    expect(keys(dictionary).sort()).toEqual(keys(en).sort());
  });

  it('keeps every placeholder of the English text', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    const english = values(en);
    values(dictionary).forEach((text, index) => expect(placeholders(text)).toEqual(placeholders(english[index] ?? '')));
  });
});
