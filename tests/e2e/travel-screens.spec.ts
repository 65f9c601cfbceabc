import { expect, test, type APIRequestContext } from '@playwright/test';
import { translate } from './support/dictionary';
import { panelHeader as panel, openPanel } from './support/panels';
import { apiToken, openSignedIn } from './support/sign-in';

// The travel screens beyond the smoke test: the hotel's rooms made and changed in place (a dialog on
// the hotel's screen), a ship route's stations in day order, and the detail screens of hotels, ships,
// ship routes and boarding groups opening with their first panel expanded (spec 1 §2).

const label = (entity: string, field: string) => translate('en', `travel.entities.${entity}.fields.${field}`);

async function created(request: APIRequestContext, api: string, data: Record<string, unknown>) {
  const answer = await request.post(`/api${api}`, {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
    data,
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as Record<string, unknown>;
}

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('the detail screens of hotels, ships, ship routes and boarding groups open with their first panel expanded', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const hotel = await created(request, '/hotel/lit', { name: `Hotel ${run}` });
  const ship = await created(request, '/ships', { name: `MS ${run}` });
  const route = await created(request, '/ship/route', { title: `Route ${run}` });
  const group = await created(request, '/zustiege-gruppen-lit', { name: `Linie ${run}` });
  for (const [path, closed] of [
    [`/internet/hotel/${hotel.id_htl_hotel}`, 'address'],
    [`/internet/ships/${ship.id_shp_ship}`, 'texts'],
    [`/internet/ship-route/${route.id_shp_route}`, 'stations'],
    [`/zustiege/gruppen/${group.id_zus_gruppen}`, 'system'],
  ] as const) {
    if (path.startsWith('/internet/hotel/')) await openSignedIn(page, path);
    else await page.goto(path);
    await expect(panel(page, 'general'), path).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page, closed), path).toHaveAttribute('aria-expanded', 'false');
  }
  // The group's screen reads the group with its points (`zustiege`) and saves it as any other.
  await page.getByRole('textbox', { name: label('boarding-group', 'name') }).fill(`Linie ${run} Süd`);
  await page.getByRole('button', { name: translate('en', 'form.save'), exact: true }).click();
  await expect(page.getByText(translate('en', 'form.saved'))).toBeVisible();
});

test('a hotel’s room is added and changed on the hotel’s screen, its capacity checked before saving', async ({
  page,
  request,
}) => {
  const hotel = await created(request, '/hotel/lit', { name: `Hotel ${Date.now().toString(36)}` });
  const path = `/internet/hotel/${hotel.id_htl_hotel}`;
  await openSignedIn(page, path);
  const rooms = translate('en', 'menu.rooms');
  await page.getByRole('button', { name: translate('en', 'form.related.create', { resource: rooms }) }).click();
  const dialog = page.getByRole('dialog', { name: rooms });
  // The new room belongs to the hotel from the start.
  await expect(dialog.getByRole('combobox', { name: label('room', 'id_htl_hotel') })).toHaveValue(String(hotel.name));
  await dialog.getByRole('textbox', { name: label('room', 'name') }).fill('Doppelzimmer Meerblick');
  await dialog.getByRole('spinbutton', { name: label('room', 'min_capacity') }).fill('3');
  await dialog.getByRole('spinbutton', { name: label('room', 'max_capacity') }).fill('2');
  await dialog.getByRole('button', { name: translate('en', 'form.save'), exact: true }).click();
  await expect(
    dialog.getByText(translate('en', 'error.out_of_order', { other: label('room', 'max_capacity') })).first(),
  ).toBeVisible();
  await dialog.getByRole('spinbutton', { name: label('room', 'max_capacity') }).fill('4');
  await dialog.getByRole('button', { name: translate('en', 'form.save'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const list = page.getByRole('list', { name: rooms });
  await expect(list.getByRole('listitem')).toHaveText(['Doppelzimmer Meerblick']);

  // Changed in place too.
  await list.getByRole('button', { name: 'Doppelzimmer Meerblick' }).click();
  await expect(dialog.getByRole('textbox', { name: label('room', 'name') })).toHaveValue('Doppelzimmer Meerblick');
  await dialog.getByRole('textbox', { name: label('room', 'name') }).fill('Doppelzimmer Seeseite');
  await dialog.getByRole('button', { name: translate('en', 'form.save'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveText(['Doppelzimmer Seeseite']);
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  const answer = await request.get(`/api/hotel/room?id_htl_hotel=${hotel.id_htl_hotel}`, {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
  });
  expect(((await answer.json()) as { data: Record<string, unknown>[] }).data).toEqual([
    expect.objectContaining({ name: 'Doppelzimmer Seeseite', min_capacity: 3, max_capacity: 4 }),
  ]);
});

test('a ship route’s stations are shown in day order once saved, whatever order they were entered in', async ({
  page,
}) => {
  await openSignedIn(page, '/internet/ship-route/create');
  await page.getByRole('textbox', { name: label('ship-route', 'title') }).fill(`Rhein ${Date.now().toString(36)}`);
  await openPanel(panel(page, 'stations'));
  const stations = label('ship-route', 'stations');
  const row = (number: number) =>
    page.getByRole('group', { name: translate('en', 'form.rows.row', { field: stations, number }) });
  for (const [number, day, port] of [
    [1, '3', 'Straßburg'],
    [2, '1', 'Köln'],
    [3, '2', 'Koblenz'],
  ] as const) {
    await page.getByRole('button', { name: translate('en', 'form.rows.add') }).click();
    await row(number)
      .getByRole('spinbutton', { name: label('ship-route', 'stations_day') })
      .fill(day);
    await row(number)
      .getByRole('textbox', { name: label('ship-route', 'stations_port') })
      .fill(port);
  }
  await page.getByRole('button', { name: translate('en', 'form.save'), exact: true }).click();
  await expect(page).toHaveURL(/\/internet\/ship-route\/\d+$/);
  // The saved route's screen opens with the stations closed (the create form had them open).
  await expect(panel(page, 'stations')).toHaveAttribute('aria-expanded', 'false');
  await openPanel(panel(page, 'stations'));
  for (const [number, port] of [
    [1, 'Köln'],
    [2, 'Koblenz'],
    [3, 'Straßburg'],
  ] as const)
    await expect(row(number).getByRole('textbox', { name: label('ship-route', 'stations_port') })).toHaveValue(port);
});
