import type { ResourceKey } from 'i18next';
import { API_BASE } from '../api/apiClient';

/**
 * A dictionary from the server, `GET /api/locales/<language>/<namespace>.json` (server/routes/locale-files.ts):
 * texts are data, parsed as JSON rather than bundled as JavaScript into the pages that show them.
 */
export async function requestDictionary(language: string, namespace: string): Promise<ResourceKey> {
  const path = `${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`;
  const response = await fetch(`${API_BASE}/locales/${path}`, { headers: { accept: 'application/json' } });
  if (!response.ok)
    throw new Error(
      `No dictionary "${namespace}" for the language "${language}": ${response.status} ${response.statusText}`,
    );
  return (await response.json()) as ResourceKey;
}
