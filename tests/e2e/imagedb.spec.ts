import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, openSignedIn } from './support/sign-in';

// Issue 18, "Done when": staff search the stock, filter, open an image's details, select images of
// every kind, license one with the credits left shown, add them to a journey and to a library, and
// find them there after a reload. The stock is the emulator `npm start` runs (E2E_STOCK_URL).

const stockUrl = process.env.E2E_STOCK_URL;
const STEP_MS = 15_000;

interface StockImage {
  id: number;
  title: string;
  is_licensed: string;
  database: boolean;
}

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

async function api<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const answer = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as T;
}

/** The emulator's account: no licences, the given credits. */
async function resetStock(request: APIRequestContext, quota: number) {
  expect((await request.delete(`${stockUrl}/control/licenses`)).status()).toBe(204);
  expect((await request.put(`${stockUrl}/control/quota`, { data: { quota } })).status()).toBe(200);
}

const tile = (scope: Page | Locator, kind: string, id: number) =>
  scope.locator(`[data-testid="image-tile"][data-image="${kind}:${id}"]`);

test('staff search, filter, license and add images of every kind to a journey and to a library', async ({
  page,
  request,
}) => {
  test.skip(!stockUrl, 'the stock emulator runs only without a configured Adobe Stock');
  test.setTimeout(20 * STEP_MS);
  const token = await apiToken(request);
  await resetStock(request, 5);

  // Three stock images of the first page: one to license, one licensed at the stock system (not yet
  // with us), one licensed and stored with us; and an own image.
  const first = await api<{ total: number; data: StockImage[] }>(request, '/adobestock?$limit=64', token);
  const [fresh, licensedThere, stored] = first.data.filter((image) => image.is_licensed === '');
  if (!fresh || !licensedThere || !stored) throw new Error('the emulator answered fewer than three unlicensed images');
  // Licensed at the stock system (a control call, no credit), then recorded with us without a credit.
  for (const image of [licensedThere, stored]) {
    expect((await request.post(`${stockUrl}/control/licenses`, { data: { content_id: image.id } })).status()).toBe(201);
    const recorded = await request.post('/api/adobestock', {
      headers: { authorization: `Bearer ${token}` },
      data: { id: image.id, confirmed: true },
    });
    expect(recorded.status()).toBe(200);
  }
  const download = await request.get(`/api/download-images/${stored.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(download.status()).toBe(200);
  const journey = (
    await api<{ data: { id_jrn_journey: number; title: string; images: { link: string }[] | null }[] }>(
      request,
      '/journey-lit?$limit=1&$sort[id_jrn_journey]=-1',
      token,
    )
  ).data[0];
  if (!journey) throw new Error('the demo data has no journey');
  // An own image the journey does not hold yet (the same image twice in one journey is refused).
  const held = new Set((journey.images ?? []).map((entry) => entry.link));
  const own = (
    await api<{ data: { id_img_customer: number; link: string }[] }>(
      request,
      '/imagedb-customer-stock?$limit=64',
      token,
    )
  ).data.find((image) => !held.has(image.link));
  if (!own) throw new Error('the demo data has no own image outside the journey');
  const imagesBefore = journey.images?.length ?? 0;

  // Search: the hit count in German number format, the text as a chip, the filters in the address.
  await openSignedIn(page, '/imagedb/stock');
  await expect(page.getByTestId('stock-hits')).toHaveText(`Hits: ${first.total.toLocaleString('de-DE')}`);
  const search = page.getByLabel('Search stock images');
  await search.fill('Altstadt');
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=Altstadt/);
  await expect(page.getByTestId('chip-text')).toHaveText('Text: Altstadt');
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByTestId('stock-filters');
  // The filters live in the address: a choice shows once the address has changed.
  for (const choice of [
    filters.getByRole('radio', { name: 'Horizontal' }),
    filters.getByRole('checkbox', { name: 'Photos' }),
    filters.getByRole('radio', { name: 'Large', exact: true }),
  ]) {
    await choice.click();
    await expect(choice).toBeChecked();
  }
  await filters.getByRole('button', { name: 'Close' }).first().click();
  await expect(page).toHaveURL(/orientation=horizontal/);
  await page.reload();
  await expect(page.getByTestId('chip-orientation')).toHaveText('Orientation: Horizontal');
  await expect(page.getByTestId('chip-type')).toHaveText('Photos');
  await expect(page.getByTestId('chip-text')).toHaveText('Text: Altstadt');
  await expect(page.getByTestId('image-tile').first()).toBeVisible();
  // Removing the chips searches everything again.
  for (const chip of ['chip-text', 'chip-orientation', 'chip-type']) {
    await page.getByTestId(chip).getByTestId('CancelIcon').click();
    await expect(page.getByTestId(chip)).toHaveCount(0);
  }
  await expect(page).not.toHaveURL(/q=|orientation=|type=/);
  await expect(page.getByTestId('stock-hits')).toHaveText(`Hits: ${first.total.toLocaleString('de-DE')}`);

  // Details, with the badges of the licences.
  await tile(page, 'adobestock', fresh.id).hover();
  await tile(page, 'adobestock', fresh.id).getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: fresh.title });
  await expect(details.getByRole('row', { name: `Stock number ${fresh.id}` })).toBeVisible();
  await expect(details.getByRole('button', { name: 'License' })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(tile(page, 'adobestock', licensedThere.id).getByTestId('badge-notDownloaded')).toBeVisible();
  await expect(tile(page, 'adobestock', stored.id).getByTestId('badge-licensed')).toBeVisible();

  // The finder of the top bar: three stock images and an own one, added to the journey.
  await page.getByRole('button', { name: 'Image finder' }).click();
  const finder = page.getByRole('dialog', { name: 'Find images' });
  const addSelected = finder.getByRole('button', { name: 'Add selected images' });
  await expect(addSelected).toBeDisabled();
  for (const image of [fresh, licensedThere, stored]) await tile(finder, 'adobestock', image.id).click();
  await finder.getByRole('combobox', { name: 'Database' }).click();
  await page.getByRole('option', { name: 'Own images' }).click();
  await tile(finder, 'customer', own.id_img_customer).click();
  await expect(finder.getByText('Selected: 4')).toBeVisible();
  await addSelected.click();
  const confirm = page.getByRole('dialog', { name: 'License this image?' });
  await expect(confirm).toContainText('Credits left: 5');
  await confirm.getByRole('button', { name: 'Yes, license' }).click();
  const toLibrary = page.getByRole('dialog', { name: 'Add 4 image(s) to a library or journey' });
  await toLibrary.getByRole('radio', { name: 'Journey' }).check();
  const journeyInput = toLibrary.getByRole('combobox', { name: 'Journey' });
  await journeyInput.fill(journey.title.slice(0, 12));
  await page.getByRole('option').filter({ hasText: journey.title }).first().click();
  await toLibrary.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Images added: 4')).toBeVisible();
  await expect(toLibrary).toBeHidden();

  // One credit was spent; the journey holds the four images after the ones it had.
  const account = (await (await request.get(`${stockUrl}/control/licenses`)).json()) as { quota: number };
  expect(account.quota).toBe(4);
  const after = await api<{
    images: { link: string; order: number; main: boolean; status: number; data: { stocktype: string; id: number } }[];
  }>(request, `/journey-lit/${journey.id_jrn_journey}`, token);
  const added = after.images.slice(imagesBefore);
  expect(added.map((entry) => `${entry.data.stocktype}:${entry.data.id}`)).toEqual([
    `adobestock:${fresh.id}`,
    `adobestock:${licensedThere.id}`,
    `adobestock:${stored.id}`,
    `customer:${own.id_img_customer}`,
  ]);
  expect(added.map((entry) => entry.order)).toEqual([0, 1, 2, 3].map((index) => imagesBefore + index));
  expect(added.every((entry) => entry.status === 1 && entry.link.length > 0)).toBe(true);

  // The stock page: the licensed images go to a library, and are found there after a reload.
  const library = (await api<{ id_img_library: number; name: string }[]>(request, '/img/library/all', token)).find(
    (each) => each.name === 'Presse',
  );
  if (!library) throw new Error('the demo data has no library "Presse"');
  await page.reload();
  await tile(page, 'adobestock', fresh.id).click();
  await tile(page, 'adobestock', licensedThere.id).click();
  await page.getByRole('button', { name: 'Add to library or journey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add 2 image(s) to a library or journey' });
  await dialog.getByRole('radio', { name: 'Library' }).check();
  await dialog.getByRole('combobox', { name: 'Library' }).click();
  await page.getByRole('option', { name: 'Presse' }).click();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Images added: 2')).toBeVisible();

  await page.goto(`/imagedb/library/${library.id_img_library}`);
  await page.reload();
  for (const image of [fresh, licensedThere]) await expect(tile(page, 'adobestock', image.id)).toBeVisible();
  await page.goto('/imagedb/library/journey');
  await page.getByRole('combobox', { name: 'Journey' }).fill(journey.title.slice(0, 12));
  await page.getByRole('option').filter({ hasText: journey.title }).first().click();
  for (const image of [fresh, licensedThere, stored]) await expect(tile(page, 'adobestock', image.id)).toBeVisible();
  await expect(tile(page, 'customer', own.id_img_customer)).toBeVisible();
});

test('a failed licence shows the error, and the image is offered a licence again', async ({ page, request }) => {
  test.skip(!stockUrl, 'the stock emulator runs only without a configured Adobe Stock');
  test.setTimeout(6 * STEP_MS);
  const token = await apiToken(request);
  await resetStock(request, 3);
  const { data } = await api<{ data: StockImage[] }>(request, '/adobestock?$limit=64&$skip=64', token);
  const image = data.find((each) => each.is_licensed === '');
  if (!image) throw new Error('the emulator answered no unlicensed image');
  await openSignedIn(page, '/imagedb/stock?page=2');
  await tile(page, 'adobestock', image.id).hover();
  expect((await request.post(`${stockUrl}/control/fail`, { data: { times: 1, mode: 'license-error' } })).status()).toBe(
    204,
  );
  await tile(page, 'adobestock', image.id).getByRole('button', { name: 'License' }).click();
  await page.getByRole('dialog', { name: 'License this image?' }).getByRole('button', { name: 'Yes, license' }).click();
  await expect(tile(page, 'adobestock', image.id).getByTestId('badge-licenceError')).toBeVisible();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await tile(page, 'adobestock', image.id).hover();
  await expect(tile(page, 'adobestock', image.id).getByRole('button', { name: 'License' })).toBeVisible();
});
