import { useState } from 'react';
import type { ChosenAgency } from './AgencyChooser';
import { useAgencyRights } from './useAgencyRights';

/**
 * The agency a page works for: staff's own (the server's choice, never named here); whoever reaches
 * every agency chooses one, their own agency until they do.
 */
export function useChosenAgency() {
  const rights = useAgencyRights();
  const [chosen, setChosen] = useState<ChosenAgency | null>(null);
  return {
    rights,
    chooser: rights.reachesEveryAgency ? { value: chosen, onChange: setChosen } : undefined,
    agency: rights.reachesEveryAgency ? chosen?.id_agency : undefined,
  };
}
