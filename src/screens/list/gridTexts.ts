import type { GridLocaleText } from '@mui/x-data-grid';
import type { deDE } from '@mui/x-data-grid/locales';

type GridTexts = Partial<GridLocaleText>;
/** Every grid locale has this shape. */
type GridLocale = typeof deDE;

/** One chunk per language (gridLocales/<code>.ts): a list downloads only the grid texts of its user's language. */
const locales = import.meta.glob<GridLocale>('./gridLocales/*.ts', { import: 'default' });

const loaded = new Map<string, GridTexts>();
const loading = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

/**
 * Loads the grid's own texts in a console language; English, the grid's default, has none to
 * load. Resolves once they are there (or failed to load: the grid then speaks English).
 */
export function loadGridTexts(language: string): Promise<void> {
  const load = locales[`./gridLocales/${language}.ts`];
  if (!load || loaded.has(language)) return Promise.resolve();
  const pending =
    loading.get(language) ??
    load().then(
      (locale) => {
        loaded.set(language, locale.components.MuiDataGrid.defaultProps.localeText);
        for (const listener of listeners) listener();
      },
      () => {
        loading.delete(language);
      },
    );
  loading.set(language, pending);
  return pending;
}

/** The grid texts loaded for a language so far, if any. */
export const gridTextsOf = (language: string): GridTexts | undefined => loaded.get(language);

export function subscribeToGridTexts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
