import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../registry/types';
import { apiRequest, errorMessage, registry, useResourceRecord } from '../../src/console';
import { subConfigSections, type SubConfigSection } from './subConfigSections';

/**
 * The app configuration of `/system/app-configs/{id}` and its sub-configurations: loads the
 * configuration, lists its six sections, and creates a missing one with `POST {sub api}` and the
 * configuration's id (which the server links in the same transaction), then loads the
 * configuration again, which now names it.
 */
export function useAppConfigEditor(configs: ResourceDefinition, id: string) {
  const { t } = useTranslation();
  const config = useResourceRecord(configs, 'edit', id);
  const [creating, setCreating] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();

  const create = async (section: SubConfigSection) => {
    setCreating(section.field);
    setProblem(undefined);
    try {
      await apiRequest(section.resource.api, { method: 'POST', body: { config_id: Number(id) } });
      await config.fetchCurrent();
    } catch (error) {
      setProblem(errorMessage(error, t));
    } finally {
      setCreating(undefined);
    }
  };

  return {
    config,
    sections: subConfigSections(registry, configs, config.record),
    creating,
    problem,
    dismissProblem: () => setProblem(undefined),
    create,
  };
}
