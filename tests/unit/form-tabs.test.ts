import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../server/areas/load-registry.ts';
import { formPanels } from '../../src/screens/form/model/formLayout.ts';
import { firstTabOf, panelOfPath, problemsPerPanel, tabKeys } from '../../src/screens/form/model/formTabs.ts';
import { repository, useRegistryCopy } from './support/registryCopy.ts';

// The resource keyword `form.layout` (docs/resources.md): a generated form's panels as tabs, each tab
// saying how many of its fields have a problem, the first such tab shown after a refused save.

const { root, edit, problemsOf } = useRegistryCopy();
const registry = loadRegistry(repository);
const journeys = registry.resource('journeys/journeys')!;
const layout = formPanels(journeys.entity, 'edit');

describe('form.layout', () => {
  it('is tabs for the journeys and panels for every other resource by default', () => {
    expect(journeys.form.layout).toBe('tabs');
    expect(registry.resource('tickets/artists')?.form.layout).toBe('panels');
  });

  it('is panels unless the resource says tabs, and nothing else', () => {
    edit<Record<string, unknown>[]>('resources/test.json', (resources) => (resources[0]!.form = { layout: 'tabs' }));
    expect(loadRegistry(root()).resource('test/makers')?.form).toEqual({ openPanels: 1, layout: 'tabs' });
    edit<Record<string, unknown>[]>('resources/test.json', (resources) => (resources[0]!.form = { layout: 'columns' }));
    expect(problemsOf().map(({ pointer }) => pointer)).toContain('/0/form/layout');
  });
});

describe('the tabs of a tabbed form', () => {
  it('are the journey editor’s ten tabs of spec 1 §2, the map after the images, the system last', () => {
    expect(tabKeys(layout, [{ key: 'map', after: 'images' }])).toEqual([
      'general',
      'texts',
      'hotels',
      'dates',
      'images',
      'map',
      'extras',
      'boarding',
      'boarding_groups',
      'meta',
      'system',
    ]);
    expect(tabKeys(layout, [{ key: 'last' }]).at(-1)).toBe('last');
    expect(tabKeys(layout, [{ key: 'odd', after: 'nowhere' }]).at(-1)).toBe('odd');
  });

  it('place a field, also inside a row, in its panel', () => {
    const cases: [string, string | undefined][] = [
      ['title', 'general'],
      ['online', 'general'],
      ['introduction', 'texts'],
      ['itinerary.2.latitude', 'texts'],
      ['dates.1.price', 'dates'],
      ['images', 'images'],
      ['boarding_groups', 'boarding_groups'],
      ['meta_title', 'meta'],
      ['version', 'system'],
      ['nothing', undefined],
    ];
    for (const [path, panel] of cases) expect(panelOfPath(layout, path), path).toBe(panel);
  });

  it('count the fields with a problem per tab, a row’s problems once for its field', () => {
    const counts = problemsPerPanel(layout, ['title', 'online', 'dates', 'dates.0.price', 'meta_canonical']);
    expect(Object.fromEntries(counts)).toEqual({ general: 2, dates: 1, meta: 1 });
    expect(problemsPerPanel(layout, []).size).toBe(0);
  });

  it('show the first tab, in tab order, of those holding a problem', () => {
    const tabs = tabKeys(layout, [{ key: 'map', after: 'images' }]);
    expect(firstTabOf(tabs, ['meta', 'dates'])).toBe('dates');
    expect(firstTabOf(tabs, ['map', 'extras'])).toBe('map');
    expect(firstTabOf(tabs, [])).toBeUndefined();
  });
});
