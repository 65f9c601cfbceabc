import type { EngineSettings } from '../../../domain/booking/engine-api';
import { callEngine } from '../logic/engine-client';
import type { EngineSite, EngineTenant } from './useEngineSite';
import { useLoad } from './useLoad';

/** The host's engine settings and company data, which every page needs. */
export function useSiteLoad() {
  return useLoad<EngineSite>('site', async (signal) => {
    const [settings, tenant] = await Promise.all([
      callEngine<EngineSettings>('/booking-engine/settings', { signal }),
      callEngine<EngineTenant>('/tenant', { signal }).catch(() => ({}) as EngineTenant),
    ]);
    return {
      settings,
      tenant,
      imprint: settings.links.imprint ?? tenant.linkImpressum ?? null,
      privacy: settings.links.privacy ?? tenant.linkdatenschutz ?? null,
    };
  });
}
