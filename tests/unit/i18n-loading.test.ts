// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../src/i18n/i18n.ts';

const loaded = () => Object.keys(i18n.store.data).sort();

afterAll(() => i18n.changeLanguage('en'));

describe('the dictionaries', () => {
  it('are loaded on demand: at first only English, then each language once chosen', async () => {
    expect(loaded()).toEqual(['en']);
    await i18n.changeLanguage('fr');
    expect(loaded()).toEqual(['en', 'fr']);
    expect(i18n.t('login.submit')).toBe('Se connecter');
  });

  it('fall back to English for a key a language lacks', async () => {
    await i18n.changeLanguage('ja');
    i18n.addResource('en', 'translation', 'test.only_english', 'Only in English');
    expect(i18n.t('test.only_english')).toBe('Only in English');
  });
});

describe('the page', () => {
  it('runs right to left in Arabic, with its title, and left to right again after it', async () => {
    await i18n.changeLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.title).toBe('المكتب الخلفي للسفر');
    await i18n.changeLanguage('de');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('de');
  });

  it('names Danish by its tag, da, though the console calls it dk', async () => {
    await i18n.changeLanguage('dk');
    expect(document.documentElement.lang).toBe('da');
    expect(document.cookie).toContain('i18n_redirected=dk');
  });
});
