import type { BackendModule, ResourceKey } from 'i18next';
import { loadRightToLeftStyles } from '../theme/directionCache';
import { languageDirection } from './languages';
import { COMMON } from './namespaces';

/** One chunk per dictionary: the browser downloads only the languages and areas i18next asks for. */
const dictionaries = import.meta.glob<ResourceKey>('../../locales/*/*.json', { import: 'default' });

/**
 * An i18next backend that loads what a language needs before it is shown: `locales/<language>/<namespace>.json`,
 * and with the common dictionary of a language written right to left, the styles that mirror the layout.
 */
export const dictionaryBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    const load = dictionaries[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No dictionary "${namespace}" for the language "${language}"`), false);
      return;
    }
    const styles = namespace === COMMON && languageDirection(language) === 'rtl' ? loadRightToLeftStyles() : undefined;
    Promise.all([load(), styles]).then(
      ([dictionary]) => callback(null, dictionary),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};
