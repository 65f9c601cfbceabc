import type { Insertable, Kysely } from 'kysely';
import type { Registry } from '../../../../registry/types.ts';
import type { NewsletterTemplateRow } from '../../../db/entity-tables.ts';
import type { Tables } from '../../../db/tables.ts';

const PRIMARY = '#004a69';

/** A mail's frame: a 600px table layout with the company's header and footer, as mail clients render it. */
const mail = (title: string, body: string, footer: string) => `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
</head>
<body style="margin:0;padding:0;background:#f2f4f6;font-family:Arial,Helvetica,sans-serif;color:#1f2d3a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f2f4f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff">
<tr><td style="background:${PRIMARY};padding:20px 32px;color:#ffffff;font-size:22px;font-weight:bold">Demo Reisen</td></tr>
${body}
<tr><td style="padding:20px 32px;background:#e8edf1;font-size:12px;color:#52616e;line-height:18px">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

const MARKETING_FOOTER =
  'Demo Reisen GmbH · Hauptstraße 1 · 12345 Musterstadt<br>' +
  'Sie erhalten diesen Newsletter, weil Sie ihn bei uns bestellt haben. ' +
  '<a href="[[UNSUB_LINK_DE]]" style="color:#52616e">Newsletter abbestellen</a>';

const heading = (text: string) =>
  `<tr><td style="padding:28px 32px 8px;font-size:24px;font-weight:bold;color:${PRIMARY}">${text}</td></tr>`;
const paragraph = (text: string) =>
  `<tr><td style="padding:8px 32px;font-size:15px;line-height:23px">${text}</td></tr>`;
const button = (label: string, href: string) =>
  `<tr><td style="padding:16px 32px 28px"><a href="${href}" style="display:inline-block;background:#f17e00;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:4px">${label}</a></td></tr>`;
const offer = (title: string, dates: string, price: string) =>
  `<tr><td style="padding:8px 32px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #d5dde3"><tr><td style="padding:14px 16px"><strong style="font-size:16px">${title}</strong><br><span style="font-size:13px;color:#52616e">${dates}</span></td><td align="right" style="padding:14px 16px;font-size:16px;font-weight:bold;color:${PRIMARY};white-space:nowrap">${price}</td></tr></table></td></tr>`;

type DemoTemplate = Insertable<NewsletterTemplateRow> & { name: string; mailjet_id: number };

/** The demo templates, German, with Mailjet IDs from 2001 that the Mailjet emulator mirrors. */
const TEMPLATES: readonly DemoTemplate[] = [
  {
    name: 'Monatsnewsletter',
    purpose: 'marketing',
    locale: 'de_DE',
    description: 'Der monatliche Überblick: neue Reisen, Termine mit freien Plätzen, Tipps aus dem Team.',
    mailjet_id: 2001,
    html_part: mail(
      'Monatsnewsletter',
      heading('Neues aus der Reisewelt') +
        paragraph(
          'Liebe Reisefreundinnen und Reisefreunde,<br>der Herbst ist da – und mit ihm unsere neuen Reiseideen für das kommende Jahr. Hier sind die Höhepunkte des Monats.',
        ) +
        offer('Gardasee mit Verona', '5 Tage · 12.–16. Mai 2027', 'ab 649 €') +
        offer('Städtereise Wien', '4 Tage · 3.–6. Juni 2027', 'ab 489 €') +
        offer('Rundreise Schottland', '9 Tage · 8.–16. Juli 2027', 'ab 1.390 €') +
        button('Alle Reisen ansehen', 'https://www.demo-reisen.example/reisen') +
        paragraph('Herzliche Grüße<br>Ihr Team von Demo Reisen'),
      MARKETING_FOOTER,
    ),
    text_part:
      'Neues aus der Reisewelt\n\nLiebe Reisefreundinnen und Reisefreunde,\nder Herbst ist da – und mit ihm unsere neuen Reiseideen für das kommende Jahr.\n\n' +
      '- Gardasee mit Verona, 5 Tage, 12.–16. Mai 2027, ab 649 €\n- Städtereise Wien, 4 Tage, 3.–6. Juni 2027, ab 489 €\n- Rundreise Schottland, 9 Tage, 8.–16. Juli 2027, ab 1.390 €\n\n' +
      'Alle Reisen: https://www.demo-reisen.example/reisen\n\nHerzliche Grüße\nIhr Team von Demo Reisen\n\nNewsletter abbestellen: [[UNSUB_LINK_DE]]\n',
  },
  {
    name: 'Adventsreisen',
    purpose: 'marketing',
    locale: 'de_DE',
    description: 'Weihnachtsmärkte und Adventsfahrten, jedes Jahr ab Oktober.',
    mailjet_id: 2002,
    html_part: mail(
      'Adventsreisen',
      heading('Zauberhafte Adventszeit') +
        paragraph(
          'Glühwein, Lichterglanz und der Duft gebrannter Mandeln: Erleben Sie die schönsten Weihnachtsmärkte mit uns – bequem im Reisebus, mit Abholung in Ihrer Nähe.',
        ) +
        offer('Weihnachtsmarkt Nürnberg', '2 Tage · 5.–6. Dezember 2026', 'ab 199 €') +
        offer('Dresdner Striezelmarkt', '3 Tage · 11.–13. Dezember 2026', 'ab 329 €') +
        offer('Advent in Salzburg', '4 Tage · 17.–20. Dezember 2026', 'ab 459 €') +
        button('Jetzt Plätze sichern', 'https://www.demo-reisen.example/advent') +
        paragraph('Wir freuen uns auf eine besinnliche Reise mit Ihnen!'),
      MARKETING_FOOTER,
    ),
    text_part:
      'Zauberhafte Adventszeit\n\nErleben Sie die schönsten Weihnachtsmärkte mit uns – bequem im Reisebus.\n\n' +
      '- Weihnachtsmarkt Nürnberg, 5.–6. Dezember 2026, ab 199 €\n- Dresdner Striezelmarkt, 11.–13. Dezember 2026, ab 329 €\n- Advent in Salzburg, 17.–20. Dezember 2026, ab 459 €\n\n' +
      'Jetzt Plätze sichern: https://www.demo-reisen.example/advent\n\nNewsletter abbestellen: [[UNSUB_LINK_DE]]\n',
  },
  {
    name: 'Kreuzfahrt-Special',
    purpose: 'marketing',
    locale: 'de_DE',
    description: 'Flusskreuzfahrten mit Frühbucherpreis.',
    mailjet_id: 2003,
    html_part: mail(
      'Kreuzfahrt-Special',
      heading('Leinen los: Frühbucher-Special') +
        paragraph(
          'Entdecken Sie Europas Flüsse vom Sonnendeck aus. Wer bis zum 31. Januar bucht, spart bis zu 200 € pro Person.',
        ) +
        offer('Donau: Passau – Wien – Budapest', '8 Tage · 20.–27. April 2027', 'ab 1.099 €') +
        offer('Rhein in Flammen', '5 Tage · 7.–11. August 2027', 'ab 799 €') +
        button('Kabine reservieren', 'https://www.demo-reisen.example/kreuzfahrten') +
        paragraph('Die Kabinen sind begrenzt – wir beraten Sie gern persönlich.'),
      MARKETING_FOOTER,
    ),
    text_part:
      'Leinen los: Frühbucher-Special\n\nWer bis zum 31. Januar bucht, spart bis zu 200 € pro Person.\n\n' +
      '- Donau: Passau – Wien – Budapest, 20.–27. April 2027, ab 1.099 €\n- Rhein in Flammen, 7.–11. August 2027, ab 799 €\n\n' +
      'Kabine reservieren: https://www.demo-reisen.example/kreuzfahrten\n\nNewsletter abbestellen: [[UNSUB_LINK_DE]]\n',
  },
  {
    name: 'Buchungsbestätigung',
    purpose: 'transactional',
    locale: 'de_DE',
    description: 'Die Bestätigung einer Buchung an den Kunden.',
    mailjet_id: 2004,
    html_part: mail(
      'Buchungsbestätigung',
      heading('Ihre Buchung ist bestätigt') +
        paragraph(
          'Guten Tag {{var:name}},<br>vielen Dank für Ihre Buchung. Ihre Reiseunterlagen erhalten Sie rechtzeitig vor Reisebeginn.',
        ) +
        paragraph(
          '<strong>Vorgang:</strong> {{var:process}}<br><strong>Reise:</strong> {{var:journey}}<br><strong>Reisezeitraum:</strong> {{var:dates}}',
        ) +
        paragraph('Bei Fragen erreichen Sie uns montags bis freitags von 9 bis 18 Uhr.'),
      'Demo Reisen GmbH · Hauptstraße 1 · 12345 Musterstadt · Tel. 01234 56789',
    ),
    text_part:
      'Ihre Buchung ist bestätigt\n\nGuten Tag {{var:name}},\nvielen Dank für Ihre Buchung.\n\n' +
      'Vorgang: {{var:process}}\nReise: {{var:journey}}\nReisezeitraum: {{var:dates}}\n\nDemo Reisen GmbH\n',
  },
];

/** The demo templates; those whose name exists already are kept as they are. */
export async function seedTemplates(db: Kysely<Tables>, _registry: Registry): Promise<{ newsletterTemplates: number }> {
  const inserted = await db
    .insertInto('nl_template')
    .values([...TEMPLATES])
    .onConflict((conflict) => conflict.column('name').doNothing())
    .executeTakeFirst();
  return { newsletterTemplates: Number(inserted.numInsertedOrUpdatedRows ?? 0) };
}
