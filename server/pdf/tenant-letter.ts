import PDFDocument from 'pdfkit';
import type { Tenant } from '../tenants/find-tenant.ts';

export const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
/** YYYY-MM-DD as DD.MM.YYYY (spec 1 §9). */
export const germanDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
export const joined = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(' ');

/**
 * An A4 document the tenant sends (an invoice, a commission statement), with its company data at the
 * top right from `top` on; `finished` is the PDF once the caller ends the document. `compress: false`
 * keeps the text readable for tests.
 */
export function tenantLetter(
  tenant: Tenant,
  {
    title,
    margin,
    right,
    top,
    compress = true,
  }: { title: string; margin: number; right: number; top: number; compress?: boolean },
) {
  const document = new PDFDocument({ size: 'A4', margin, compress, info: { Title: title } });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  const company = [
    text(tenant.company) || text(tenant.name),
    text(tenant.street),
    joined(tenant.zip, tenant.city),
    text(tenant.country),
    text(tenant.tel) && `Tel. ${text(tenant.tel)}`,
    text(tenant.email),
    text(tenant.web),
  ].filter(Boolean);
  document
    .font('Helvetica')
    .fontSize(9)
    .text(company.join('\n'), 340, top, { width: right - 340, align: 'right' });
  return { document, finished };
}
