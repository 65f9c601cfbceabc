// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../registry/types.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { useAreaTranslation } from '../../src/i18n/useAreaTranslation.ts';
import { registry } from '../../src/registry/registry.ts';
import { dictionary } from './support/dictionary.ts';

const loaded = () => Object.keys(i18n.store.data).sort();

afterAll(() => i18n.changeLanguage('en'));

describe('the dictionaries', () => {
  it('are loaded on demand: at first only English, then each language once chosen', async () => {
    expect(loaded()).toEqual(['en']);
    await i18n.changeLanguage('fr');
    expect(loaded()).toEqual(['en', 'fr']);
    expect(i18n.t('buttons.logout')).toBe('Se déconnecter');
  });

  it('fall back to English for a key a language lacks', async () => {
    await i18n.changeLanguage('ja');
    i18n.addResource('en', 'common', 'test.only_english', 'Only in English');
    expect(i18n.t('test.only_english')).toBe('Only in English');
  });

  it('show the keys of a dictionary that cannot be loaded, and the texts of the others still', async () => {
    await i18n.loadNamespaces('nowhere');
    expect(i18n.hasResourceBundle(i18n.language, 'nowhere')).toBe(false);
    expect(i18n.t('nowhere.title', { ns: 'nowhere' })).toBe('nowhere.title');
    expect(i18n.t('buttons.logout', { lng: 'fr' })).toBe('Se déconnecter');
  });
});

const NAME_KEY = 'tickets.entities.genre.fields.name';

/** A screen of a resource, as the generated and bespoke pages begin. */
function GenresScreen() {
  const { t } = useAreaTranslation(registry.resource('tickets/genres') as ResourceDefinition);
  return createElement(
    'main',
    null,
    createElement('h1', null, t(NAME_KEY)),
    createElement('p', null, t('list.create')),
  );
}

describe('the area dictionaries', () => {
  it('are loaded with a screen of their area, the common one at start', async () => {
    expect(i18n.hasLoadedNamespace('common')).toBe(true);
    expect(i18n.hasLoadedNamespace('tickets')).toBe(false);
    render(createElement(Suspense, { fallback: 'loading' }, createElement(GenresScreen)));
    const texts = (dictionary(i18n.language).tickets as { entities: { genre: { fields: { name: string } } } }).entities;
    expect((await screen.findByRole('heading')).textContent).toBe(texts.genre.fields.name);
    expect(screen.getByRole('paragraph').textContent).toBe(
      (dictionary(i18n.language).list as { create: string }).create,
    );
    expect(i18n.hasLoadedNamespace('tickets')).toBe(true);
    expect(i18n.hasLoadedNamespace('users')).toBe(false);
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
