import { isIP } from 'node:net';
import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const logFormats = ['pretty', 'json'] as const;

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** proxy-addr's names for address ranges, which Fastify's trustProxy takes beside addresses and CIDR ranges. */
const namedRanges = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (bits === undefined) return namedRanges.includes(entry) || family !== 0;
  const prefix = Number(bits);
  return rest.length === 0 && /^\d+$/.test(bits) && family !== 0 && prefix <= (family === 4 ? 32 : 128);
};

/** TRUST_PROXY: true, false, or the proxies' addresses, comma-separated. */
const trustProxyFromEnv = z.string().transform((value, context): boolean | string[] => {
  const flag = booleanFromEnv.safeParse(value.trim().toLowerCase());
  if (flag.success) return flag.data;
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  context.addIssue({
    code: 'custom',
    message: 'must be true, false, or comma-separated addresses, CIDR ranges, loopback, linklocal or uniquelocal',
  });
  return z.NEVER;
});

/** The default of `USER_CACHE_MS`: a change another server process makes to a user reaches the sign-in check within it. */
export const USER_CACHE_MS = 2000;

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).optional(),
  DATABASE_QUEUE_LIMIT: z.coerce.number().int().min(0).optional(),
  DATABASE_QUEUE_WAIT_MS: z.coerce.number().int().min(1).optional(),
  USER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(USER_CACHE_MS),
  DATA_DIR: z.string().min(1).default('./data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  LOG_FORMAT: z.enum(logFormats).optional(),
  DEMO_DATA: booleanFromEnv.optional(),
  BODY_LIMIT: z.coerce.number().int().positive().default(1_048_576),
  SERVE_CONSOLE: booleanFromEnv.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/./, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(1).default('Travel back office <no-reply@localhost>'),
  MAIL_CATCHER_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  PAYMENT_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  PAYMENT_API_KEY: z.string().min(1).optional(),
  PAYMENT_EMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  OPENAI_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    // The client appends /v1/chat/completions; OpenAI's SDKs take the root with /v1.
    .refine((url) => !/\/v1$/.test(url), 'must be the API root without /v1, e.g. https://api.openai.com')
    .optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_EMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  PRINT_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  PRINT_API_KEY: z.string().min(1).optional(),
  PRINT_EMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  RATIO_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  RATIO_API_KEY: z.string().min(1).optional(),
  RATIO_EMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  KUSCHICK_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  KUSCHICK_API_KEY: z.string().min(1).optional(),
  KUSCHICK_EMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  STOCK_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  STOCK_API_KEY: z.string().min(1).optional(),
  STOCK_ACCESS_TOKEN: z.string().min(1).optional(),
  STOCK_PRODUCT: z.string().min(1).max(200).default('Backoffice/1.0'),
  STOCK_THUMBNAIL_ORIGINS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .refine((origins) => origins.every((origin) => /^https?:\/\/[^/\s]+$/.test(origin)), {
      message: 'must be a comma-separated list of origins such as https://t4.ftcdn.net',
    })
    .optional(),
  STOCK_EMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  ERGO_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  ERGO_API_KEY: z.string().min(1).optional(),
  ERGO_EMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  MAILJET_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  MAILJET_API_KEY: z.string().min(1).optional(),
  MAILJET_SECRET_KEY: z.string().min(1).optional(),
  MAILJET_EMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  SMS_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  SMS_ACCOUNT_SID: z.string().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().min(1).optional(),
  SMS_FROM: z.string().min(1).max(20).default('Reisen'),
  SMS_EMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  SAMSARA_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  SAMSARA_TOKEN: z.string().min(1).optional(),
  SAMSARA_EMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  PUSH_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  FCM_PROJECT_ID: z.string().min(1).optional(),
  FCM_ACCESS_TOKEN: z.string().min(1).optional(),
  PUSH_EMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  TRUST_PROXY: trustProxyFromEnv.default(false),
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(15_552_000),
});

// Checked even when another variable is bad, so that one run names every problem.
const configSchema = environmentSchema
  .refine((env) => (env.PAYMENT_URL === undefined) === (env.PAYMENT_API_KEY === undefined), {
    path: ['PAYMENT_API_KEY'],
    message: 'PAYMENT_URL and PAYMENT_API_KEY are set together or not at all',
    when: () => true,
  })
  .refine((env) => (env.ERGO_URL === undefined) === (env.ERGO_API_KEY === undefined), {
    path: ['ERGO_API_KEY'],
    message: 'ERGO_URL and ERGO_API_KEY are set together or not at all',
    when: () => true,
  })
  .refine((env) => (env.OPENAI_URL === undefined) === (env.OPENAI_API_KEY === undefined), {
    path: ['OPENAI_API_KEY'],
    message: 'OPENAI_URL and OPENAI_API_KEY are set together or not at all',
    when: () => true,
  })
  .refine((env) => (env.PRINT_URL === undefined) === (env.PRINT_API_KEY === undefined), {
    path: ['PRINT_API_KEY'],
    message: 'PRINT_URL and PRINT_API_KEY are set together or not at all',
    when: () => true,
  })
  .refine((env) => (env.RATIO_URL === undefined) === (env.RATIO_API_KEY === undefined), {
    path: ['RATIO_API_KEY'],
    message: 'RATIO_URL and RATIO_API_KEY are set together or not at all',
    when: () => true,
  })
  .refine((env) => (env.KUSCHICK_URL === undefined) === (env.KUSCHICK_API_KEY === undefined), {
    path: ['KUSCHICK_API_KEY'],
    message: 'KUSCHICK_URL and KUSCHICK_API_KEY are set together or not at all',
    when: () => true,
  })
  .refine(
    (env) =>
      new Set([env.STOCK_URL, env.STOCK_API_KEY, env.STOCK_ACCESS_TOKEN].map((value) => value === undefined)).size ===
      1,
    {
      path: ['STOCK_ACCESS_TOKEN'],
      message: 'STOCK_URL, STOCK_API_KEY and STOCK_ACCESS_TOKEN are set together or not at all',
      when: () => true,
    },
  )
  .refine(
    (env) =>
      new Set([env.MAILJET_URL, env.MAILJET_API_KEY, env.MAILJET_SECRET_KEY].map((value) => value === undefined))
        .size === 1,
    {
      path: ['MAILJET_SECRET_KEY'],
      message: 'MAILJET_URL, MAILJET_API_KEY and MAILJET_SECRET_KEY are set together or not at all',
      when: () => true,
    },
  )
  .refine(
    (env) =>
      new Set([env.SMS_URL, env.SMS_ACCOUNT_SID, env.SMS_AUTH_TOKEN].map((value) => value === undefined)).size === 1,
    {
      path: ['SMS_AUTH_TOKEN'],
      message: 'SMS_URL, SMS_ACCOUNT_SID and SMS_AUTH_TOKEN are set together or not at all',
      when: () => true,
    },
  )
  .refine((env) => (env.SAMSARA_URL === undefined) === (env.SAMSARA_TOKEN === undefined), {
    path: ['SAMSARA_TOKEN'],
    message: 'SAMSARA_URL and SAMSARA_TOKEN are set together or not at all',
    when: () => true,
  })
  .refine(
    (env) =>
      new Set([env.PUSH_URL, env.FCM_PROJECT_ID, env.FCM_ACCESS_TOKEN].map((value) => value === undefined)).size === 1,
    {
      path: ['FCM_ACCESS_TOKEN'],
      message: 'PUSH_URL, FCM_PROJECT_ID and FCM_ACCESS_TOKEN are set together or not at all',
      when: () => true,
    },
  );

export type Environment = z.input<typeof environmentSchema>;

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; absent means the embedded PGlite database in `dataDir`. */
  databaseUrl?: string;
  /** PostgreSQL connections kept; absent: the database module's default. */
  poolSize?: number;
  /** Requests that may wait for a connection while all are busy; more answer 503 with Retry-After. */
  poolQueueLimit?: number;
  /** Milliseconds a request waits for a connection before it answers 503. */
  poolWaitMs?: number;
  /** Milliseconds a signed-in user, once read, serves further requests (0: read per request). */
  userCacheMs: number;
  dataDir: string;
  /** Absent means: read or create `<dataDir>/jwt-secret`. */
  jwtSecret?: string;
  logLevel: (typeof logLevels)[number];
  /** `pretty`: one readable line per entry, for a person at a terminal; `json`: pino's JSON lines, for a log collector. */
  logFormat: (typeof logFormats)[number];
  /** Seed the demo data set when the database is created. */
  demoData: boolean;
  bodyLimit: number;
  /** Serve the built console beside the API (off for an API-only process, as in `npm run dev`). */
  serveConsole: boolean;
  /** Absent means: start the mail catcher on loopback and send there. */
  smtpUrl?: string;
  mailFrom: string;
  /** HTTP port of the mail catcher; 0 is any free port. */
  mailCatcherPort: number;
  /**
   * Where the product is reached, without a trailing slash: links in mails start with it when a
   * request tells no origin.
   */
  publicUrl?: string;
  /** The real payment provider; absent means: start the payment emulator on loopback and use it. */
  paymentProvider?: { url: string; apiKey: string };
  /** Port of the payment emulator; 0 is any free port. */
  paymentEmulatorPort: number;
  /** The real OpenAI API (or one that speaks it); absent means: start the OpenAI emulator on loopback and use it. */
  openaiService?: { url: string; apiKey: string };
  /** The chat model that writes metadata. */
  openaiModel: string;
  /** Port of the OpenAI emulator; 0 is any free port. */
  openaiEmulatorPort: number;
  /** The real print/PIM system (censhare); absent means: start the print emulator on loopback and use it. */
  printSystem?: { url: string; apiKey: string };
  /** Port of the print emulator; 0 is any free port. */
  printEmulatorPort: number;
  /** Ratio, the booking system processes live in; absent means: start the Ratio emulator on loopback and use it. */
  ratioSystem?: { url: string; apiKey: string };
  /** Port of the Ratio emulator; 0 is any free port. */
  ratioEmulatorPort: number;
  /** Kuschick, the second booking system; absent means: start the Kuschick emulator on loopback and use it. */
  kuschickSystem?: { url: string; apiKey: string };
  /** Port of the Kuschick emulator; 0 is any free port. */
  kuschickEmulatorPort: number;
  /** The real Adobe Stock API; absent means: start the stock emulator on loopback and use it. */
  stockSystem?: { url: string; apiKey: string; accessToken: string; thumbnailOrigins?: string[] };
  /** Sent to Adobe Stock as `x-Product`. */
  stockProduct: string;
  /** Port of the stock emulator; 0 is any free port. */
  stockEmulatorPort: number;
  /** ERGO's travel insurance offer service; absent means: start the insurance emulator on loopback and use it. */
  insuranceSystem?: { url: string; apiKey: string };
  /** Port of the insurance emulator; 0 is any free port. */
  insuranceEmulatorPort: number;
  /** Mailjet's API (`https://api.mailjet.com`) and the account's keys; absent means: start the Mailjet emulator on loopback and use it. */
  mailjetSystem?: { url: string; apiKey: string; secretKey: string };
  /** Port of the Mailjet emulator; 0 is any free port. */
  mailjetEmulatorPort: number;
  /** Twilio's Programmable Messaging API (`https://api.twilio.com`) and the account; absent means: start the SMS emulator on loopback and use it. */
  smsSystem?: { url: string; accountSid: string; authToken: string };
  /** The SMS sender: a number in E.164, an alphanumeric sender ID (up to 11 characters), or a messaging service (`MG…`). */
  smsFrom: string;
  /** Port of the SMS emulator; 0 is any free port. */
  smsEmulatorPort: number;
  /** Samsara's fleet API (`https://api.samsara.com`) and its API token; absent means: start the telematics emulator on loopback and use it. */
  samsaraSystem?: { url: string; token: string };
  /** Port of the telematics emulator; 0 is any free port. */
  samsaraEmulatorPort: number;
  /** Firebase Cloud Messaging (`https://fcm.googleapis.com`), the project and its OAuth access token; absent means: start the push emulator on loopback and use it. */
  pushSystem?: { url: string; projectId: string; accessToken: string };
  /** Port of the push emulator; 0 is any free port. */
  pushEmulatorPort: number;
  /**
   * Fastify's `trustProxy`: which peers' X-Forwarded-For and X-Forwarded-Proto to believe, for the
   * client's address (sign-in throttling) and whether the request came over HTTPS (HSTS, Secure cookies).
   */
  trustProxy: boolean | string[];
  /** Seconds of Strict-Transport-Security sent with every answer over HTTPS; 0 sends none. */
  hstsMaxAge: number;
}

export class ConfigError extends Error {}

/** Reads the configuration from the environment; throws a ConfigError naming every bad variable. */
/** `terminal`: whether the log goes to a person (stdout is a TTY), which decides the default log format. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  terminal = process.stdout.isTTY === true,
): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    poolSize: values.DATABASE_POOL_SIZE,
    poolQueueLimit: values.DATABASE_QUEUE_LIMIT,
    poolWaitMs: values.DATABASE_QUEUE_WAIT_MS,
    userCacheMs: values.USER_CACHE_MS,
    dataDir: values.DATA_DIR,
    jwtSecret: values.JWT_SECRET,
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT ?? (terminal ? 'pretty' : 'json'),
    // Demo logins have a published password: never seed them into a production database unasked.
    demoData: values.DEMO_DATA ?? values.DATABASE_URL === undefined,
    bodyLimit: values.BODY_LIMIT,
    serveConsole: values.SERVE_CONSOLE,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    mailCatcherPort: values.MAIL_CATCHER_PORT,
    publicUrl: values.PUBLIC_URL,
    paymentProvider:
      values.PAYMENT_URL && values.PAYMENT_API_KEY
        ? { url: values.PAYMENT_URL, apiKey: values.PAYMENT_API_KEY }
        : undefined,
    paymentEmulatorPort: values.PAYMENT_EMULATOR_PORT,
    openaiService:
      values.OPENAI_URL && values.OPENAI_API_KEY
        ? { url: values.OPENAI_URL, apiKey: values.OPENAI_API_KEY }
        : undefined,
    openaiModel: values.OPENAI_MODEL,
    openaiEmulatorPort: values.OPENAI_EMULATOR_PORT,
    printSystem:
      values.PRINT_URL && values.PRINT_API_KEY ? { url: values.PRINT_URL, apiKey: values.PRINT_API_KEY } : undefined,
    printEmulatorPort: values.PRINT_EMULATOR_PORT,
    ratioSystem:
      values.RATIO_URL && values.RATIO_API_KEY ? { url: values.RATIO_URL, apiKey: values.RATIO_API_KEY } : undefined,
    ratioEmulatorPort: values.RATIO_EMULATOR_PORT,
    kuschickSystem:
      values.KUSCHICK_URL && values.KUSCHICK_API_KEY
        ? { url: values.KUSCHICK_URL, apiKey: values.KUSCHICK_API_KEY }
        : undefined,
    kuschickEmulatorPort: values.KUSCHICK_EMULATOR_PORT,
    stockSystem:
      values.STOCK_URL && values.STOCK_API_KEY && values.STOCK_ACCESS_TOKEN
        ? {
            url: values.STOCK_URL,
            apiKey: values.STOCK_API_KEY,
            accessToken: values.STOCK_ACCESS_TOKEN,
            thumbnailOrigins: values.STOCK_THUMBNAIL_ORIGINS,
          }
        : undefined,
    stockProduct: values.STOCK_PRODUCT,
    stockEmulatorPort: values.STOCK_EMULATOR_PORT,
    insuranceSystem:
      values.ERGO_URL && values.ERGO_API_KEY ? { url: values.ERGO_URL, apiKey: values.ERGO_API_KEY } : undefined,
    insuranceEmulatorPort: values.ERGO_EMULATOR_PORT,
    mailjetSystem:
      values.MAILJET_URL && values.MAILJET_API_KEY && values.MAILJET_SECRET_KEY
        ? { url: values.MAILJET_URL, apiKey: values.MAILJET_API_KEY, secretKey: values.MAILJET_SECRET_KEY }
        : undefined,
    mailjetEmulatorPort: values.MAILJET_EMULATOR_PORT,
    smsSystem:
      values.SMS_URL && values.SMS_ACCOUNT_SID && values.SMS_AUTH_TOKEN
        ? { url: values.SMS_URL, accountSid: values.SMS_ACCOUNT_SID, authToken: values.SMS_AUTH_TOKEN }
        : undefined,
    smsFrom: values.SMS_FROM,
    smsEmulatorPort: values.SMS_EMULATOR_PORT,
    samsaraSystem:
      values.SAMSARA_URL && values.SAMSARA_TOKEN ? { url: values.SAMSARA_URL, token: values.SAMSARA_TOKEN } : undefined,
    samsaraEmulatorPort: values.SAMSARA_EMULATOR_PORT,
    pushSystem:
      values.PUSH_URL && values.FCM_PROJECT_ID && values.FCM_ACCESS_TOKEN
        ? { url: values.PUSH_URL, projectId: values.FCM_PROJECT_ID, accessToken: values.FCM_ACCESS_TOKEN }
        : undefined,
    pushEmulatorPort: values.PUSH_EMULATOR_PORT,
    trustProxy: values.TRUST_PROXY,
    hstsMaxAge: values.HSTS_MAX_AGE,
  };
}
