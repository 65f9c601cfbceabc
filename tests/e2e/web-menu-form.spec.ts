import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
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

/** A form panel's header, by its key. */
const panel = (page: Page, key: string) => page.locator(`#panel-${key}-header`);

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
