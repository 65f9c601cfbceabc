import { euro, germanDate, tenantLetter } from '../../pdf/tenant-letter.ts';
import type { Tenant } from '../../tenants/find-tenant.ts';
import type { CommissionStatement } from '../../../domain/agencies/agency-answers.ts';

const percent = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

const LEFT = 40;
const RIGHT = 555;
/** Column x positions: number, booker, journey, start, price, commission. */
const COLUMNS = { number: LEFT, booker: 105, title: 215, start: 365, price: 425, commission: 490 } as const;

/**
 * The agency's commission statement as a PDF (A4, German): the tenant's company data, the agency,
 * the period and rate, one line per booking and the totals. `compress: false` keeps the text
 * readable for tests.
 */
export function renderCommissionPdf(
  statement: CommissionStatement,
  tenant: Tenant,
  { compress = true } = {},
): Promise<Buffer> {
  const { document, finished } = tenantLetter(tenant, {
    title: 'Provisionsabrechnung',
    margin: LEFT,
    right: RIGHT,
    top: 40,
    compress,
  });

  const { agency, from, till, rows, totals } = statement;
  document.font('Helvetica-Bold').fontSize(16).text('Provisionsabrechnung', LEFT, 130);
  document
    .font('Helvetica')
    .fontSize(10)
    .text(`Agentur: ${agency?.name ?? '–'}`, LEFT, 156)
    .text(`Zeitraum: ${germanDate(from)} bis ${germanDate(till)}`, LEFT, 170)
    .text(`Provisionssatz: ${percent.format(agency?.commission_rate ?? 0)} %`, LEFT, 184);

  let y = 215;
  const row = (cells: Record<keyof typeof COLUMNS, string>, bold = false) => {
    document.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const heights = [
      document.heightOfString(cells.booker, { width: COLUMNS.title - COLUMNS.booker - 6 }),
      document.heightOfString(cells.title, { width: COLUMNS.start - COLUMNS.title - 6 }),
    ];
    document.text(cells.number, COLUMNS.number, y, { width: COLUMNS.booker - COLUMNS.number - 6 });
    document.text(cells.booker, COLUMNS.booker, y, { width: COLUMNS.title - COLUMNS.booker - 6 });
    document.text(cells.title, COLUMNS.title, y, { width: COLUMNS.start - COLUMNS.title - 6 });
    document.text(cells.start, COLUMNS.start, y, { width: COLUMNS.price - COLUMNS.start - 6 });
    document.text(cells.price, COLUMNS.price, y, { width: COLUMNS.commission - COLUMNS.price - 6, align: 'right' });
    document.text(cells.commission, COLUMNS.commission, y, { width: RIGHT - COLUMNS.commission, align: 'right' });
    y += Math.max(...heights, 10) + 5;
  };
  row(
    { number: 'Vorgang', booker: 'Bucher', title: 'Reise', start: 'Beginn', price: 'Preis', commission: 'Provision' },
    true,
  );
  document
    .moveTo(LEFT, y - 3)
    .lineTo(RIGHT, y - 3)
    .stroke();
  for (const line of rows) {
    if (y > 760) {
      document.addPage();
      y = 40;
    }
    row({
      number: line.number,
      booker: line.booker ?? '',
      title: line.title,
      start: germanDate(line.journey_start),
      price: euro.format(line.price),
      commission: euro.format(line.commission),
    });
  }
  document.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 8;
  row(
    {
      number: 'Summe',
      booker: `${totals.bookings} Buchungen`,
      title: '',
      start: '',
      price: euro.format(totals.price),
      commission: euro.format(totals.commission),
    },
    true,
  );

  document.end();
  return finished;
}
