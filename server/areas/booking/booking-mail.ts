import type { PaymentMethod } from '../../../domain/booking/engine-api.ts';
import {
  renderNoticeMail,
  type CompanyData,
  type MailLanguage,
  type RenderedMail,
} from '../../integrations/mail/account-mails.ts';
import type { OnlineBooking } from './booking-state.ts';

/** What the confirmation names beyond the booking row: its hotel, and where and when each traveller boards. */
export interface ConfirmationFacts {
  booking: OnlineBooking;
  hotel: string | null;
  /** By traveller, in the booking's order: the boarding place and its time, or null. */
  boarding: ({ place: string; time: string | null } | null)[];
}

const TEXTS = {
  de: {
    subject: (number: string) => `Ihre Buchungsbestätigung ${number}`,
    agencySubject: (number: string) => `Neue Online-Buchung ${number}`,
    greeting: (name: string) => `Guten Tag ${name},`,
    thanks: 'vielen Dank für Ihre Buchung. Ihre Anzahlung ist bei uns eingegangen, Ihre Reise ist fest gebucht.',
    agencyIntro: 'über die Online-Buchung Ihrer Website wurde eine Reise gebucht und angezahlt.',
    number: 'Buchungsnummer',
    journey: 'Reise',
    dates: 'Reisezeit',
    hotel: 'Hotel',
    rooms: 'Zimmer',
    persons: (count: number) => `${count} ${count === 1 ? 'Person' : 'Personen'}`,
    travellers: 'Reisende',
    boarding: 'Zustieg',
    airport: 'Abflughafen',
    services: 'Leistungen',
    insurance: 'Versicherung',
    total: 'Gesamtpreis',
    deposit: 'Anzahlung bezahlt',
    remaining: 'Restbetrag',
    due: (day: string) => `fällig bis ${day}`,
    method: 'Zahlungsart',
    contact: 'Kontaktperson',
    closing: 'Bei Fragen erreichen Sie uns unter den unten stehenden Kontaktdaten.',
    methods: {
      credit_card: 'Kreditkarte',
      paypal: 'PayPal',
      instant_transfer: 'Sofortüberweisung',
      sepa_debit: 'SEPA-Lastschrift',
      invoice: 'Rechnung',
    },
  },
  en: {
    subject: (number: string) => `Your booking confirmation ${number}`,
    agencySubject: (number: string) => `New online booking ${number}`,
    greeting: (name: string) => `Dear ${name},`,
    thanks: 'thank you for your booking. We have received your deposit, and your journey is booked.',
    agencyIntro: 'a journey was booked and its deposit paid through the online booking on your website.',
    number: 'Booking number',
    journey: 'Journey',
    dates: 'Travel dates',
    hotel: 'Hotel',
    rooms: 'Rooms',
    persons: (count: number) => `${count} ${count === 1 ? 'person' : 'persons'}`,
    travellers: 'Travellers',
    boarding: 'boarding',
    airport: 'Departure airport',
    services: 'Services',
    insurance: 'Insurance',
    total: 'Total price',
    deposit: 'Deposit paid',
    remaining: 'Remaining amount',
    due: (day: string) => `due by ${day}`,
    method: 'Payment method',
    contact: 'Contact person',
    closing: 'If you have any questions, you can reach us at the contact details below.',
    methods: {
      credit_card: 'Credit card',
      paypal: 'PayPal',
      instant_transfer: 'Instant transfer',
      sepa_debit: 'SEPA direct debit',
      invoice: 'Invoice',
    },
  },
} satisfies Record<MailLanguage, { methods: Record<PaymentMethod, string> } & Record<string, unknown>>;

/** German for a German booking, English for every other language. */
export const mailLanguage = (language: string): MailLanguage => (language === 'de' ? 'de' : 'en');

const LOCALES: Readonly<Record<MailLanguage, string>> = { de: 'de-DE', en: 'en-GB' };

/** Money in the language's way: `1.234,50 €` in German. */
export function formatMoney(amount: number, language: MailLanguage, currency = 'EUR'): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency }).format(amount);
}

function formatDay(day: string, language: MailLanguage): string {
  const [year, month, date] = day.slice(0, 10).split('-');
  return language === 'de' ? `${date}.${month}.${year}` : `${date}/${month}/${year}`;
}

/** The facts both mails list: journey, travellers, rooms, boarding, services, insurance and the money. */
function factParagraphs({ booking, hotel, boarding }: ConfirmationFacts, language: MailLanguage): string[] {
  const text = TEXTS[language];
  const money = (amount: number | null) => formatMoney(Number(amount ?? 0), language, booking.currency);
  const travellers = booking.travellers.map((traveller, index) => {
    const name = [traveller.salutation, traveller.first_name, traveller.last_name].filter(Boolean).join(' ');
    const stop = boarding[index];
    return stop ? `${name} – ${text.boarding}: ${[stop.time, stop.place].filter(Boolean).join(', ')}` : name;
  });
  const journey = [
    `${text.number}: ${booking.number}`,
    `${text.journey}: ${booking.journey_title ?? ''}`,
    `${text.dates}: ${formatDay(booking.date_from, language)} – ${formatDay(booking.date_till ?? booking.date_from, language)}`,
    ...(booking.airport ? [`${text.airport}: ${booking.airport}`] : []),
    ...(hotel ? [`${text.hotel}: ${hotel}`] : []),
    ...(booking.rooms.length > 0
      ? [`${text.rooms}: ${booking.rooms.map((room) => `${room.name} (${text.persons(room.persons)})`).join(', ')}`]
      : []),
  ];
  const extras = [
    ...booking.services.map(
      (service) => `${text.services}: ${service.quantity} × ${service.name} ${money(service.price)}`,
    ),
    ...(booking.insurance?.name
      ? [`${text.insurance}: ${booking.insurance.name} ${money(booking.insurance.price ?? 0)}`]
      : []),
  ];
  const method = booking.payment_method ? text.methods[booking.payment_method] : '';
  const payment = [
    `${text.total}: ${money(booking.total)}`,
    `${text.deposit}: ${money(booking.deposit)}`,
    ...(Number(booking.remaining ?? 0) > 0
      ? [
          `${text.remaining}: ${money(booking.remaining)}${booking.remaining_due ? `, ${text.due(formatDay(booking.remaining_due, language))}` : ''}`,
        ]
      : []),
    `${text.method}: ${method}`,
  ];
  return [
    journey.join('\n'),
    `${text.travellers}:\n${travellers.join('\n')}`,
    ...(extras.length > 0 ? [extras.join('\n')] : []),
    payment.join('\n'),
  ];
}

/** The confirmation to the contact person, in the booking's language (German, else English). */
export function confirmationMail(facts: ConfirmationFacts, company: CompanyData): RenderedMail {
  const language = mailLanguage(facts.booking.language);
  const text = TEXTS[language];
  const contact = facts.booking.contact ?? {};
  const name = [contact.salutation, contact.first_name, contact.last_name].filter(Boolean).join(' ');
  return renderNoticeMail(
    text.subject(facts.booking.number),
    [text.greeting(name), text.thanks, ...factParagraphs(facts, language), text.closing],
    company,
    language,
  );
}

/** The notice to the agency the booking was made for, in German: the same facts and the contact person. */
export function agencyNoticeMail(facts: ConfirmationFacts, company: CompanyData): RenderedMail {
  const text = TEXTS.de;
  const contact = facts.booking.contact ?? {};
  const reach = [
    [contact.salutation, contact.first_name, contact.last_name].filter(Boolean).join(' '),
    [contact.street, [contact.zip, contact.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    contact.email,
    contact.phone,
  ].filter(Boolean);
  return renderNoticeMail(
    text.agencySubject(facts.booking.number),
    ['Guten Tag,', text.agencyIntro, ...factParagraphs(facts, 'de'), `${text.contact}:\n${reach.join('\n')}`],
    company,
    'de',
  );
}
