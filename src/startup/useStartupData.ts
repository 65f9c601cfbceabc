import { useSyncExternalStore } from 'react';
import { parseJsonText } from '../../domain/json-text';
import { startupSnapshot, subscribeStartupData, type StartupRow } from './startupStore';

/** The whole of what came in at start-up, re-rendering when a load comes in or is reloaded. */
export const useStartupSnapshot = () => useSyncExternalStore(subscribeStartupData, startupSnapshot);

/** The rows of one start-up load (`categories`, `countryShortlist`, …); undefined until they came in. */
export function useStartupRows(name: string): readonly StartupRow[] | undefined {
  return useStartupSnapshot().get(name);
}

/** A system setting as loaded at start-up, read as JSON where it is JSON; undefined until loaded or where none is stored. */
export function useSetting(key: string): unknown {
  const row = useStartupRows('settings')?.find((setting) => setting.key === key);
  return typeof row?.value === 'string' ? parseJsonText(row.value).value : undefined;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The ten-colour palette of the settings (spec 1 §9), offered beside every colour field; empty until loaded. */
export function usePalette(): string[] {
  const palette = useSetting('color_palette');
  return Array.isArray(palette) ? palette.filter((colour): colour is string => HEX_COLOUR.test(String(colour))) : [];
}

/** The page of the public website a slug names, under the path a setting holds (`/travel-overview/` + `advent`); none until loaded. */
export function useWebAddress(pathSetting: string | undefined, slug: string): string | undefined {
  const path = useSetting(pathSetting ?? '');
  return pathSetting && typeof path === 'string' && slug ? `${path}${slug}` : undefined;
}
