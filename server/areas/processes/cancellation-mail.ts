import { renderNoticeMail, type CompanyData, type RenderedMail } from '../../integrations/mail/account-mails.ts';

/** What the cancellation notice names. */
export interface CancellationNotice {
  number: string;
  ratioNumber: number;
  booker: string | null;
  journey: string | null;
  journeyStart: string | null;
  fee: number;
  currency: string;
  cancelledAt: string;
}

const money = (amount: number, currency: string) =>
  `${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${currency}`;

const germanDate = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
};

/** The notice that a process was cancelled in the booking system, in German as the tenant's mails are, with its foot. */
export function cancellationMail(notice: CancellationNotice, company: CompanyData): RenderedMail {
  const journey = [notice.journey, notice.journeyStart && `ab ${germanDate(notice.journeyStart)}`]
    .filter(Boolean)
    .join(' ');
  return renderNoticeMail(
    `Stornierung Vorgang ${notice.number}`,
    [
      'Guten Tag,',
      `der Vorgang ${notice.number} (Ratio-Nr. ${notice.ratioNumber}) wurde am ${germanDate(notice.cancelledAt)} storniert.`,
      [
        `Buchende Person: ${notice.booker ?? 'unbekannt'}`,
        `Reise: ${journey || 'unbekannt'}`,
        `Stornogebühr: ${money(notice.fee, notice.currency)}`,
      ].join('\n'),
      'Diese Nachricht wurde automatisch bei der Stornierung versandt.',
    ],
    company,
  );
}
