import { describe, expect, it } from 'vitest';
import { renderInvoicePdf, type InvoiceDocument } from '../../server/areas/tickets/invoice-pdf.ts';
import { invoiceTotals } from '../../server/areas/tickets/invoice-totals.ts';

/** The text runs of an uncompressed PDF page: pdfkit writes them as hex strings split for kerning. */
function pdfTexts(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\[(.*?)\] TJ/g)].map(([, run]) =>
    [...(run ?? '').matchAll(/<([0-9a-f]*)>/g)]
      .map(([, hex]) => Buffer.from(hex ?? '', 'hex').toString('latin1'))
      .join('')
      // WinAnsi, the standard fonts' encoding: 0x80 is the euro sign.
      .replaceAll('\u0080', '€')
      .replaceAll('\u00a0', ' '),
  );
}

const lines = [
  { title: 'Konzert Kategorie A, 21.11.2026 20:00', quantity: 2, unit_price: 59.5, vat_rate: 19 },
  { title: 'Vorverkaufsgebühr', quantity: 2, unit_price: 2.14, vat_rate: 7 },
];
const invoice: InvoiceDocument = {
  number: 'RE-2026-00042',
  date: '2026-11-21',
  vat_rate: 19,
  recipient: { name: 'Erika Müller', street: 'Am Sande 1', zip: '21335', city: 'Lüneburg' },
  lines,
  ...invoiceTotals(lines, 19),
};
const tenant = {
  company: 'Heide Reisen GmbH',
  street: 'Bahnhofstraße 5',
  zip: '29221',
  city: 'Celle',
  ceo: 'Hanna Heide',
  court: 'Amtsgericht Lüneburg',
  RegistrationNumber: 'HRB 12345',
  companyId: 'DE123456789',
};

describe('the invoice PDF', () => {
  it('shows the company, the recipient, the lines, the VAT per rate and the totals', async () => {
    const pdf = await renderInvoicePdf(invoice, tenant, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const texts = pdfTexts(pdf);
    for (const expected of [
      'Heide Reisen GmbH',
      'Bahnhofstraße 5',
      '29221 Celle',
      'Erika Müller',
      '21335 Lüneburg',
      'Rechnung RE-2026-00042',
      'Rechnungsdatum: 21.11.2026',
      'Vorverkaufsgebühr',
      '59,50 €',
      '119,00 €',
      '4,28 €',
      'Nettobetrag',
      '104,00 €',
      'enthaltene MwSt. 7 %',
      '0,28 €',
      'enthaltene MwSt. 19 %',
      '19,00 €',
      'Gesamtbetrag',
      '123,28 €',
      'Geschäftsführung: Hanna Heide · Amtsgericht Lüneburg HRB 12345 · USt-IdNr.: DE123456789',
    ])
      expect(texts.join('\n')).toContain(expected);
  });

  it('goes on to a second page when the lines do not fit on one', async () => {
    const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page(?!s)/g)?.length;
    expect(pages(await renderInvoicePdf(invoice, tenant, { compress: false }))).toBe(1);
    const many = Array.from({ length: 30 }, (_, index) => ({
      title: `Ticket ${index + 1}`,
      quantity: 1,
      unit_price: 10,
    }));
    const pdf = await renderInvoicePdf({ ...invoice, lines: many, ...invoiceTotals(many, 19) }, tenant, {
      compress: false,
    });
    expect(pages(pdf)).toBe(2);
    expect(pdfTexts(pdf)).toContain('Ticket 30');
  });
});
