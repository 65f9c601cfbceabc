import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, openSignedIn } from './support/sign-in';

// Issue 21's browser test of the public booking engine: a bus journey booked for two in a double room
// with boarding point, mandatory service and insurance, paid at the payment emulator's checkout, found
// in the console, at Ratio and in the mail catcher; a flight paid with a declined card, its places
// given back; and the summary refusing to book without the consents. The engine speaks German here.

const ADMIN = 'admin@demo.local';
const PAID_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

function envUrl(name: 'E2E_RATIO_URL' | 'E2E_MAIL_URL'): string {
  const url = process.env[name];
  if (!url) throw new Error(`${name} is not set: the e2e setup starts the emulators`);
  return url;
}

/** A day `days` from today, `YYYY-MM-DD`. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Setup {
  journey: number;
  title: string;
  from: string;
  till: string;
}

/** A bookable journey of its own (online, bookable, 10 places on a date 60+ days ahead), with a hotel's double room. */
async function bookableJourney(
  request: APIRequestContext,
  transport: 'bus' | 'flight',
  unique: string,
): Promise<Setup> {
  const headers = { authorization: `Bearer ${await apiToken(request, ADMIN)}` };
  const created = async (url: string, data: Record<string, unknown>) => {
    const answer = await request.post(url, { headers, data });
    expect(answer.status(), await answer.text()).toBe(201);
    return (await answer.json()) as Record<string, number>;
  };
  const hotel = await created('/api/hotel/lit', { name: `Hotel ${unique}` });
  await created('/api/hotel/room', {
    id_htl_hotel: hotel.id_htl_hotel,
    name: 'Doppelzimmer',
    min_capacity: 1,
    max_capacity: 2,
    amount: 5,
  });
  const point = await created('/api/zustiege-lit', {
    place: `Hamburg ${unique}`,
    street: 'ZOB Adenauerallee',
    zip: '20097',
    stop_number: '7',
    offset_outbound: 30,
    offset_return: 0,
  });
  const from = dayFromNow(70);
  const till = dayFromNow(74);
  const title = `Engine ${transport} ${unique}`;
  const code = `E${unique}`.slice(0, 12);
  const journey = await created('/api/journey-lit', {
    title,
    code,
    online: true,
    bookable: 0,
    transport,
    duration: 5,
    // A journey goes online only with a main image.
    images: [{ link: '/favicon.svg', order: 0, main: true }],
    hotels: [hotel.id_htl_hotel],
    boarding_points: transport === 'bus' ? [point.id_zus_zustiege] : [],
    airports: transport === 'flight' ? [{ code: 'HAM', name: 'Hamburg', surcharge: 40, departure_time: '07:15' }] : [],
    booking_services: [{ name: 'Kurtaxe', price: 12, per: 'person', mandatory: true }],
    dates: [
      {
        from,
        till,
        price: 499,
        additional_price: 120,
        contingent: 10,
        external_counter: 0,
        departure_time: '06:00',
        return_time: '19:00',
        active: true,
      },
    ],
  });
  const ratio = await request.post(`${envUrl('E2E_RATIO_URL')}/control/dates`, {
    data: [{ reise: code, titel: title, beginn: from, ende: till, plaetze: 50 }],
  });
  expect(ratio.ok(), await ratio.text()).toBe(true);
  return { journey: Number(journey.id_jrn_journey), title, from, till };
}

async function remainingPlaces(request: APIRequestContext, setup: Setup): Promise<number> {
  const answer = await request.get(`/api/booking-engine/journeys/${setup.journey}/dates/${setup.from}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { remaining: number }).remaining;
}

const next = (page: Page) => page.getByRole('button', { name: 'Weiter' }).click();

/** The journey page: the date and one double room for two. */
async function chooseDateAndRoom(page: Page, setup: Setup) {
  await page.goto(`/appbooking/booking?journey=${setup.journey}&lang=de`);
  await expect(page.getByRole('heading', { level: 1, name: setup.title })).toBeVisible();
  await expect(page.getByText('noch 10 Plätze frei')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Termine' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Zimmer hinzufügen' }).click();
  await expect(page.getByRole('group', { name: 'Zimmer 1' }).getByLabel('Personen')).toHaveValue('2');
  await next(page);
}

/** Step 2 and 3: the two travellers, the contact person and the payment by credit card. */
async function travellersAndContact(page: Page, unique: string, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Reisende' })).toBeVisible();
  for (const [index, first] of ['Anna', 'Bernd'].entries()) {
    const person = page.getByRole('group', { name: new RegExp(`^Reisende\\(r\\) ${index + 1} `) });
    await person.getByLabel('Anrede').selectOption(index === 0 ? 'Frau' : 'Herr');
    await person.getByLabel('Vorname').fill(first);
    await person.getByLabel('Nachname').fill(`Muster${unique}`);
    await person.getByLabel('Geburtsdatum').fill(index === 0 ? '1971-03-04' : '1969-11-12');
  }
  await next(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Ansprechpartner und Zahlung' })).toBeVisible();
  await page.getByLabel('Anrede').selectOption('Frau');
  await page.getByLabel('Vorname').fill('Anna');
  await page.getByLabel('Nachname').fill(`Muster${unique}`);
  await page.getByLabel('Straße und Hausnummer').fill('Elbchaussee 1');
  await page.getByLabel('PLZ').fill('22763');
  await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Hamburg');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByRole('radio', { name: 'Kreditkarte' }).check();
  await next(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Zusammenfassung' })).toBeVisible();
}

/** Accepts every consent the summary shows. */
async function acceptConsents(page: Page) {
  const boxes = page.getByRole('checkbox');
  for (let index = 0; index < (await boxes.count()); index += 1) await boxes.nth(index).check();
}

/** The payment emulator's checkout page: the card, then pay. */
async function payWithCard(page: Page, card: string) {
  await page.getByRole('button', { name: 'Zahlungspflichtig buchen' }).click();
  await expect(page.getByRole('button', { name: 'Jetzt bezahlen' })).toBeVisible();
  await page.getByLabel(/Kartennummer|Card number/i).fill(card);
  await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
}

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('books a bus journey for two, pays, and the booking reaches the console, Ratio and the mail', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const unique = String(Date.now()).slice(-7);
  const email = `engine-${unique}@example.org`;
  const setup = await bookableJourney(request, 'bus', unique);

  await chooseDateAndRoom(page, setup);
  // Step 1: the boarding point at the departure time plus its offset, the mandatory service, an insurance.
  await expect(page.getByText('Schritt 1 von 3')).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`Hamburg ${unique}.*06:30`) }).check();
  const service = page.getByRole('checkbox', { name: /Kurtaxe/ });
  await expect(service).toBeChecked();
  await expect(service).toBeDisabled();
  const insurances = page.getByRole('radiogroup', { name: 'Reiseversicherung' }).getByRole('radio');
  await expect(insurances.nth(1)).toBeVisible();
  await insurances.nth(1).check();
  await next(page);
  await travellersAndContact(page, unique, email);

  await expect(page.getByText('Gesamtpreis')).toBeVisible();
  await expect(page.getByText(/Restzahlung, fällig am/)).toBeVisible();
  await expect(
    page.getByText('Ich habe das Informationsblatt und die Bedingungen der Versicherung erhalten.'),
  ).toBeVisible();
  await acceptConsents(page);
  await payWithCard(page, PAID_CARD);

  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Buchung!' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(`Eine Bestätigung wurde an ${email} gesendet.`)).toBeVisible();
  const number = /Buchungsnummer: (\S+)/.exec(await page.getByText(/^Buchungsnummer:/).innerText())?.[1] ?? '';
  expect(number).not.toBe('');
  expect(await remainingPlaces(request, setup)).toBe(8);

  // The booking in the console, with its process of two participants.
  const headers = { authorization: `Bearer ${await apiToken(request, ADMIN)}` };
  const list = await request.get(`/api/online-bookings?number=${encodeURIComponent(number)}&$limit=1`, { headers });
  expect(list.status()).toBe(200);
  const [booking] = (
    (await list.json()) as { data: { status: string; id_pc_process: number; ratio_process: number }[] }
  ).data;
  expect(booking).toMatchObject({ status: 'booked' });
  await openSignedIn(page, `/process/${booking!.id_pc_process}`, ADMIN);
  await page.getByRole('tab', { name: /^Participants/ }).click();
  const participants = page.getByRole('table', { name: 'Participants' });
  await expect(participants.getByText('Anna')).toBeVisible();
  await expect(participants.getByText('Bernd')).toBeVisible();

  // At Ratio, the process with both travellers.
  const ratio = await request.get(`${envUrl('E2E_RATIO_URL')}/control/processes/${booking!.ratio_process}`);
  expect(ratio.status()).toBe(200);
  const ratioText = JSON.stringify(await ratio.json());
  expect(ratioText).toContain('Anna');
  expect(ratioText).toContain('Bernd');

  // The confirmation mail, naming the booking.
  await expect
    .poll(async () =>
      (await request.get(`${envUrl('E2E_MAIL_URL')}/messages/latest?to=${encodeURIComponent(email)}`)).status(),
    )
    .toBe(200);
  const mail = (await (
    await request.get(`${envUrl('E2E_MAIL_URL')}/messages/latest?to=${encodeURIComponent(email)}`)
  ).json()) as { subject: string; text: string };
  expect(`${mail.subject}\n${mail.text}`).toContain(number);
});

test('a flight paid with a declined card is not completed, and its places are free again', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const unique = String(Date.now()).slice(-7);
  const setup = await bookableJourney(request, 'flight', unique);
  const before = await remainingPlaces(request, setup);

  await chooseDateAndRoom(page, setup);
  await page.getByRole('radio', { name: /Hamburg \(HAM\).*07:15.*Zuschlag/ }).check();
  await next(page);
  await travellersAndContact(page, unique, `declined-${unique}@example.org`);
  await acceptConsents(page);
  await payWithCard(page, DECLINED_CARD);

  await expect(page.getByRole('heading', { name: 'Ihre Buchung wurde nicht abgeschlossen' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('alert')).toHaveText(
    /Bitte überprüfen Sie Ihre Kreditkartendaten|Die Zahlung konnte nicht abgeschlossen werden/,
  );
  await expect(page.getByRole('link', { name: 'Erneut versuchen' })).toBeVisible();
  expect(await remainingPlaces(request, setup)).toBe(before);
});

test('the summary does not book before every consent is given', async ({ page, request }) => {
  test.setTimeout(150_000);
  const unique = String(Date.now()).slice(-7);
  const setup = await bookableJourney(request, 'bus', unique);

  await chooseDateAndRoom(page, setup);
  await page.getByRole('radio', { name: new RegExp(`Hamburg ${unique}`) }).check();
  await next(page);
  await travellersAndContact(page, unique, `consents-${unique}@example.org`);

  const book = page.getByRole('button', { name: 'Zahlungspflichtig buchen' });
  await expect(book).toBeDisabled();
  await expect(page.getByText('Bitte bestätigen Sie alle Bedingungen, um zu buchen.')).toBeVisible();
  // No insurance chosen: three consents, the insurance sheet's is not asked for.
  await expect(page.getByRole('checkbox')).toHaveCount(3);
  await page.getByRole('checkbox', { name: 'Ich akzeptiere die Reisebedingungen.' }).check();
  await page.getByRole('checkbox', { name: 'Ich habe die Datenschutzerklärung gelesen.' }).check();
  await expect(book).toBeDisabled();
  await page
    .getByRole('checkbox', { name: 'Ich habe das Formblatt zur Unterrichtung über Pauschalreisen erhalten.' })
    .check();
  await expect(book).toBeEnabled();
  await expect(page.getByText('Bitte bestätigen Sie alle Bedingungen, um zu buchen.')).toBeHidden();
  await expect(page.getByText(/gültigen Personalausweis oder Reisepass/)).toBeVisible();
  expect(await remainingPlaces(request, setup)).toBe(10);
});
