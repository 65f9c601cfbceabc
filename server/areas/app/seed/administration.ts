import type { SeedContext } from '../../../core/area.ts';
import { seedDemoTranslations } from './demo-translations.ts';
import { emergencyCalls } from './emergency-calls.ts';
import { travelbagTemplates } from './travelbag-templates.ts';

/**
 * The app's administration: travel-bag templates and the emergency numbers (those whose name
 * exists are kept as they are), and translations of the journeys, departures and push messages the
 * seeds before it made.
 */
export async function seedAdministration({ db }: SeedContext): Promise<Record<string, number>> {
  const shorts = await db.selectFrom('app_travelbagtemplates').select('short').execute();
  const knownShorts = new Set(shorts.map((row) => row.short));
  const newTemplates = travelbagTemplates.filter((row) => !knownShorts.has(row.short));
  if (newTemplates.length > 0) await db.insertInto('app_travelbagtemplates').values(newTemplates).execute();

  const labels = await db.selectFrom('app_emergencycall').select('label').execute();
  const knownLabels = new Set(labels.map((row) => row.label));
  const newCalls = emergencyCalls.filter((row) => !knownLabels.has(row.label));
  if (newCalls.length > 0) await db.insertInto('app_emergencycall').values(newCalls).execute();

  return {
    appTravelbagTemplates: newTemplates.length,
    appEmergencyCalls: newCalls.length,
    appTranslations: await seedDemoTranslations(db),
  };
}
