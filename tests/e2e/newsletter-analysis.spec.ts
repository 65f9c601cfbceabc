import { expect, test, type APIRequestContext } from '@playwright/test';
import type { MailjetAccount } from '../../domain/newsletter/account.ts';
import type { NewsletterStatistics } from '../../domain/newsletter/statistics.ts';
import { openSignedIn, PASSWORD } from './support/sign-in';

// The marketing demo login reads how the demo campaigns did, as chart and table, and the account at a glance.

const MARKETING = 'marketing@demo.local';

async function apiAs<Answer>(request: APIRequestContext, path: string) {
  const login = await request.post('/api/authentication', {
    data: { strategy: 'local', email: MARKETING, password: PASSWORD },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const answer = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Answer;
}

test('the marketing login sees the demo campaigns in the analysis chart and table', async ({ page }) => {
  const statistics = await apiAs<NewsletterStatistics>(page.request, '/newsletter-statistics');
  expect(statistics.campaigns.length).toBeGreaterThan(0);

  await openSignedIn(page, '/newsletter/analysis', MARKETING);
  await expect(page.getByRole('heading', { name: 'Newsletter analysis', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
  const rows = page.getByTestId('campaign-row');
  await expect(rows).toHaveCount(statistics.campaigns.length);
  for (const campaign of statistics.campaigns)
    await expect(rows.filter({ hasText: campaign.title })).toContainText(campaign.sent.toLocaleString('en'));
  // The lines over time and the bars per campaign are drawn.
  await expect(page.getByTestId('chart-days').locator('svg path').first()).toBeVisible();
  await expect(page.getByTestId('chart-campaigns').locator('svg rect').first()).toBeVisible();
  await expect(page.getByTestId('kpi-sent')).toContainText(
    statistics.campaigns.reduce((sum, campaign) => sum + campaign.sent, 0).toLocaleString('en'),
  );

  // One campaign chosen by typing its title: its row alone.
  const [first] = statistics.campaigns;
  await page.getByRole('combobox', { name: 'Campaign' }).fill(first!.title.slice(0, 6));
  await page.getByRole('option', { name: first!.title }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(first!.title);
});

test('the marketing login sees the account at a glance on /mailjet', async ({ page }) => {
  const account = await apiAs<MailjetAccount>(page.request, '/mailjet/account');
  await openSignedIn(page, '/mailjet', MARKETING);
  await expect(page.getByRole('heading', { name: 'Newsletter overview', level: 1 })).toBeVisible();
  await expect(page.getByTestId('mailjet-state')).toHaveText('Mailjet is reachable.');
  await expect(page.getByTestId('account-lists')).toContainText(account.lists.toLocaleString('en'));
  await expect(page.getByTestId('account-subscribed')).toContainText(account.subscribed.toLocaleString('en'));
  const last = page.getByTestId('last-campaigns');
  for (const campaign of account.lastCampaigns ?? [])
    await expect(last.getByRole('link', { name: campaign.title })).toBeVisible();
  await page
    .getByRole('region', { name: 'Newsletter pages' })
    .getByRole('link', { name: 'Newsletter analysis' })
    .click();
  await expect(page).toHaveURL(/\/newsletter\/analysis$/);
});
