import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS_AREAS, type AccessArea, type StandardRight } from '../../registry/access-areas';
import {
  accessMap,
  activeWarnings,
  areaMatches,
  areaPermissions,
  grantedRights,
  selection,
  unknownRights,
  withRights,
  type Selection,
} from './roleAccess';

export interface RoleMatrix {
  /** The areas the filter lets through, in catalogue order. */
  areas: readonly AccessArea[];
  filter: string;
  setFilter: (text: string) => void;
  granted: ReadonlySet<string>;
  /** Stable, like `setRow` and `removeOther`, so that a row is drawn again only when its rights change. */
  toggle: (permission: string) => void;
  setRow: (area: AccessArea, on: boolean) => void;
  /** One standard right across the areas shown. */
  columnSelection: (right: StandardRight) => Selection;
  setColumn: (right: StandardRight, on: boolean) => void;
  /** Granted rights the catalogue does not know. */
  otherRights: readonly string[];
  removeOther: (permission: string) => void;
  /** Translation keys of the warnings of areas with a right granted. */
  warnings: readonly string[];
  /** The access map to save. */
  access: Record<string, true>;
}

const columnRights = (areas: readonly AccessArea[], right: StandardRight) =>
  areas.flatMap((area) => area.standard[right]?.permission ?? []);

/** The state of a role's access matrix: rights granted per cell, row and column, and the area filter. */
export function useRoleMatrix(initialAccess: Readonly<Record<string, boolean>>): RoleMatrix {
  const { t } = useTranslation();
  const [granted, setGranted] = useState(() => grantedRights(initialAccess));
  const [filter, setFilter] = useState('');
  const areas = useMemo(() => ACCESS_AREAS.filter((area) => areaMatches(area, t(area.label), filter)), [filter, t]);

  const toggle = useCallback(
    (permission: string) => setGranted((current) => withRights(current, [permission], !current.has(permission))),
    [],
  );
  const setRow = useCallback(
    (area: AccessArea, on: boolean) => setGranted((current) => withRights(current, areaPermissions(area), on)),
    [],
  );
  const removeOther = useCallback(
    (permission: string) => setGranted((current) => withRights(current, [permission], false)),
    [],
  );

  return {
    areas,
    filter,
    setFilter,
    granted,
    toggle,
    setRow,
    columnSelection: (right) => selection(granted, columnRights(areas, right)),
    setColumn: (right, on) => setGranted((current) => withRights(current, columnRights(areas, right), on)),
    otherRights: unknownRights(granted),
    removeOther,
    warnings: activeWarnings(granted),
    access: accessMap(granted),
  };
}
