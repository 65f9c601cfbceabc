import { describe, expect, it } from 'vitest';
import { languages } from '../../src/i18n/languages.ts';
import { dictionaryEntries, dictionaryFiles, dictionaryKeys, dictionaryLanguages } from './support/dictionary.ts';

const englishFiles = dictionaryFiles('en');
const fileNames = Object.keys(englishFiles).sort();
const areas = fileNames.filter((name) => name !== 'common');
const english = new Map(Object.values(englishFiles).flatMap((tree) => dictionaryEntries(tree)));

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

it('has the dictionaries of each console language, and no other', () => {
  expect(dictionaryLanguages()).toEqual(languages.map((language) => language.code).sort());
});

it('has a common dictionary and one per registry area, each area holding only the keys that begin with its name', () => {
  expect(fileNames).toContain('common');
  expect(areas.length).toBeGreaterThan(0);
  for (const [name, tree] of Object.entries(englishFiles)) {
    const firsts = Object.keys(tree);
    if (name === 'common') expect(firsts.filter((first) => areas.includes(first))).toEqual([]);
    else expect(firsts).toEqual([name]);
  }
});

describe.each(languages.map((language) => language.code).filter((code) => code !== 'en'))('locale %s', (code) => {
  const files = dictionaryFiles(code);
  const entries = Object.values(files).flatMap((tree) => dictionaryEntries(tree));

  it('has the English dictionary files, and no other', () => {
    expect(Object.keys(files).sort()).toEqual(fileNames);
  });

  it.each(fileNames)('has every English key in %s.json, and no other', (name) => {
    expect(dictionaryKeys(files[name] ?? {}).sort()).toEqual(dictionaryKeys(englishFiles[name] ?? {}).sort());
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
