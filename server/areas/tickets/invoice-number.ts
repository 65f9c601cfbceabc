/** How often an invoice configuration starts counting again (spec 2 §4). */
export type CounterReset = 'yearly' | 'monthly' | 'never';

/** The numbering period of a date (`YYYY-MM-DD`): its year, its month, or one period for ever. */
export function periodOf(reset: CounterReset, date: string): string {
  if (reset === 'yearly') return date.slice(0, 4);
  if (reset === 'monthly') return date.slice(0, 7);
  return '';
}

/**
 * The counter of a configuration's next invoice in `period`: one on from its current number in the
 * same period, or before it has a period (the start number an administrator set); 1 in a new period.
 */
export function nextCounter(config: { current_number: number; counter_period: string | null }, period: string) {
  return config.counter_period === null || config.counter_period === period ? config.current_number + 1 : 1;
}

const PLACEHOLDER = /\{(prefix|year|month|counter)(?::(\d{1,2}))?\}/g;

/** Whether a template names the counter and the parts that keep numbers of different periods apart. */
export function templateProblems(template: string, reset: CounterReset): string[] {
  const names = new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]));
  const problems: string[] = [];
  if (!names.has('counter')) problems.push('counter');
  if (reset !== 'never' && !names.has('year')) problems.push('year');
  if (reset === 'monthly' && !names.has('month')) problems.push('month');
  return problems;
}

/** An invoice number from its configuration's template: `{prefix}-{year}-{counter:5}` → `RE-2026-00042`. */
export function formatInvoiceNumber(
  template: string,
  parts: { prefix: string; date: string; counter: number },
): string {
  return template.replaceAll(PLACEHOLDER, (_match, name: string, width?: string) => {
    if (name === 'prefix') return parts.prefix;
    if (name === 'year') return parts.date.slice(0, 4);
    if (name === 'month') return parts.date.slice(5, 7);
    return String(parts.counter).padStart(Number(width ?? 0), '0');
  });
}
