import { useMemo } from 'react';
import { ResourceListPage } from '../../src/console';
import { processesResource } from './useProcessLabels';

/**
 * `/agencies/process` and `/agencies/vorgang`: the agency's bookings, the generic list of the
 * processes (which the server scopes to the user's agency), only read here; a row opens the
 * booking at `/agencies/vorgang/{id}`.
 */
export default function AgencyProcessesPage() {
  const bookings = useMemo(
    () => ({
      ...processesResource(),
      label: 'menu.agencyProcesses',
      route: '/agencies/vorgang',
      screens: { list: 'generated', edit: 'custom/agencies/vorgang' },
      operations: ['list', 'get'] as const,
    }),
    [],
  );
  return <ResourceListPage resource={bookings} />;
}
