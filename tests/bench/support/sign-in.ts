import { DEMO_PASSWORD } from '../../../server/db/seed/demo-accounts.ts';

/** Signs in as the demo superadmin on a running bench server; answers the bearer header. */
export async function superadminHeaders(address: string): Promise<Record<string, string>> {
  const response = await fetch(`${address}/api/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ strategy: 'local', email: 'superadmin@demo.local', password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Signing in as superadmin@demo.local answered ${response.status}.`);
  return { authorization: `Bearer ${((await response.json()) as { accessToken: string }).accessToken}` };
}
