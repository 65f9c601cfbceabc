// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../src/i18n/i18n.ts';
import { i18nProvider } from '../../src/i18n/i18nProvider.ts';

describe('i18nProvider', () => {
  beforeEach(async () => {
    await i18nProvider.changeLocale('en');
  });

  it('translates a key with interpolation', () => {
    expect(i18nProvider.translate('home.welcome', { name: 'Sabine' })).toBe('Welcome, Sabine');
  });

  it('uses a string second argument as the default text, as Refine passes it', () => {
    expect(i18nProvider.translate('buttons.no_such_key', 'Save changes')).toBe('Save changes');
    expect(i18nProvider.translate('buttons.no_such_key', {}, 'Delete')).toBe('Delete');
  });

  it('switches language and keeps it in the i18n_redirected cookie', async () => {
    await i18nProvider.changeLocale('de');
    expect(i18nProvider.getLocale()).toBe('de');
    expect(i18nProvider.translate('buttons.logout')).toBe('Abmelden');
    expect(document.cookie).toContain('i18n_redirected=de');
    expect(document.documentElement.lang).toBe('de');
    expect(i18n.language).toBe('de');
  });
});
