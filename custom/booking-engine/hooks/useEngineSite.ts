import { createContext, useContext } from 'react';
import type { EngineSettings } from '../../../domain/booking/engine-api';
import type { ThemeKey } from '../../../src/theme/theme';

/** The host's company as `GET /api/tenant` answers it: what the engine's header, footer and theme show. */
export interface EngineTenant {
  name?: string | null;
  company?: string | null;
  logo?: string | null;
  tel?: string | null;
  email?: string | null;
  street?: string | null;
  zip?: string | null;
  city?: string | null;
  linkImpressum?: string | null;
  linkdatenschutz?: string | null;
  theme?: ThemeKey;
}

export interface EngineSite {
  settings: EngineSettings;
  tenant: EngineTenant;
  /** The imprint and privacy links, from the settings or else the company data. */
  imprint: string | null;
  privacy: string | null;
}

export const EngineSiteContext = createContext<EngineSite | null>(null);

export function useEngineSite(): EngineSite {
  const site = useContext(EngineSiteContext);
  if (!site) throw new Error('useEngineSite outside the engine');
  return site;
}
