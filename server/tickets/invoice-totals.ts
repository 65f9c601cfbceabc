export interface InvoiceLine {
  title: string;
  quantity: number;
  /** Gross, VAT included, as ticket prices are. */
  unit_price: number;
  vat_rate?: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** An invoice's totals from its lines; a line without its own VAT rate has the invoice's. */
export function invoiceTotals(lines: readonly InvoiceLine[], vatRate: number) {
  let gross = 0;
  let vat = 0;
  for (const line of lines) {
    const lineGross = cents(line.quantity * line.unit_price);
    const rate = line.vat_rate ?? vatRate;
    gross += lineGross;
    vat += cents((lineGross * rate) / (100 + rate));
  }
  return { gross_total: cents(gross), vat_total: cents(vat), net_total: cents(gross - vat) };
}
