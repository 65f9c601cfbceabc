import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { apiRequest } from '../api/apiClient';

/** The company data of the host the console runs on (white label, spec 1 §1). */
export interface Tenant {
  host: string;
  name: string;
  logo: string | null;
  company: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
  tel: string | null;
  email: string | null;
  web: string | null;
  theme: 'primary' | 'error';
}

const TenantContext = createContext<Tenant | undefined>(undefined);

/** Loads the tenant once; until it arrives (or if it cannot), the console shows its own defaults. */
export function TenantProvider({ children }: { children: ReactNode }) {
  const [tenant, setTenant] = useState<Tenant>();
  useEffect(() => {
    let current = true;
    apiRequest<Tenant>('/tenant').then(
      (loaded) => current && setTenant(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return <TenantContext.Provider value={tenant}>{children}</TenantContext.Provider>;
}

export const useTenant = () => useContext(TenantContext);
