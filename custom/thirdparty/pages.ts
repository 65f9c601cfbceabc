import type { CustomPageDeclarations } from '../../src/console';

/**
 * A third-party provider's edit screen: `custom/thirdparty/provider` in resources/configs.json, at
 * `/basedata/thirdparty/{id}` and by the provider's key, `/basedata/thirdparty/provider/facebook` (spec 1 §2).
 */
export const pages: CustomPageDeclarations = {
  provider: { load: () => import('./ProviderEditPage'), aliases: { edit: ['/provider/:provider'] } },
};
