import type { GridColumnVisibilityModel, GridDensity } from '@mui/x-data-grid';

/** How a user last left a list: the columns hidden or shown, and the row height. */
export interface ColumnPreferences {
  columns: GridColumnVisibilityModel;
  density: GridDensity;
}

export const DEFAULT_PREFERENCES: ColumnPreferences = { columns: {}, density: 'standard' };
const DENSITIES: readonly GridDensity[] = ['compact', 'standard', 'comfortable'];

/** Per user and resource: one browser may serve several users in turn. */
export const preferencesKey = (userId: number, resource: string) => `list.preferences.${userId}.${resource}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored preferences; anything missing or malformed is the default. */
export function readPreferences(storage: Storage, key: string): ColumnPreferences {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return DEFAULT_PREFERENCES;
  }
  if (!isRecord(stored)) return DEFAULT_PREFERENCES;
  const columns = isRecord(stored.columns)
    ? Object.fromEntries(Object.entries(stored.columns).filter(([, shown]) => typeof shown === 'boolean'))
    : {};
  const density = DENSITIES.find((value) => value === stored.density) ?? DEFAULT_PREFERENCES.density;
  return { columns: columns as GridColumnVisibilityModel, density };
}

export function writePreferences(storage: Storage, key: string, preferences: ColumnPreferences) {
  try {
    storage.setItem(key, JSON.stringify(preferences));
  } catch {
    // Storage full or switched off: the choice holds for this visit only.
  }
}
