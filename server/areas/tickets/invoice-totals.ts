export interface InvoiceLine {
  title: string;
  quantity: number;
  /** Gross, VAT included, as ticket prices are. */
  unit_price: number;
  vat_rate?: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

export const lineGross = (line: InvoiceLine) => cents(line.quantity * line.unit_price);

/** The VAT a line's gross amount holds at its rate. */
const lineVat = (line: InvoiceLine, rate: number) => cents((lineGross(line) * rate) / (100 + rate));

/** An invoice's totals from its lines; a line without its own VAT rate has the invoice's. */
export function invoiceTotals(lines: readonly InvoiceLine[], vatRate: number) {
  let gross = 0;
  let vat = 0;
  for (const line of lines) {
    gross += lineGross(line);
    vat += lineVat(line, line.vat_rate ?? vatRate);
  }
  return { gross_total: cents(gross), vat_total: cents(vat), net_total: cents(gross - vat) };
}

/** The VAT an invoice holds per rate, lowest rate first, as the invoice shows it. */
export function vatByRate(lines: readonly InvoiceLine[], vatRate: number): { rate: number; vat: number }[] {
  const byRate = new Map<number, number>();
  for (const line of lines) {
    const rate = line.vat_rate ?? vatRate;
    byRate.set(rate, cents((byRate.get(rate) ?? 0) + lineVat(line, rate)));
  }
  return [...byRate].sort(([a], [b]) => a - b).map(([rate, vat]) => ({ rate, vat }));
}
