import type { Config } from '../config.ts';
import type { Area } from './area.ts';
import type { IntegrationStart, RunningIntegration } from './integration.ts';

/** An emulator started in place of an external system, and the line that says where. */
export interface RunningEmulator {
  integration: string;
  url: string;
  note: string;
}

export interface RunningIntegrations {
  /** Each integration's service by its name, for the areas' routes. */
  services: Readonly<Record<string, unknown>>;
  emulators: readonly RunningEmulator[];
  /** Stops them in the reverse order of their start. */
  stop(): Promise<void>;
}

/**
 * Starts the integrations of every area, in the order of the areas, each once. When one fails, those started
 * already are stopped before the error goes on.
 */
export async function startIntegrations(
  areas: readonly Area[],
  config: Config,
  started: IntegrationStart,
): Promise<RunningIntegrations> {
  const services: Record<string, unknown> = {};
  const emulators: RunningEmulator[] = [];
  const running: Record<string, RunningIntegration<unknown>> = {};
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stops.splice(0).reverse()) await stopOne();
  };
  try {
    // An integration several areas list (mail) is one system: started once, its service shared.
    for (const integration of new Set(areas.flatMap((area) => area.integrations ?? []))) {
      const one = await integration.start(config, { ...started, running });
      stops.push(one.stop);
      services[integration.name] = one.service;
      running[integration.name] = one;
      if (one.emulatorUrl)
        emulators.push({
          integration: integration.name,
          url: one.emulatorUrl,
          note: integration.emulatorNote(one.emulatorUrl),
        });
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { services, emulators, stop };
}
