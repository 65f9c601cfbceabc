import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, openSignedIn } from './support/sign-in';

// Issue 23's browser test of the travel menu: the app's demo traveller opens the menu of the journey
// they are on today, orders a dish, and finds it in their consumption with the day's total.

const TRAVELLER = 'app@demo.local';
const ADMIN = 'admin@demo.local';
const DISH = { course: 'main', name: 'Rinderroulade mit Rotkohl und Klößen', price: 16.9 };

interface TravelMenu {
  departure: { id: number; journey_start: string } | null;
  days: { day: number; date: string; items: { name: string; price: number | null }[] }[];
}

const DAY_MS = 86_400_000;
/** The Berlin day `days` from today, YYYY-MM-DD. */
const berlinDay = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + days * DAY_MS));
const dayOfJourney = (start: string, date: string) => (Date.parse(date) - Date.parse(start)) / DAY_MS + 1;

async function call(request: APIRequestContext, token: string, method: string, path: string, data?: object) {
  const answer = await request.fetch(`/api${path}`, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return answer.json();
}

/**
 * The traveller's current departure with DISH on today's menu: the demo data's where it has one, else a
 * journey of the traveller's own from yesterday, its process linked to them and its departure planned.
 */
async function todaysMenu(request: APIRequestContext): Promise<{ day: number; date: string }> {
  const traveller = await apiToken(request, TRAVELLER);
  const admin = await apiToken(request, ADMIN);
  const today = berlinDay();
  let menu = (await call(request, traveller, 'GET', '/appuser/travelmenu')) as TravelMenu;
  if (!menu.departure) {
    const { vc_card } = (await call(request, traveller, 'GET', '/userdata')) as { vc_card: { id_vc_card: number } };
    const journey = { title: `Menüreise ${Date.now()}`, journey_start: berlinDay(-1), journey_end: berlinDay(2) };
    const number = `E2E-MENU-${Date.now()}`;
    await call(request, admin, 'POST', '/process-lit', {
      number,
      status: '4',
      vc_card_booker: vc_card.id_vc_card,
      ...journey,
    });
    await call(request, traveller, 'PUT', `/login-vorgang/${number}`);
    await call(request, admin, 'POST', '/app/departures', { ...journey, bus_name: 'Bus 1 – Setra S 516 HDH' });
    menu = (await call(request, traveller, 'GET', '/appuser/travelmenu')) as TravelMenu;
  }
  const departure = menu.departure;
  if (!departure) throw new Error('the traveller has no current departure');
  const day = dayOfJourney(departure.journey_start, today);
  const onMenu = menu.days.some((one) => one.day === day && one.items.some((item) => item.name === DISH.name));
  if (!onMenu) {
    const { menu: rows } = (await call(request, admin, 'GET', `/app/departures/${departure.id}`)) as {
      menu: object[];
    };
    await call(request, admin, 'PATCH', `/app/departures/${departure.id}`, { menu: [...rows, { day, ...DISH }] });
  }
  return { day, date: today };
}

test('orders a dish from the current journey’s menu and finds it in the consumption with its total', async ({
  page,
}) => {
  const { day, date } = await todaysMenu(page.request);
  const [year, month, dayOfMonth] = date.split('-');

  await openSignedIn(page, '/appuser/TravelMenu', TRAVELLER);
  await page.getByRole('tab', { name: `Day ${day} · ${dayOfMonth}.${month}.${year}` }).click();
  const dish = page.getByTestId('menu-dish').filter({ hasText: DISH.name });
  await expect(dish.getByText('€16.90')).toBeVisible();
  await dish.getByLabel('Quantity').fill('2');
  await dish.getByRole('button', { name: 'Order' }).click();
  await expect(page.getByText(`Ordered: 2 × ${DISH.name}`)).toBeVisible();

  await openSignedIn(page, '/appuser/Consumption', TRAVELLER);
  const ordered = page.getByRole('row').filter({ hasText: DISH.name }).filter({ hasText: '€33.80' });
  await expect(ordered.first()).toBeVisible();
  // The current journey was ordered from last, so it comes first; nothing else was ordered for today.
  await expect(
    page
      .getByTestId('day-total')
      .filter({ hasText: `Total for day ${day}` })
      .first(),
  ).toContainText('€33.80');
  await expect(page.getByTestId('consumption-total')).toContainText('Total of all orders: €');
});
