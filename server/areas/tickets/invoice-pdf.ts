import { euro, germanDate, joined, tenantLetter, text } from '../../pdf/tenant-letter.ts';
import type { Tenant } from '../../tenants/find-tenant.ts';
import { lineGross, vatByRate, type InvoiceLine } from './invoice-totals.ts';

export interface InvoiceDocument {
  number: string;
  /** `YYYY-MM-DD`. */
  date: string;
  vat_rate: number;
  recipient: Record<string, string | undefined>;
  lines: InvoiceLine[];
  net_total: number;
  vat_total: number;
  gross_total: number;
}

const LEFT = 56;
const RIGHT = 539;
/** Column x positions of the lines table: item, quantity, unit price, VAT, amount. */
const COLUMNS = { title: LEFT, quantity: 300, unit: 350, vat: 430, amount: 470 } as const;

/**
 * An invoice as a PDF (A4, German, as the tenant's customers read it): the tenant's company data,
 * the recipient, the lines, VAT per rate and the totals. `compress: false` keeps the text readable
 * for tests.
 */
export function renderInvoicePdf(invoice: InvoiceDocument, tenant: Tenant, { compress = true } = {}): Promise<Buffer> {
  const { document, finished } = tenantLetter(tenant, {
    title: `Rechnung ${invoice.number}`,
    margin: LEFT,
    right: RIGHT,
    top: 56,
    compress,
  });

  const recipient = invoice.recipient;
  const address = [
    text(recipient.company),
    text(recipient.name),
    text(recipient.street),
    joined(recipient.zip, recipient.city),
    text(recipient.country),
  ].filter(Boolean);
  document.fontSize(10).text(address.join('\n'), LEFT, 150, { width: 250 });

  document.font('Helvetica-Bold').fontSize(16).text(`Rechnung ${invoice.number}`, LEFT, 250);
  document
    .font('Helvetica')
    .fontSize(10)
    .text(`Rechnungsdatum: ${germanDate(invoice.date)}`, LEFT, 274);

  let y = 310;
  const row = (cells: Record<keyof typeof COLUMNS, string>, bold = false) => {
    document.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    document.text(cells.title, COLUMNS.title, y, { width: COLUMNS.quantity - COLUMNS.title - 8 });
    const height = document.heightOfString(cells.title, { width: COLUMNS.quantity - COLUMNS.title - 8 });
    document.text(cells.quantity, COLUMNS.quantity, y, { width: 40, align: 'right' });
    document.text(cells.unit, COLUMNS.unit, y, { width: 70, align: 'right' });
    document.text(cells.vat, COLUMNS.vat, y, { width: 35, align: 'right' });
    document.text(cells.amount, COLUMNS.amount, y, { width: RIGHT - COLUMNS.amount, align: 'right' });
    y += Math.max(height, 14) + 6;
  };
  row({ title: 'Bezeichnung', quantity: 'Menge', unit: 'Einzelpreis', vat: 'MwSt.', amount: 'Betrag' }, true);
  document
    .moveTo(LEFT, y - 3)
    .lineTo(RIGHT, y - 3)
    .stroke();
  for (const line of invoice.lines) {
    if (y > 700) {
      document.addPage();
      y = 56;
    }
    row({
      title: line.title,
      quantity: String(line.quantity),
      unit: euro.format(line.unit_price),
      vat: `${line.vat_rate ?? invoice.vat_rate} %`,
      amount: euro.format(lineGross(line)),
    });
  }
  document.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 10;

  const total = (label: string, amount: number, bold = false) => {
    document.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    document.text(label, 300, y, { width: 160 });
    document.text(euro.format(amount), COLUMNS.amount - 40, y, { width: RIGHT - COLUMNS.amount + 40, align: 'right' });
    y += 16;
  };
  total('Nettobetrag', invoice.net_total);
  for (const { rate, vat } of vatByRate(invoice.lines, invoice.vat_rate)) total(`enthaltene MwSt. ${rate} %`, vat);
  total('Gesamtbetrag', invoice.gross_total, true);

  const legal = [
    text(tenant.ceo) && `Geschäftsführung: ${text(tenant.ceo)}`,
    joined(tenant.court, tenant.RegistrationNumber),
    text(tenant.companyId) && `USt-IdNr.: ${text(tenant.companyId)}`,
  ].filter(Boolean);
  if (legal.length > 0)
    document
      .font('Helvetica')
      .fontSize(8)
      .text(legal.join(' · '), LEFT, 760, { width: RIGHT - LEFT, align: 'center' });

  document.end();
  return finished;
}
