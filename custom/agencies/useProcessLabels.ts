import { registry, useAreaTranslation, useResourceLabels } from '../../src/console';

/** The processes resource, whose list the agency's bookings are and whose texts name their fields and statuses. */
export function processesResource() {
  const processes = registry.resource('processes/processes');
  if (!processes) throw new Error('The registry has no processes/processes');
  return processes;
}

/** The labels of the processes' fields and statuses, their dictionary loaded. */
export function useProcessLabels() {
  const processes = processesResource();
  useAreaTranslation(processes);
  const labels = useResourceLabels(processes);
  return {
    field: labels.field,
    status: (status: number | string | null | undefined) =>
      status === null || status === undefined ? '–' : labels.enumValue('status', String(status)),
  };
}
