import type { Kysely } from 'kysely';
import type { EntityHooks } from '../../crud/entity-hooks.ts';
import { dynamic } from '../../crud/crud-context.ts';
import type { Tables } from '../../db/tables.ts';
import { ApiError } from '../../errors.ts';
import { templateProblems, type CounterReset } from './invoice-number.ts';

const TABLE = 'tk_invoice_config';
const ID = 'id_tk_invoice_config';

const oneDefault = () =>
  new ApiError('Unprocessable', 'Exactly one invoice configuration must be the default', {
    errors: [{ field: 'is_default', key: 'tickets.invoice_config.one_default' }],
  });

async function defaults(trx: Kysely<Tables>): Promise<number> {
  const row = await dynamic(trx)
    .selectFrom(TABLE)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('is_default', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Invoice configurations: exactly one is the default (the first becomes it; choosing another
 * moves it; it cannot be unset or deleted while others remain), and the number format names the
 * counter and what tells the periods apart.
 */
export const invoiceConfigHooks: EntityHooks = {
  async beforeWrite({ trx, action, values, before }) {
    const merged = { ...before, ...values };
    const problems = templateProblems(String(merged.template_format ?? ''), merged.counter_reset as CounterReset);
    if (problems.length > 0)
      throw new ApiError('Unprocessable', `The number format lacks ${problems.map((name) => `{${name}}`).join(', ')}`, {
        errors: [
          { field: 'template_format', key: 'tickets.invoice_config.template_invalid', params: { missing: problems } },
        ],
      });

    if (before?.is_default === true && values.is_default === false) throw oneDefault();
    const becomesDefault = values.is_default === true || (action === 'create' && (await defaults(trx)) === 0);
    if (becomesDefault) {
      let others = dynamic(trx).updateTable(TABLE).set({ is_default: false }).where('is_default', '=', true);
      if (before) others = others.where(ID, '!=', before[ID]);
      await others.execute();
    }
    return becomesDefault ? { ...values, is_default: true } : values;
  },

  async afterChange({ trx, action }) {
    if (action !== 'delete') return;
    const remaining = await dynamic(trx).selectFrom(TABLE).select(ID).limit(1).executeTakeFirst();
    if (remaining && (await defaults(trx)) === 0) throw oneDefault();
  },
};
