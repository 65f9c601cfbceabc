/** The tenant's company data, printed at the foot of every mail. */
export interface CompanyData {
  name?: string | null;
  company?: string | null;
  street?: string | null;
  zip?: string | null;
  city?: string | null;
  tel?: string | null;
  email?: string | null;
  web?: string | null;
  linkImpressum?: string | null;
}

interface AccountMailOptionsByKind {
  'registration-code': { code: string; link: string; disableLink: string };
  /** A staff-created account: the link lets the user set a password. */
  activation: { name: string; link: string; disableLink: string };
  'password-reset': { link: string; disableLink: string };
  'delete-code': { code: string };
}

export type AccountMailKind = keyof AccountMailOptionsByKind;
export type AccountMailOptions<K extends AccountMailKind> = AccountMailOptionsByKind[K] & { company: CompanyData };

/** The languages a mail's frame and foot are written in. */
export type MailLanguage = 'de' | 'en';

const FOOT_LABELS: Readonly<Record<MailLanguage, { tel: string; email: string; web: string; imprint: string }>> = {
  de: { tel: 'Tel.', email: 'E-Mail', web: 'Web', imprint: 'Impressum' },
  en: { tel: 'Phone', email: 'Email', web: 'Web', imprint: 'Imprint' },
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A line of text, or a labelled link that stays text unless it is an http(s) URL. */
type Line = { text: string } | { label: string; href: string };

type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'code'; code: string }
  | { type: 'button'; label: string; href: string }
  | { type: 'small'; line: Line };

const greeting: Block = { type: 'paragraph', text: 'Guten Tag,' };
const disableAccess = (href: string): Block => ({
  type: 'small',
  line: { label: 'Sie waren das nicht? Zugang sperren', href },
});

const contents: {
  [K in AccountMailKind]: (options: AccountMailOptionsByKind[K]) => { subject: string; blocks: Block[] };
} = {
  'registration-code': ({ code, link, disableLink }) => ({
    subject: 'Ihr Bestätigungscode für die Registrierung',
    blocks: [
      greeting,
      { type: 'paragraph', text: 'vielen Dank für Ihre Registrierung. Ihr Bestätigungscode lautet:' },
      { type: 'code', code },
      {
        type: 'paragraph',
        text: 'Geben Sie den Code auf der Bestätigungsseite ein. Der Code ist 30 Minuten gültig.',
      },
      { type: 'button', label: 'Bestätigungsseite öffnen', href: link },
      disableAccess(disableLink),
    ],
  }),
  activation: ({ name, link, disableLink }) => ({
    subject: 'Aktivierung Ihres Zugangs',
    blocks: [
      { type: 'paragraph', text: `Guten Tag ${name},` },
      {
        type: 'paragraph',
        text: 'für Sie wurde ein Zugang eingerichtet. Legen Sie über den folgenden Link Ihr Passwort fest, um ihn zu aktivieren. Der Link ist 7 Tage gültig.',
      },
      { type: 'button', label: 'Passwort festlegen', href: link },
      disableAccess(disableLink),
    ],
  }),
  'password-reset': ({ link, disableLink }) => ({
    subject: 'Passwort zurücksetzen',
    blocks: [
      greeting,
      {
        type: 'paragraph',
        text: 'Sie möchten Ihr Passwort zurücksetzen. Über den folgenden Link legen Sie ein neues fest. Der Link ist 24 Stunden gültig.',
      },
      { type: 'button', label: 'Neues Passwort festlegen', href: link },
      { type: 'paragraph', text: 'Wenn Sie das nicht angefordert haben, bleibt Ihr bisheriges Passwort gültig.' },
      disableAccess(disableLink),
    ],
  }),
  'delete-code': ({ code }) => ({
    subject: 'Ihr Code zum Löschen des Kontos',
    blocks: [
      greeting,
      { type: 'paragraph', text: 'Sie möchten Ihr Konto löschen. Ihr Code dafür lautet:' },
      { type: 'code', code },
      {
        type: 'paragraph',
        text: 'Der Code ist 30 Minuten gültig. Wenn Sie Ihr Konto behalten möchten, ignorieren Sie diese E-Mail.',
      },
    ],
  }),
};

/** Subject, plain text and HTML of an account mail, in German, with the tenant's company data at the foot. */
export function renderAccountMail<K extends AccountMailKind>(kind: K, options: AccountMailOptions<K>): RenderedMail {
  const { subject, blocks } = contents[kind](options);
  const footer = footerLines(options.company);
  return { subject, text: renderText(blocks, footer), html: renderHtml(subject, blocks, footer) };
}

function footerLines(company: CompanyData, language: MailLanguage = 'de'): Line[] {
  const labels = FOOT_LABELS[language];
  const value = (text?: string | null) => text?.trim() ?? '';
  const name = value(company.name);
  const legalName = value(company.company);
  const tel = value(company.tel);
  const email = value(company.email);
  const texts = [
    name,
    legalName === name ? '' : legalName,
    value(company.street),
    [value(company.zip), value(company.city)].filter(Boolean).join(' '),
    tel && `${labels.tel} ${tel}`,
    email && `${labels.email}: ${email}`,
  ];
  const links = [
    { label: labels.web, href: value(company.web) },
    { label: labels.imprint, href: value(company.linkImpressum) },
  ];
  return [...texts.filter(Boolean).map((text) => ({ text })), ...links.filter((link) => link.href)];
}

function renderText(blocks: Block[], footer: Line[]): string {
  const lineText = (line: Line) => ('text' in line ? line.text : `${line.label}: ${line.href}`);
  const paragraphs = blocks.map((block) => {
    switch (block.type) {
      case 'paragraph':
        return block.text;
      case 'code':
        return block.code;
      case 'button':
        return `${block.label}: ${block.href}`;
      case 'small':
        return lineText(block.line);
    }
  });
  return `${paragraphs.join('\n\n')}\n\n-- \n${footer.map(lineText).join('\n')}\n`;
}

const style = {
  body: 'margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#222222;',
  card: 'max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:6px;',
  paragraph: 'margin:0 0 16px;font-size:15px;line-height:1.5;',
  code: 'margin:0 0 16px;font-family:Consolas,Menlo,monospace;font-size:32px;font-weight:bold;letter-spacing:6px;',
  button:
    'display:inline-block;padding:10px 20px;background:#1565c0;color:#ffffff;text-decoration:none;border-radius:4px;',
  small: 'margin:0 0 16px;font-size:13px;line-height:1.5;color:#555555;',
  footer: 'margin-top:24px;padding-top:16px;border-top:1px solid #dddddd;font-size:12px;line-height:1.5;color:#666666;',
};

function renderHtml(subject: string, blocks: Block[], footer: Line[], language: MailLanguage = 'de'): string {
  const body = blocks.map((block) => {
    switch (block.type) {
      case 'paragraph':
        return `<p style="${style.paragraph}">${escapeHtml(block.text).replaceAll('\n', '<br>')}</p>`;
      case 'code':
        return `<p style="${style.code}">${escapeHtml(block.code)}</p>`;
      case 'button': {
        const { label, href } = block;
        const content = isWebUrl(href)
          ? `<a href="${escapeHtml(href)}" style="${style.button}">${escapeHtml(label)}</a>`
          : lineHtml({ label, href });
        return `<p style="${style.paragraph}">${content}</p>`;
      }
      case 'small':
        return `<p style="${style.small}">${lineHtml(block.line)}</p>`;
    }
  });
  return [
    '<!DOCTYPE html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="${style.body}"><div style="${style.card}">`,
    ...body,
    `<div style="${style.footer}">${footer.map(lineHtml).join('<br>')}</div>`,
    '</div></body></html>',
  ].join('\n');
}

function lineHtml(line: Line): string {
  if ('text' in line) return escapeHtml(line.text);
  const target = isWebUrl(line.href)
    ? `<a href="${escapeHtml(line.href)}">${escapeHtml(line.href)}</a>`
    : escapeHtml(line.href);
  return `${escapeHtml(line.label)}: ${target}`;
}

/** Only web links become anchors: a `javascript:` or `data:` URL from tenant data stays text. */
function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);

/**
 * A notice of paragraphs (no account mail: a cancellation notice, a booking confirmation), in the same
 * frame and with the same foot, in `language`; a paragraph's line breaks stay line breaks.
 */
export function renderNoticeMail(
  subject: string,
  paragraphs: readonly string[],
  company: CompanyData,
  language: MailLanguage = 'de',
): RenderedMail {
  const blocks = paragraphs.map((text): Block => ({ type: 'paragraph', text }));
  const footer = footerLines(company, language);
  return { subject, text: renderText(blocks, footer), html: renderHtml(subject, blocks, footer, language) };
}
