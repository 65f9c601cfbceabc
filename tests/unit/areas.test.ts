import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { areas } from '../../server/areas/index.ts';
import { loadRegistry } from '../../server/areas/load-registry.ts';
import { loadConfig } from '../../server/config.ts';
import { defineArea } from '../../server/core/area.ts';
import { MissingResourceError, refuseMissingResources } from '../../server/core/area-resources.ts';
import { entityHookTable } from '../../server/core/entity-hook-table.ts';
import type { Integration } from '../../server/core/integration.ts';
import { reservedApiPaths } from '../../server/core/reserved-api-paths.ts';
import { startIntegrations } from '../../server/core/start-integrations.ts';
import type { Database } from '../../server/db/database.ts';
import { startServer } from '../../server/start.ts';
import { repository } from './support/registryCopy.ts';

const registry = loadRegistry(repository);

describe('the areas', () => {
  it('are the registry areas, each with its schemas folder and resources file', () => {
    expect(areas.map((area) => area.name).sort()).toEqual([
      'agencies',
      'app',
      'booking',
      'configs',
      'customers',
      'images',
      'internet',
      'journeys',
      'newsletter',
      'processes',
      'products',
      'system',
      'tickets',
      'travel',
      'users',
    ]);
    for (const { name } of areas) {
      expect(existsSync(join(repository, 'schemas', name)), `schemas/${name}/`).toBe(true);
      expect(existsSync(join(repository, 'resources', `${name}.json`)), `resources/${name}.json`).toBe(true);
    }
  });

  it('name only resources the repository registry has', () => {
    expect(() => refuseMissingResources(areas, registry)).not.toThrow();
  });

  it('give the generic API the hooks of their entities, each entity once', () => {
    const hooks = entityHookTable(areas);
    expect(Object.keys(hooks).sort()).toEqual([
      'app/departure',
      'app/photo-entry',
      'app/push-notification',
      'app/travelbag-template',
      'configs/app-config',
      'configs/thirdparty-provider',
      'customers/customer',
      'images/customer-image',
      'images/library',
      'images/library-item',
      'internet/web-menu-item',
      'journeys/journey',
      'journeys/journey-file',
      'newsletter/campaign',
      'newsletter/contact',
      'newsletter/contact-list',
      'newsletter/template',
      'processes/process',
      'system/setting',
      'tickets/event-date',
      'tickets/event-date-price-category',
      'tickets/invoice',
      'tickets/invoice-config',
      'tickets/price-category',
      'travel/ship-route',
      'users/user',
    ]);
    const twice = [
      defineArea({ name: 'a', entityHooks: { 'x/y': {} } }),
      defineArea({ name: 'b', entityHooks: { 'x/y': {} } }),
    ];
    expect(() => entityHookTable(twice)).toThrow('the area "b" hooks x/y, which another area hooks already');
  });

  it('reserve their calls against resources, besides the core calls', () => {
    const paths = reservedApiPaths(areas);
    expect(paths).toEqual(
      expect.arrayContaining(['/authentication', '/uploads', '/openai', '/registration', '/journey-censhare']),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('an area naming a resource the registry lacks', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'backoffice-areas-'));
    for (const folder of ['schemas', 'resources'])
      cpSync(join(repository, folder), join(root, folder), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('stops the start, before the database opens, with a message naming the area and the resource', async () => {
    const file = join(root, 'resources/tickets.json');
    const resources = JSON.parse(readFileSync(file, 'utf8')) as { name: string }[];
    writeFileSync(file, JSON.stringify(resources.filter((resource) => resource.name !== 'tickets/ticket-scans')));
    const dataDir = join(root, 'data');
    const config = loadConfig({ DATA_DIR: dataDir, SERVE_CONSOLE: 'false', LOG_LEVEL: 'silent' });

    const started = startServer(config, root);
    await expect(started).rejects.toThrow(MissingResourceError);
    await expect(started).rejects.toThrow(
      'the area "tickets" needs the resource "tickets/ticket-scans", which the registry lacks',
    );
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('the integrations of the areas', () => {
  const stopped: string[] = [];
  const integration = (name: string, fails = false): Integration => ({
    name,
    async start() {
      if (fails) throw new Error(`${name} is unreachable`);
      return {
        service: `${name} client`,
        emulatorUrl: `http://127.0.0.1/${name}`,
        stop: async () => void stopped.push(name),
      };
    },
    emulatorNote: (url) => `${name} emulated at ${url}`,
  });
  const started = { db: {} as Database['db'], registry };
  const config = loadConfig({});
  beforeEach(() => void stopped.splice(0));

  it('start in one loop, in the order of the areas, and stop in reverse', async () => {
    const running = await startIntegrations(
      [
        defineArea({ name: 'a', integrations: [integration('mail')] }),
        defineArea({ name: 'b', integrations: [integration('payments')] }),
      ],
      config,
      started,
    );
    expect(running.services).toEqual({ mail: 'mail client', payments: 'payments client' });
    expect(running.emulators.map((emulator) => emulator.note)).toEqual([
      'mail emulated at http://127.0.0.1/mail',
      'payments emulated at http://127.0.0.1/payments',
    ]);
    await running.stop();
    expect(stopped).toEqual(['payments', 'mail']);
  });

  it('start an integration that several areas list once, and share its service', async () => {
    const mail = integration('mail');
    const running = await startIntegrations(
      [defineArea({ name: 'a', integrations: [mail] }), defineArea({ name: 'b', integrations: [mail] })],
      config,
      started,
    );
    expect(running.services).toEqual({ mail: 'mail client' });
    expect(running.emulators).toHaveLength(1);
    await running.stop();
    expect(stopped).toEqual(['mail']);
  });

  it('stop those started already when one fails to start', async () => {
    const failing = [defineArea({ name: 'a', integrations: [integration('mail'), integration('payments', true)] })];
    await expect(startIntegrations(failing, config, started)).rejects.toThrow('payments is unreachable');
    expect(stopped).toEqual(['mail']);
  });
});
