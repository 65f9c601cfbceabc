import { expect, test, type APIRequestContext } from '@playwright/test';
import { fieldLabel, translate } from './support/dictionary';
import { panelHeader as panel } from './support/panels';
import { apiToken, openSignedIn } from './support/sign-in';

// Spec 1 §2: the web menu's screen opens with its first two panels expanded (the resource's
// form.openPanels), the content's with its first.

async function firstId(request: APIRequestContext, api: string, idField: string) {
  const answer = await request.get(`/api${api}?$limit=1`, {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
  });
  const [first] = ((await answer.json()) as { data: Record<string, unknown>[] }).data;
  return String(first?.[idField]);
}

test('the web menu opens with panels 0 and 1 expanded, the content with its first', async ({ page, request }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
  await openSignedIn(page, `/internet/menu/${await firstId(request, '/web/menu', 'id_web_menu')}`);
  await expect(panel(page, 'general')).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page, 'placement')).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page, 'system')).toHaveAttribute('aria-expanded', 'false');

  await page.goto(`/internet/content/${await firstId(request, '/web/content', 'id_web_content')}`);
  await expect(panel(page, 'general')).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page, 'meta')).toHaveAttribute('aria-expanded', 'false');
});

test('the web menu lists its items in order, nested under their parents, each a link to the item', async ({
  page,
  request,
}) => {
  page.on('pageerror', (error) => {
    throw error;
  });
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const run = `menu${Date.now().toString(36)}`;
  const created = async (api: string, data: Record<string, unknown>) => {
    const answer = await request.post(`/api${api}`, { headers, data });
    expect(answer.status(), await answer.text()).toBe(201);
    return (await answer.json()) as Record<string, number>;
  };
  const menu = await created('/web/menu', { name: `${run} Kopfzeile`, alias: `${run}-kopf` });
  const item = (title: string, position: number, parent?: number) =>
    created('/web/menu-item', { id_web_menu: menu.id_web_menu, title, position, id_parent: parent ?? null });
  const travel = await item('Reisen', 1);
  await item('Über uns', 2);
  await item('Kreuzfahrten', 2, travel.id_web_menu_item);
  const bus = await item('Busreisen', 1, travel.id_web_menu_item);

  await openSignedIn(page, `/internet/menu/${menu.id_web_menu}`);
  const items = page.getByRole('list', { name: translate('en', 'menu.webMenuItems') });
  await expect(items.getByRole('listitem')).toHaveText(['Reisen', 'Busreisen', 'Kreuzfahrten', 'Über uns']);
  const indent = async (name: string) =>
    items
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .evaluate((element) => getComputedStyle(element).paddingLeft);
  expect(parseFloat(await indent('Busreisen'))).toBeGreaterThan(parseFloat(await indent('Reisen')));
  expect(await indent('Über uns')).toBe(await indent('Reisen'));

  await items.getByRole('link', { name: 'Busreisen' }).click();
  await expect(page).toHaveURL(new RegExp(`/internet/menu/item/${bus.id_web_menu_item}$`));

  // A new item made from the menu's screen belongs to that menu from the start.
  await page.goBack();
  await page
    .getByRole('link', {
      name: translate('en', 'form.related.create', { resource: translate('en', 'menu.webMenuItems') }),
    })
    .click();
  await expect(page).toHaveURL(new RegExp(`/internet/menu/item/create\\?id_web_menu=${menu.id_web_menu}$`));
  await expect(
    page.getByRole('combobox', { name: fieldLabel('en', 'internet/web-menu-items', 'id_web_menu') }),
  ).toHaveValue(`${run} Kopfzeile`);
  await page.getByRole('textbox', { name: fieldLabel('en', 'internet/web-menu-items', 'title') }).fill('Kontakt');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/internet\/menu\/item\/\d+$/);
  await page.goto(`/internet/menu/${menu.id_web_menu}`);
  // Position 0, the default, puts it first.
  await expect(items.getByRole('listitem')).toHaveText(['Kontakt', 'Reisen', 'Busreisen', 'Kreuzfahrten', 'Über uns']);
});
