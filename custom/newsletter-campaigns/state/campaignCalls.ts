import {
  campaignCallPath,
  TEST_RECIPIENTS_MAX,
  type CampaignScheduleRequest,
  type CampaignTestRequest,
} from '../../../domain/newsletter/campaign-calls';
import { apiRequest } from '../../../src/console-logic';

type Row = Record<string, unknown>;

export const testCampaign = (id: number, recipients: string[]) =>
  apiRequest<void>(campaignCallPath(id, 'test'), {
    method: 'POST',
    body: { recipients } satisfies CampaignTestRequest,
  });

export const scheduleCampaign = (id: number, date: string) =>
  apiRequest<Row>(campaignCallPath(id, 'schedule'), {
    method: 'POST',
    body: { date } satisfies CampaignScheduleRequest,
  });

export const cancelSchedule = (id: number) => apiRequest<Row>(campaignCallPath(id, 'schedule'), { method: 'DELETE' });

export const sendCampaign = (id: number) => apiRequest<Row>(campaignCallPath(id, 'send'), { method: 'POST' });

export const campaignStatus = (id: number) => apiRequest<Row>(campaignCallPath(id, 'status'));

/** Whom a send reaches: the list's name and its subscribed, unlocked contacts; unknown where the user may not read them. */
export async function campaignAudience(listId: number): Promise<{ name?: string; subscribed?: number }> {
  const [list, contacts] = await Promise.allSettled([
    apiRequest<{ name: string }>(`/newsletter/contactslist/${listId}`),
    apiRequest<{ total: number }>(
      `/newsletter/contact?id_nl_contactslist=${listId}&membership=subscribed&locked=false&$limit=1`,
    ),
  ]);
  return {
    name: list.status === 'fulfilled' ? list.value.name : undefined,
    subscribed: contacts.status === 'fulfilled' ? contacts.value.total : undefined,
  };
}

/** The addresses typed for a test send, one per line or separated by commas or semicolons; null when any is no address or there are too many. */
export function testAddresses(typed: string): string[] | null {
  const addresses = [
    ...new Set(
      typed
        .split(/[\s,;]+/)
        .map((address) => address.trim())
        .filter(Boolean),
    ),
  ];
  const valid = addresses.every((address) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address));
  return valid && addresses.length > 0 && addresses.length <= TEST_RECIPIENTS_MAX ? addresses : null;
}
