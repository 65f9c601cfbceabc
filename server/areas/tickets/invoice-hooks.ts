import { sql, type Kysely } from 'kysely';
import type { EntityHooks } from '../../crud/entity-hooks.ts';
import { dynamic } from '../../crud/crud-context.ts';
import type { Tables } from '../../db/tables.ts';
import { ApiError, type FieldError } from '../../errors.ts';
import { businessToday, invoiceDateRefusal } from './invoice-date.ts';
import { formatInvoiceNumber, nextCounter, periodOf, type CounterReset } from './invoice-number.ts';
import { invoiceTotals, type InvoiceLine } from './invoice-totals.ts';

interface InvoiceConfig {
  id_tk_invoice_config: number;
  prefix: string;
  current_number: number;
  counter_period: string | null;
  last_invoice_date: string | null;
  template_format: string;
  counter_reset: CounterReset;
  is_active: boolean;
}

const refused = (message: string, error: FieldError) => new ApiError('Unprocessable', message, { errors: [error] });

const DATE_MESSAGES = {
  'tickets.invoice.date_in_future': 'An invoice cannot be dated after today',
  'tickets.invoice.date_before_period': 'The date lies before the open numbering period',
  'tickets.invoice.date_before_last': "The date lies before the configuration's last invoice",
} as const;

/** The configuration, locked until the creating transaction ends: invoices of one configuration queue here. */
const lockConfig = async (trx: Kysely<Tables>, id: unknown) =>
  (await dynamic(trx)
    .selectFrom('tk_invoice_config')
    .select([
      'id_tk_invoice_config',
      'prefix',
      'current_number',
      'counter_period',
      'last_invoice_date',
      'template_format',
      'counter_reset',
      'is_active',
    ])
    .where('id_tk_invoice_config', '=', id)
    .forUpdate()
    .executeTakeFirst()) as InvoiceConfig | undefined;

/**
 * A new invoice is dated today unless it names an earlier day of the open period (invoice-date.ts),
 * and gets the next number of its configuration, in the creating transaction and under the
 * configuration row's lock, so that numbers have no gaps and no duplicates and follow the dates;
 * the counter starts again at 1 in a new period. From its first invoice on, the configuration's
 * counter is locked (`has_invoices`, `x-locked-when`), and so are the totals of the order it names
 * (`invoiced`). Its totals are computed from its lines.
 */
export const invoiceHooks: EntityHooks = {
  async beforeWrite({ trx, context, action, values }) {
    if (action !== 'create') return values;
    const config = await lockConfig(trx, values.id_tk_invoice_config);
    if (!config)
      throw refused('The invoice configuration does not exist', {
        field: 'id_tk_invoice_config',
        key: 'error.not_found',
      });
    if (!config.is_active)
      throw refused('The invoice configuration is not active', {
        field: 'id_tk_invoice_config',
        key: 'tickets.invoice.config_inactive',
      });

    const today = businessToday();
    const date = typeof values.date === 'string' ? values.date : today;
    const refusal = invoiceDateRefusal(date, {
      today,
      reset: config.counter_reset,
      lastDate: config.last_invoice_date,
    });
    if (refusal) throw refused(DATE_MESSAGES[refusal.key], { field: 'date', ...refusal });

    const period = periodOf(config.counter_reset, date);
    const counter = nextCounter(config, period);
    // The version moves too: a form that still shows the old counter has to load the configuration again.
    await dynamic(trx)
      .updateTable('tk_invoice_config')
      .set({
        current_number: counter,
        counter_period: period,
        last_invoice_date: date,
        has_invoices: true,
        version: sql`version + 1`,
      })
      .where('id_tk_invoice_config', '=', config.id_tk_invoice_config)
      .execute();

    // An invoiced order's totals are locked (`invoiced`, `x-locked-when`); a form that shows them open loads again.
    if (typeof values.id_tk_order === 'number')
      await dynamic(trx)
        .updateTable('tk_order')
        .set({ invoiced: true, version: sql`version + 1` })
        .where('id_tk_order', '=', values.id_tk_order)
        .where('invoiced', '=', false)
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
