import type { EntityHooks } from '../crud/entity-hooks.ts';
import { dynamic } from '../crud/crud-context.ts';
import { TIME_ZONE } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { formatInvoiceNumber, periodOf, type CounterReset } from './invoice-number.ts';
import { invoiceTotals, type InvoiceLine } from './invoice-totals.ts';

interface InvoiceConfig {
  id_tk_invoice_config: number;
  prefix: string;
  current_number: number;
  counter_period: string | null;
  template_format: string;
  counter_reset: CounterReset;
  is_active: boolean;
}

const refused = (field: string, key: string, message: string) =>
  new ApiError('Unprocessable', message, { errors: [{ field, key }] });

/** Today in the business's time zone, as `YYYY-MM-DD`. */
const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE }).format(new Date());

/**
 * A new invoice gets the next number of its configuration, in the creating transaction and under
 * the configuration row's lock, so that numbers have no gaps and no duplicates; the counter starts
 * again at 1 in a new period. Its totals are computed from its lines.
 */
export const invoiceHooks: EntityHooks = {
  async beforeWrite({ trx, context, action, values }) {
    if (action !== 'create') return values;
    const config = (await dynamic(trx)
      .selectFrom('tk_invoice_config')
      .select([
        'id_tk_invoice_config',
        'prefix',
        'current_number',
        'counter_period',
        'template_format',
        'counter_reset',
        'is_active',
      ])
      .where('id_tk_invoice_config', '=', values.id_tk_invoice_config)
      .forUpdate()
      .executeTakeFirst()) as InvoiceConfig | undefined;
    if (!config) throw refused('id_tk_invoice_config', 'error.not_found', 'The invoice configuration does not exist');
    if (!config.is_active)
      throw refused(
        'id_tk_invoice_config',
        'tickets.invoice.config_inactive',
        'The invoice configuration is not active',
      );

    const date = typeof values.date === 'string' ? values.date : today();
    const period = periodOf(config.counter_reset, date);
    // No period yet: the configuration continues from the number an administrator set.
    if (config.counter_period !== null && period < config.counter_period)
      throw refused('date', 'tickets.invoice.date_before_period', 'The date lies before the current numbering period');
    const counter = config.counter_period === null || period === config.counter_period ? config.current_number + 1 : 1;
    await dynamic(trx)
      .updateTable('tk_invoice_config')
      .set({ current_number: counter, counter_period: period })
      .where('id_tk_invoice_config', '=', config.id_tk_invoice_config)
      .execute();

    const defaultRate = Number(context.resource.entity.fields.vat_rate?.schema.default ?? 0);
    const vatRate = typeof values.vat_rate === 'number' ? values.vat_rate : defaultRate;
    return {
      ...values,
      date,
      vat_rate: vatRate,
      number: formatInvoiceNumber(config.template_format, { prefix: config.prefix, date, counter }),
      ...invoiceTotals((values.lines ?? []) as InvoiceLine[], vatRate),
    };
  },
};
