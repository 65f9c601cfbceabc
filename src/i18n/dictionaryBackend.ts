import type { BackendModule } from 'i18next';
import { loadRightToLeftStyles } from '../theme/directionCache';
import { requestDictionary } from './dictionaryRequest';
import { languageDirection } from './languages';
import { COMMON } from './namespaces';

/**
 * An i18next backend that loads what a language needs before it is shown: `locales/<language>/<namespace>.json`
 * from the server, and with the common dictionary of a language written right to left, the styles that mirror
 * the layout. The browser downloads only the languages and areas i18next asks for.
 */
export const dictionaryBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    const styles = namespace === COMMON && languageDirection(language) === 'rtl' ? loadRightToLeftStyles() : undefined;
    Promise.all([requestDictionary(language, namespace), styles]).then(
      ([dictionary]) => callback(null, dictionary),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};
