import { npmStart } from './npm-start';

/**
 * Starts the product as `npm start` starts it, on a temporary data directory and a free port,
 * on the embedded database, with the mail catcher; the tests read their URLs from E2E_BASE_URL,
 * E2E_MAIL_URL, E2E_PAYMENTS_URL (the payment emulator), E2E_OPENAI_URL (the OpenAI emulator), E2E_PRINT_URL
 * (the print emulator), E2E_RATIO_URL (the Ratio emulator), E2E_KUSCHICK_URL (the Kuschick emulator) and
 * E2E_STOCK_URL (the stock emulator) and E2E_MAILJET_URL (the Mailjet emulator).
 * Answers the teardown.
 */
export default async function startServer() {
  const product = await npmStart(process.cwd());
  process.env.E2E_BASE_URL = product.url;
  process.env.E2E_MAIL_URL = product.mailUrl;
  if (product.paymentsUrl) process.env.E2E_PAYMENTS_URL = product.paymentsUrl;
  if (product.openaiUrl) process.env.E2E_OPENAI_URL = product.openaiUrl;
  if (product.printUrl) process.env.E2E_PRINT_URL = product.printUrl;
  if (product.ratioUrl) process.env.E2E_RATIO_URL = product.ratioUrl;
  if (product.kuschickUrl) process.env.E2E_KUSCHICK_URL = product.kuschickUrl;
  if (product.stockUrl) process.env.E2E_STOCK_URL = product.stockUrl;
  if (product.mailjetUrl) process.env.E2E_MAILJET_URL = product.mailjetUrl;
  return product.stop;
}
