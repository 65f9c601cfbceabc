import { describe, expect, it } from 'vitest';
import { languages } from '../../src/i18n/languages.ts';
import { dictionaryEntries, dictionaryKeys } from './support/dictionary.ts';

const dictionaries = import.meta.glob<object>('../../locales/*.json', { eager: true, import: 'default' });
const dictionary = (code: string) => dictionaries[`../../locales/${code}.json`] ?? {};
const english = new Map(dictionaryEntries(dictionary('en')));

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

it('has one dictionary per console language, and no other', () => {
  expect(Object.keys(dictionaries).sort()).toEqual(languages.map((language) => `../../locales/${language.code}.json`));
});

describe.each(languages.map((language) => language.code).filter((code) => code !== 'en'))('locale %s', (code) => {
  const entries = dictionaryEntries(dictionary(code));

  it('has every English key, and no other', () => {
    expect(dictionaryKeys(dictionary(code)).sort()).toEqual([...english.keys()].sort());
  });

  it('keeps every placeholder of the English text', () => {
    const changed = entries.filter(
      ([key, text]) => placeholders(text).join() !== placeholders(english.get(key) ?? '').join(),
    );
    expect(changed).toEqual([]);
  });

  it('has a text for every key', () => {
    expect(entries.filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  // Names, codes and words shared by languages ("Status", "Dr.") may stay as in English; whole parts may not.
  it('is translated, not copied from English', () => {
    const copied = entries.filter(([key, text]) => text === english.get(key));
    expect(copied.length / entries.length).toBeLessThan(0.1);
  });
});
