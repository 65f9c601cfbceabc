import PDFDocument from 'pdfkit';

/** A one-page A4 PDF with a heading and lines of text, as Ratio's invoice templates print them. */
export function renderRatioPdf(title: string, lines: readonly string[]): Promise<Buffer> {
  const document = new PDFDocument({ size: 'A4', margin: 56, compress: false, info: { Title: title } });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  document.font('Helvetica-Bold').fontSize(16).text(title).moveDown();
  document.font('Helvetica').fontSize(10);
  for (const line of lines) document.text(line);
  document.end();
  return done;
}
