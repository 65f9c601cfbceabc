import { expect, test } from '@playwright/test';
import { apiToken, openSignedIn } from './support/sign-in';

// A third-party provider's screen (spec 1 §2 /basedata/thirdparty/provider/facebook): opened by the
// provider's key, it shows whether a secret is set, never the secret, and typing one replaces it.

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('opens a provider by its key, shows its secret as not set, then set once one is typed', async ({
  page,
  request,
}) => {
  const key = `e2e-${Date.now().toString(36)}`;
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const created = await request.post('/api/basedata/thirdparty', {
    headers,
    data: { provider: key, name: 'E2E Dienst' },
  });
  expect(created.status()).toBe(201);

  await openSignedIn(page, `/basedata/thirdparty/provider/${key}`);
  await expect(page.getByRole('heading', { name: 'Third-party providers: “E2E Dienst”' })).toBeVisible();
  await expect(page.getByText('Secret: not set')).toBeVisible();
  const secret = page.getByRole('textbox', { name: 'Secret (enter to replace)' });
  await expect(secret).toHaveValue('');
  await secret.fill('e2e-geheim-123');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Secret: set', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByText('Secret: set', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Secret (enter to replace)' })).toHaveValue('');
  await expect(page.getByText('e2e-geheim-123')).toHaveCount(0);
});

test('the facebook provider of the demo data opens at its spec address with its secret set', async ({ page }) => {
  await openSignedIn(page, '/basedata/thirdparty/provider/facebook');
  await expect(page.getByRole('heading', { name: 'Third-party providers: “Facebook”' })).toBeVisible();
  await expect(page.getByText('Secret: set', { exact: true })).toBeVisible();
});
