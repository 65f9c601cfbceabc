import type { GridColumnVisibilityModel, GridDensity } from '@mui/x-data-grid';
import { useGetIdentity } from '@refinedev/core';
import { useMemo, useState } from 'react';
import type { ResourceDefinition } from '../../../registry/types';
import type { Userdata } from '../../auth/userdata';
import {
  DEFAULT_PREFERENCES,
  preferencesKey,
  readPreferences,
  writePreferences,
  type ColumnPreferences,
} from './columnPreferences';

/** The grid's column visibility and density, remembered in local storage for the signed-in user and the resource. */
export function useColumnPreferences(resource: ResourceDefinition) {
  const { data: identity } = useGetIdentity<Userdata>();
  const key = identity ? preferencesKey(identity.id_users, resource.name) : undefined;
  const stored = useMemo(() => (key ? readPreferences(localStorage, key) : DEFAULT_PREFERENCES), [key]);
  const [changed, setChanged] = useState<{ key: string | undefined; preferences: ColumnPreferences }>();
  const preferences = changed && changed.key === key ? changed.preferences : stored;

  const save = (next: ColumnPreferences) => {
    if (key) writePreferences(localStorage, key, next);
    setChanged({ key, preferences: next });
  };
  return {
    columnVisibilityModel: preferences.columns,
    setColumnVisibilityModel: (columns: GridColumnVisibilityModel) => save({ ...preferences, columns }),
    density: preferences.density,
    setDensity: (density: GridDensity) => save({ ...preferences, density }),
  };
}

export type ColumnPreferencesState = ReturnType<typeof useColumnPreferences>;
