import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { translate } from './support/dictionary';
import { openSignedIn } from './support/sign-in';
import { DEMO_ORDER_PAID, DEMO_ORDER_PENDING_PAYMENT, demoData, TICKETING } from './support/ticket-orders';

// The order screen (issue 6 item 2): customer data, status, tickets with QR codes, payments, invoices.

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

const en = (key: string, values: Record<string, string> = {}) => translate('en', key, values);
const status = (value: string) => en(`tickets.entities.order.enums.status.${value}`);

test('an order waiting for payment is checked with the provider, becomes paid and is refunded', async ({
  page,
  request,
}) => {
  const emulator = process.env.E2E_PAYMENTS_URL;
  expect(emulator, 'npm start prints the payment emulator').toBeTruthy();
  const demo = await demoData(request);
  const order = await demo.orderNumbered(DEMO_ORDER_PENDING_PAYMENT);
  const tickets = await demo.ticketsOf(order.id_tk_order);
  const { data: payments } = await demo.get<{ data: { reference: string; provider_payment_id: string }[] }>(
    `/ticket/payment?id_tk_order=${order.id_tk_order}`,
  );
  const payment = payments[0];
  expect(payment?.provider_payment_id).toBeTruthy();

  await openSignedIn(page, `/tickets/orders/${order.id_tk_order}`, TICKETING);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);

  const ticketSection = page.getByRole('region', {
    name: en('tickets.order.tickets', { count: String(tickets.length) }),
  });
  for (const ticket of tickets) {
    await expect(
      ticketSection.getByRole('img', { name: en('tickets.order.qrCode', { code: ticket.code }) }),
    ).toBeVisible();
    await expect(ticketSection.getByRole('cell', { name: ticket.code, exact: true })).toBeVisible();
  }
  const first = tickets[0]?.code ?? '';
  await ticketSection.getByRole('button', { name: en('tickets.order.showQr', { code: first }) }).click();
  const large = page.getByRole('dialog');
  await expect(large.getByRole('img', { name: en('tickets.order.qrCode', { code: first }) })).toBeVisible();
  await large.getByRole('button', { name: en('tickets.order.close') }).click();

  const statusSection = page.getByRole('region', { name: en('tickets.entities.order.fields.status') });
  await expect(statusSection.getByText(status('pending_payment'), { exact: true })).toBeVisible();

  // the bank confirms the payment at the provider; the check finds it and the order becomes paid
  const confirmed = await request.put(`${emulator}/control/payments/${payment?.provider_payment_id}/status`, {
    data: { status: 'paid' },
  });
  expect(confirmed.status()).toBe(200);
  const paymentSection = page.getByRole('region', { name: en('tickets.order.payments', { count: '1' }) });
  await paymentSection.getByRole('button', { name: en('tickets.payment.check') }).click();
  await expect(paymentSection.getByRole('alert')).toHaveText(
    en('tickets.payment.checked', { reference: payment?.reference ?? '', status: 'paid' }),
  );
  await expect(
    paymentSection.getByRole('cell', { name: en('tickets.entities.payment.enums.status.paid'), exact: true }),
  ).toBeVisible();
  await expect(statusSection.getByText(status('paid'), { exact: true })).toBeVisible();

  // a failing provider is reported, not hidden
  const failing = await request.post(`${emulator}/control/fail`, { data: { times: 1, mode: 'error' } });
  expect(failing.status()).toBe(204);
  await paymentSection.getByRole('button', { name: en('tickets.payment.check') }).click();
  await expect(paymentSection.getByRole('alert')).toContainText(
    en('tickets.payment.checkError', { reference: payment?.reference ?? '', message: '' }).trim(),
  );

  // a move out of which there is no way back is asked first
  await statusSection.getByRole('button', { name: status('refunded'), exact: true }).click();
  const confirm = page.getByRole('dialog', { name: en('tickets.order.confirmTitle', { status: status('refunded') }) });
  await confirm.getByRole('button', { name: en('list.cancel') }).click();
  await expect(statusSection.getByText(status('paid'), { exact: true })).toBeVisible();
  await statusSection.getByRole('button', { name: status('refunded'), exact: true }).click();
  await confirm.getByRole('button', { name: status('refunded') }).click();
  await expect(statusSection.getByText(status('refunded'), { exact: true })).toBeVisible();
  await expect(statusSection.getByRole('button')).toHaveCount(0);
  expect((await demo.get<{ status: string }>(`/ticket/order/${order.id_tk_order}`)).status).toBe('refunded');
});

test('customer data are saved with the order, and status moves wait while they are unsaved', async ({
  page,
  request,
}) => {
  const demo = await demoData(request);
  const order = await demo.orderIn('created');
  await openSignedIn(page, `/tickets/orders/${order.id_tk_order}`, TICKETING);
  const statusSection = page.getByRole('region', { name: en('tickets.entities.order.fields.status') });
  const toPaid = statusSection.getByRole('button', { name: status('paid'), exact: true });
  await expect(toPaid).toBeEnabled();

  const phone = page.getByRole('textbox', { name: en('tickets.entities.order.fields.phone') });
  await phone.fill('+49 4131 123456');
  await expect(toPaid).toBeDisabled();
  await expect(statusSection.getByText(en('tickets.order.saveFirst'))).toBeVisible();
  await page.getByRole('button', { name: en('form.save') }).click();
  await expect(toPaid).toBeEnabled();

  // a created order cannot go back from paid: the move is confirmed first
  await toPaid.click();
  const confirm = page.getByRole('dialog', { name: en('tickets.order.confirmTitle', { status: status('paid') }) });
  await expect(confirm).toContainText(en('tickets.order.confirmOneWay', { status: status('created') }));
  await confirm.getByRole('button', { name: status('paid') }).click();
  await expect(statusSection.getByText(status('paid'), { exact: true })).toBeVisible();
  await expect(page.getByText(en('tickets.order.moved', { status: status('paid') }))).toBeVisible();
  // the form is made anew with the moved order (its status field says so): saving again is no conflict
  await expect(page.getByRole('textbox', { name: en('tickets.entities.order.fields.status') })).toHaveValue(
    status('paid'),
  );
  await phone.fill('+49 4131 654321');
  await page.getByRole('button', { name: en('form.save') }).click();
  await expect(phone).toHaveValue('+49 4131 654321');
  // the save answers after the click: the order is read until it has the new phone number
  const saved = () => demo.get<{ phone: string; status: string }>(`/ticket/order/${order.id_tk_order}`);
  await expect.poll(async () => (await saved()).phone).toBe('+49 4131 654321');
  expect(await saved()).toMatchObject({ phone: '+49 4131 654321', status: 'paid' });
});

test("a paid order's invoice downloads as a PDF from the order screen", async ({ page, request }) => {
  const demo = await demoData(request);
  const order = await demo.orderNumbered(DEMO_ORDER_PAID);
  const { data: invoices } = await demo.get<{ data: { number: string }[] }>(
    `/ticket/invoice?id_tk_order=${order.id_tk_order}`,
  );
  const invoice = invoices[0];
  expect(invoice).toBeDefined();

  await openSignedIn(page, `/tickets/orders/${order.id_tk_order}`, TICKETING);
  const section = page.getByRole('region', { name: en('tickets.order.invoices', { count: '1' }) });
  await expect(section.getByRole('link', { name: invoice?.number })).toBeVisible();
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: en('tickets.invoice.pdf') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${invoice?.number}.pdf`);
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});
