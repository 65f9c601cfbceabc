import { expect, test } from '@playwright/test';
import { apiToken, openSignedIn } from './support/sign-in';

// The campaign editor (issue 22): a draft's form with its Mailjet actions; a test send, then the one
// send after the confirmation that names the list, through the Mailjet emulator `npm start` runs.

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('sends a test of a draft, then sends it once: the campaign is sent and offers no send any more', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const post = async (path: string, data: object) => {
    const answer = await request.post(`/api${path}`, { headers, data });
    expect(answer.status(), await answer.text()).toBe(201);
    return (await answer.json()) as Record<string, number>;
  };
  const listName = `E2E-Liste ${run}`;
  const { id_nl_contactslist } = await post('/newsletter/contactslist', {
    name: listName,
    consent_express: true,
    consent_not_purchased: true,
    consent_unsubscribe_link: true,
    consent_lawful_content: true,
    consent_guidelines_read: true,
  });
  await post('/newsletter/contact', { id_nl_contactslist, email: `leserin-${run}@example.com` });
  const { id_nl_template } = await post('/newsletter/template', {
    name: `E2E-Vorlage ${run}`,
    purpose: 'marketing',
    html_part: '<p>Hallo</p><p><a href="[[UNSUB_LINK_DE]]">Abmelden</a></p>',
  });
  const { id_nl_campaign } = await post('/newsletter/campaign', {
    title: `E2E-Kampagne ${run}`,
    subject: 'Reiseideen',
    sender_name: 'Demo Reisen',
    sender_email: 'newsletter@demo-reisen.example',
    id_nl_contactslist,
    id_nl_template,
  });

  await openSignedIn(page, `/newsletter/campaigns/${id_nl_campaign}`);
  const bar = page.getByRole('region', { name: 'Campaign actions' });
  await expect(bar.getByTestId('campaign-status')).toHaveText('Status: Draft');

  await bar.getByRole('button', { name: 'Send test' }).click();
  const testDialog = page.getByRole('dialog', { name: 'Send a test' });
  await testDialog.getByTestId('test-addresses').fill(`pruefer-${run}@example.com`);
  await testDialog.getByRole('button', { name: 'Send test' }).click();
  await expect(bar.getByText('The test has been sent.')).toBeVisible();
  await expect(bar.getByTestId('campaign-status')).toHaveText('Status: Draft');

  await bar.getByRole('button', { name: 'Send now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send the campaign now?' });
  await expect(confirm.getByText(`The campaign goes to the list “${listName}”: 1 subscribed contacts.`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Send now' }).click();

  await expect(bar.getByTestId('campaign-status')).toHaveText('Status: Sent');
  await expect(bar.getByTestId('campaign-sent-info')).toContainText('to 1 recipients');
  await expect(bar.getByRole('button', { name: 'Send now' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Subject' })).not.toBeEditable();
});
