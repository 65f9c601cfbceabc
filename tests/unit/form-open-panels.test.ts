import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../server/areas/load-registry.ts';
import { formPanels } from '../../src/screens/form/model/formLayout.ts';
import { panelsOpenAtStart } from '../../src/screens/form/hooks/usePanels.ts';
import { repository, useRegistryCopy } from './support/registryCopy.ts';

// The resource keyword `form.openPanels` (docs/resources.md): how many panels a generated form opens
// with (spec 1 §2: the web menu's first two, every other form its first).

const { root, edit, problemsOf } = useRegistryCopy();
const repositoryRegistry = loadRegistry(repository);

describe('form.openPanels', () => {
  it('opens the web menu’s first two panels and every other form’s first', () => {
    const menus = repositoryRegistry.resource('internet/web-menus')!;
    expect(menus.form).toEqual({ openPanels: 2, layout: 'panels' });
    for (const name of ['internet/content', 'internet/web-menu-items', 'tickets/artists'])
      expect(repositoryRegistry.resource(name)?.form, name).toEqual({ openPanels: 1, layout: 'panels' });

    const keys = formPanels(menus.entity, 'edit').map((panel) => panel.key);
    expect(keys).toEqual(['general', 'placement', 'system']);
    const open = panelsOpenAtStart(keys, menus.form.openPanels);
    expect(keys.map((key) => open.has(key))).toEqual([true, true, false]);

    const content = repositoryRegistry.resource('internet/content')!;
    const contentKeys = formPanels(content.entity, 'edit').map((panel) => panel.key);
    expect(contentKeys).toEqual(['general', 'meta', 'system']);
    const contentOpen = panelsOpenAtStart(contentKeys, content.form.openPanels);
    expect(contentKeys.map((key) => contentOpen.has(key))).toEqual([true, false, false]);
  });

  it('is 1 unless the resource says otherwise, and any number from 0', () => {
    expect(loadRegistry(root()).resource('test/makers')?.form).toEqual({ openPanels: 1, layout: 'panels' });
    edit<Record<string, unknown>[]>('resources/test.json', (resources) => (resources[0]!.form = { openPanels: 0 }));
    expect(loadRegistry(root()).resource('test/makers')?.form).toEqual({ openPanels: 0, layout: 'panels' });
  });

  it.each([
    [{ openPanels: -1 }, '/0/form/openPanels', 'must be >= 0'],
    [{ openPanels: 1.5 }, '/0/form/openPanels', 'must be integer'],
    [{ open: 2 }, '/0/form', 'unknown keyword "open"'],
  ])('refuses %j', (form, pointer, message) => {
    edit<Record<string, unknown>[]>('resources/test.json', (resources) => (resources[0]!.form = form));
    expect(problemsOf()).toContainEqual({ file: 'resources/test.json', pointer, message });
  });
});
