import type { EntityHooks } from '../../crud/entity-hooks.ts';
import { dynamic } from '../../crud/crud-context.ts';

/** The sub-configurations a configuration owns: each table, whose id column the configuration names `id_<table>`. */
const OWNED_TABLES = [
  'app_config_settings',
  'app_config_logos',
  'app_config_info',
  'app_config_features',
  'app_config_links',
  'app_config_colors',
] as const;

/**
 * A configuration owns its six sub-configurations (each linked to it alone): deleting it deletes them,
 * in the same transaction, so that none is left behind unlinked.
 */
export const appConfigHooks: EntityHooks = {
  async afterChange({ trx, action, before }) {
    if (action !== 'delete' && action !== 'force-delete') return;
    for (const table of OWNED_TABLES) {
      const id = before?.[`id_${table}`];
      if (typeof id === 'number') await dynamic(trx).deleteFrom(table).where(`id_${table}`, '=', id).execute();
    }
  },
};
