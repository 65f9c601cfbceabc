import type { Kysely } from 'kysely';
import type { Registry } from '../../../../registry/types.ts';
import { dynamic } from '../../../crud/crud-context.ts';
import type { Tables } from '../../../db/tables.ts';
import { demoRegistry } from '../../../db/seed/demo-registry.ts';
import { insertRows, insertRowsReturning, seedEntity } from '../../../db/seed/insert-rows.ts';
import { demoAppConfigs, demoProviders, SUB_CONFIG_KINDS } from './app-configs-data.ts';

/**
 * Two demo app configurations, each with its six sub-configurations linked, and the demo
 * third-party providers with their secrets (`secret_set` as the server would set it). Adds what is
 * missing (configurations by title, providers by key), in one transaction.
 */
export async function seedConfigs(db: Kysely<Tables>, registry: Registry = demoRegistry()) {
  return db.transaction().execute(async (trx) => {
    const configEntity = seedEntity(registry, 'configs/app-config');
    const titles = new Set(
      (await dynamic(trx).selectFrom(configEntity.table).select('title').execute()).map((row) => String(row.title)),
    );
    const newConfigs = demoAppConfigs.filter((config) => !titles.has(config.title));
    for (const config of newConfigs) {
      const links: Record<string, number> = {};
      for (const kind of SUB_CONFIG_KINDS) {
        const entity = seedEntity(registry, `configs/app-config-${kind}`);
        const values = config[kind];
        const [row] = await insertRowsReturning<Record<string, number>>(
          entity,
          Object.keys(values),
          [values],
          [entity.idField],
        )
          .execute(trx)
          .then((result) => result.rows);
        links[entity.idField] = row![entity.idField]!;
      }
      await insertRows(configEntity, ['title', ...Object.keys(links)], [{ title: config.title, ...links }]).execute(
        trx,
      );
    }

    const providerEntity = seedEntity(registry, 'configs/thirdparty-provider');
    const keys = new Set(
      (await dynamic(trx).selectFrom(providerEntity.table).select('provider').execute()).map((row) =>
        String(row.provider),
      ),
    );
    const providers = demoProviders
      .filter((provider) => !keys.has(provider.provider))
      .map((provider) => ({ ...provider, secret_set: provider.secret !== null }));
    if (providers.length > 0) await insertRows(providerEntity, Object.keys(providers[0]!), providers).execute(trx);
    return { appConfigs: newConfigs.length, thirdpartyProviders: providers.length };
  });
}
