import type { Kysely } from 'kysely';
import type { Registry } from '../../registry/types.ts';
import type { Config } from '../config.ts';
import type { Tables } from '../db/tables.ts';

/** An external system as it runs: the client the routes use, and the emulator standing in when none is configured. */
export interface RunningIntegration<Service> {
  service: Service;
  /** The emulator's address; absent when the configuration points at the real system. */
  emulatorUrl?: string;
  /** The mail catcher's SMTP address, where an emulator that sends mail (Mailjet's) delivers it; absent for any other. */
  catcherSmtpUrl?: string;
  stop(): Promise<void>;
}

/** What an integration may read when it starts: the database holds the demo data by then. */
export interface IntegrationStart {
  db: Kysely<Tables>;
  registry: Registry;
  /** The integrations started before this one, by name: the Mailjet emulator delivers into the mail catcher. */
  running?: Readonly<Record<string, RunningIntegration<unknown>>>;
}

/**
 * An external system an area speaks to (mail, payments, the AI service). `npm start` starts every
 * area's integrations in one loop and stops them on shutdown; the tests hand the app services of their own.
 */
export interface Integration<Name extends string = string, Service = unknown> {
  /** The key of its service in the routes' context (`services.mail`). */
  name: Name;
  start(config: Config, started: IntegrationStart): Promise<RunningIntegration<Service>>;
  /** The line `npm start` prints about the emulator at `url`. */
  emulatorNote(url: string): string;
}

/** The services of `integrations`, by name: `{ mail: Mailer, payments: PaymentProvider }`. */
export type ServicesOf<Integrations extends readonly Integration[]> = {
  [Each in Integrations[number] as Each['name']]: Each extends Integration<string, infer Service> ? Service : never;
};
