import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

describe('loadConfig', () => {
  it('has working defaults: port 3000, ./data, PGlite with demo data', () => {
    expect(loadConfig({}, false)).toEqual({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      userCacheMs: 2000,
      dataDir: './data',
      jwtSecret: undefined,
      logLevel: 'info',
      logFormat: 'json',
      demoData: true,
      bodyLimit: 1_048_576,
      serveConsole: true,
      smtpUrl: undefined,
      mailFrom: 'Travel back office <no-reply@localhost>',
      mailCatcherPort: 0,
      publicUrl: undefined,
      paymentProvider: undefined,
      paymentEmulatorPort: 0,
      openaiService: undefined,
      openaiModel: 'gpt-4o-mini',
      openaiEmulatorPort: 0,
      printSystem: undefined,
      printEmulatorPort: 0,
      ratioSystem: undefined,
      ratioEmulatorPort: 0,
      kuschickSystem: undefined,
      kuschickEmulatorPort: 0,
      stockSystem: undefined,
      stockProduct: 'Backoffice/1.0',
      stockEmulatorPort: 0,
      insuranceSystem: undefined,
      insuranceEmulatorPort: 0,
      mailjetEmulatorPort: 0,
      smsFrom: 'Reisen',
      smsEmulatorPort: 0,
      samsaraEmulatorPort: 0,
      pushEmulatorPort: 0,
      trustProxy: false,
      hstsMaxAge: 15_552_000,
    });
  });

  it('logs readable lines to a terminal and JSON lines elsewhere, unless LOG_FORMAT says otherwise', () => {
    const cases = [
      { env: {}, terminal: true, format: 'pretty' },
      { env: {}, terminal: false, format: 'json' },
      { env: { LOG_FORMAT: 'json' }, terminal: true, format: 'json' },
      { env: { LOG_FORMAT: 'pretty' }, terminal: false, format: 'pretty' },
    ];
    for (const { env, terminal, format } of cases)
      expect(loadConfig(env, terminal).logFormat, JSON.stringify({ env, terminal })).toBe(format);
    expect(() => loadConfig({ LOG_FORMAT: 'colourful' })).toThrow(/LOG_FORMAT/);
  });

  it('reads which proxies to trust: yes, no, or their addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'no' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    for (const wrong of ['proxy.example.com', '10.0.0.0/33', '10.0.0.1/', '10.0.0.1,,10.0.0.2'])
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY: must be true, false, or/);
  });

  it('reads the HSTS lifetime in seconds, 0 for none', () => {
    expect(loadConfig({ HSTS_MAX_AGE: '31536000' }).hstsMaxAge).toBe(31_536_000);
    expect(loadConfig({ HSTS_MAX_AGE: '0' }).hstsMaxAge).toBe(0);
    expect(() => loadConfig({ HSTS_MAX_AGE: '-1' })).toThrow(/HSTS_MAX_AGE/);
    expect(() => loadConfig({ HSTS_MAX_AGE: 'a year' })).toThrow(/HSTS_MAX_AGE/);
  });

  it('reads the payment provider, or the emulator port', () => {
    expect(
      loadConfig({
        PAYMENT_URL: 'https://payments.example.com/',
        PAYMENT_API_KEY: 'live_key',
        PAYMENT_EMULATOR_PORT: '4242',
      }),
    ).toMatchObject({
      paymentProvider: { url: 'https://payments.example.com', apiKey: 'live_key' },
      paymentEmulatorPort: 4242,
    });
  });

  it('wants the payment URL and key together, and names them beside other problems', () => {
    expect(() => loadConfig({ PAYMENT_URL: 'https://payments.example.com' })).toThrow(
      /PAYMENT_API_KEY: PAYMENT_URL and PAYMENT_API_KEY are set together/,
    );
    expect(() => loadConfig({ PAYMENT_API_KEY: 'live_key' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', PAYMENT_URL: 'ftp://payments.example.com' })).toThrow(
      /PORT[\s\S]*PAYMENT_URL: must be an http:\/\/ or https:\/\/ URL[\s\S]*PAYMENT_API_KEY/,
    );
  });

  it('reads Adobe Stock with its key, token, product and preview hosts, and wants URL, key and token together', () => {
    expect(
      loadConfig({
        STOCK_URL: 'https://stock.adobe.io/',
        STOCK_API_KEY: 'stock-key',
        STOCK_ACCESS_TOKEN: 'member-token',
        STOCK_PRODUCT: 'Reisebuero/2.0',
        STOCK_THUMBNAIL_ORIGINS: 'https://t4.ftcdn.net, https://as1.ftcdn.net/',
      }),
    ).toMatchObject({
      stockSystem: {
        url: 'https://stock.adobe.io',
        apiKey: 'stock-key',
        accessToken: 'member-token',
        thumbnailOrigins: ['https://t4.ftcdn.net', 'https://as1.ftcdn.net'],
      },
      stockProduct: 'Reisebuero/2.0',
    });
    expect(loadConfig({ STOCK_EMULATOR_PORT: '4555' })).toMatchObject({
      stockSystem: undefined,
      stockEmulatorPort: 4555,
    });
    expect(() => loadConfig({ STOCK_URL: 'https://stock.adobe.io', STOCK_API_KEY: 'stock-key' })).toThrow(
      /STOCK_ACCESS_TOKEN: STOCK_URL, STOCK_API_KEY and STOCK_ACCESS_TOKEN are set together/,
    );
    expect(() => loadConfig({ STOCK_THUMBNAIL_ORIGINS: 'https://t4.ftcdn.net/path' })).toThrow(
      /STOCK_THUMBNAIL_ORIGINS/,
    );
  });

  it('reads the insurer, or the emulator port, and wants URL and key together', () => {
    expect(
      loadConfig({ ERGO_URL: 'https://ergo.example.com/', ERGO_API_KEY: 'ergo-key', ERGO_EMULATOR_PORT: '4666' }),
    ).toMatchObject({
      insuranceSystem: { url: 'https://ergo.example.com', apiKey: 'ergo-key' },
      insuranceEmulatorPort: 4666,
    });
    expect(() => loadConfig({ ERGO_API_KEY: 'ergo-key' })).toThrow(
      /ERGO_API_KEY: ERGO_URL and ERGO_API_KEY are set together/,
    );
  });

  it('reads Mailjet, or the emulator port, and wants URL, key and secret together', () => {
    expect(
      loadConfig({
        MAILJET_URL: 'https://api.mailjet.com/',
        MAILJET_API_KEY: 'mj-key',
        MAILJET_SECRET_KEY: 'mj-secret',
        MAILJET_EMULATOR_PORT: '4777',
      }),
    ).toMatchObject({
      mailjetSystem: { url: 'https://api.mailjet.com', apiKey: 'mj-key', secretKey: 'mj-secret' },
      mailjetEmulatorPort: 4777,
    });
    expect(() => loadConfig({ MAILJET_URL: 'https://api.mailjet.com', MAILJET_API_KEY: 'mj-key' })).toThrow(
      /MAILJET_SECRET_KEY: MAILJET_URL, MAILJET_API_KEY and MAILJET_SECRET_KEY are set together/,
    );
  });

  it('reads Twilio and Samsara, or their emulator ports, and wants their URL and keys together', () => {
    expect(
      loadConfig({
        SMS_URL: 'https://api.twilio.com/',
        SMS_ACCOUNT_SID: 'AC123',
        SMS_AUTH_TOKEN: 'token',
        SMS_FROM: '+4941311234567',
        SAMSARA_URL: 'https://api.samsara.com',
        SAMSARA_TOKEN: 'samsara-token',
        SAMSARA_EMULATOR_PORT: '4778',
      }),
    ).toMatchObject({
      smsSystem: { url: 'https://api.twilio.com', accountSid: 'AC123', authToken: 'token' },
      smsFrom: '+4941311234567',
      samsaraSystem: { url: 'https://api.samsara.com', token: 'samsara-token' },
      samsaraEmulatorPort: 4778,
    });
    expect(() => loadConfig({ SMS_URL: 'https://api.twilio.com', SMS_ACCOUNT_SID: 'AC123' })).toThrow(
      /SMS_AUTH_TOKEN: SMS_URL, SMS_ACCOUNT_SID and SMS_AUTH_TOKEN are set together/,
    );
    expect(() => loadConfig({ SAMSARA_TOKEN: 'samsara-token' })).toThrow(
      /SAMSARA_TOKEN: SAMSARA_URL and SAMSARA_TOKEN are set together/,
    );
  });

  it('reads the print system, or the emulator port, and wants URL and key together', () => {
    expect(
      loadConfig({ PRINT_URL: 'https://pim.example.com/', PRINT_API_KEY: 'pim-key', PRINT_EMULATOR_PORT: '4444' }),
    ).toMatchObject({ printSystem: { url: 'https://pim.example.com', apiKey: 'pim-key' }, printEmulatorPort: 4444 });
    expect(() => loadConfig({ PRINT_URL: 'https://pim.example.com' })).toThrow(
      /PRINT_API_KEY: PRINT_URL and PRINT_API_KEY are set together/,
    );
    expect(() => loadConfig({ PRINT_URL: 'ftp://pim.example.com', PRINT_API_KEY: 'pim-key' })).toThrow(
      /PRINT_URL: must be an http:\/\/ or https:\/\/ URL/,
    );
  });

  it('reads Ratio, or the emulator port, and wants URL and key together', () => {
    expect(
      loadConfig({ RATIO_URL: 'https://ratio.example.com/', RATIO_API_KEY: 'ratio-key', RATIO_EMULATOR_PORT: '4555' }),
    ).toMatchObject({
      ratioSystem: { url: 'https://ratio.example.com', apiKey: 'ratio-key' },
      ratioEmulatorPort: 4555,
    });
    expect(loadConfig({})).toMatchObject({ ratioSystem: undefined, ratioEmulatorPort: 0 });
    expect(() => loadConfig({ RATIO_API_KEY: 'ratio-key' })).toThrow(
      /RATIO_API_KEY: RATIO_URL and RATIO_API_KEY are set together/,
    );
    expect(() => loadConfig({ RATIO_URL: 'ftp://ratio.example.com', RATIO_API_KEY: 'ratio-key' })).toThrow(
      /RATIO_URL: must be an http:\/\/ or https:\/\/ URL/,
    );
  });

  it('reads Kuschick, or the emulator port, and wants URL and key together', () => {
    expect(
      loadConfig({
        KUSCHICK_URL: 'https://kuschick.example.com/',
        KUSCHICK_API_KEY: 'k-key',
        KUSCHICK_EMULATOR_PORT: '4666',
      }),
    ).toMatchObject({
      kuschickSystem: { url: 'https://kuschick.example.com', apiKey: 'k-key' },
      kuschickEmulatorPort: 4666,
    });
    expect(() => loadConfig({ KUSCHICK_URL: 'https://kuschick.example.com' })).toThrow(
      /KUSCHICK_API_KEY: KUSCHICK_URL and KUSCHICK_API_KEY are set together/,
    );
  });

  it('reads the OpenAI service and model, or the emulator port, and wants URL and key together', () => {
    expect(
      loadConfig({
        OPENAI_URL: 'https://api.openai.com/',
        OPENAI_API_KEY: 'sk-live',
        OPENAI_MODEL: 'gpt-4.1-mini',
        OPENAI_EMULATOR_PORT: '4343',
      }),
    ).toMatchObject({
      openaiService: { url: 'https://api.openai.com', apiKey: 'sk-live' },
      openaiModel: 'gpt-4.1-mini',
      openaiEmulatorPort: 4343,
    });
    expect(() => loadConfig({ OPENAI_URL: 'https://api.openai.com' })).toThrow(
      /OPENAI_API_KEY: OPENAI_URL and OPENAI_API_KEY are set together/,
    );
    expect(() => loadConfig({ OPENAI_API_KEY: 'sk-live', PAYMENT_URL: 'https://payments.example.com' })).toThrow(
      /PAYMENT_API_KEY[\s\S]*OPENAI_API_KEY/,
    );
    expect(() => loadConfig({ OPENAI_URL: 'https://api.openai.com/v1/', OPENAI_API_KEY: 'sk-live' })).toThrow(
      /OPENAI_URL: must be the API root without \/v1/,
    );
    expect(() => loadConfig({ OPENAI_URL: 'file:///etc/passwd', OPENAI_API_KEY: 'sk-live' })).toThrow(
      /OPENAI_URL: must be an http:\/\/ or https:\/\/ URL/,
    );
  });

  it('reads the mail settings, and takes the trailing slash off PUBLIC_URL', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://mailer:secret@mail.example.com:465',
        MAIL_FROM: 'Reisebüro <info@example.com>',
        MAIL_CATCHER_PORT: '2580',
        PUBLIC_URL: 'https://backoffice.example.com/',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://mailer:secret@mail.example.com:465',
      mailFrom: 'Reisebüro <info@example.com>',
      mailCatcherPort: 2580,
      publicUrl: 'https://backoffice.example.com',
    });
  });

  it('refuses a mail server or public URL of another scheme', () => {
    const attempt = () => loadConfig({ SMTP_URL: 'http://mail.example.com', PUBLIC_URL: 'javascript:alert(1)' });
    expect(attempt).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(attempt).toThrow(/PUBLIC_URL: must be an http:\/\/ or https:\/\/ URL/);
  });

  it('does not seed demo logins into PostgreSQL unless asked', () => {
    const url = 'postgres://app@127.0.0.1:5432/backoffice';
    expect(loadConfig({ DATABASE_URL: url }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('ignores empty variables', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('names every invalid variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET[\s\S]*LOG_LEVEL/);
  });
});
