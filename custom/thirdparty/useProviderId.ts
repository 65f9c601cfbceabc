import { useEffect, useState } from 'react';
import type { ResourceDefinition } from '../../registry/types';
import type { ApiError } from '../../src/console';
import { apiRequest } from '../../src/console';

interface ProviderId {
  id?: string;
  error?: ApiError | Error;
}

/**
 * The id of the provider the address names: `{id}` as it is, a provider key (`facebook`) through
 * `GET {api}/provider/{key}`.
 */
export function useProviderId(resource: ResourceDefinition, params: { id?: string; provider?: string }): ProviderId {
  const [found, setFound] = useState<ProviderId>(params.id ? { id: params.id } : {});
  useEffect(() => {
    if (params.id || !params.provider) return;
    const controller = new AbortController();
    apiRequest<Record<string, unknown>>(`${resource.api}/provider/${encodeURIComponent(params.provider)}`, {
      signal: controller.signal,
    }).then(
      (record) => setFound({ id: String(record[resource.entity.idField]) }),
      (error: unknown) => {
        if (!controller.signal.aborted) setFound({ error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
  }, [resource, params.id, params.provider]);
  return params.id ? { id: params.id } : found;
}
