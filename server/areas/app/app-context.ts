import type { AreaContext } from '../../core/area.ts';
import type { ServicesOf } from '../../core/integration.ts';
import { mailIntegration } from '../../integrations/mail/mail-integration.ts';
import { samsaraIntegration } from '../../integrations/samsara/samsara-integration.ts';
import { smsIntegration } from '../../integrations/sms/sms-integration.ts';
import { pushIntegration } from '../../integrations/push/push-integration.ts';

/** The resources the app's calls read and write. */
export const appResources = [
  'app/users',
  'app/drivers',
  'app/topics',
  'app/travelbag-templates',
  'app/departures',
  'app/push-notifications',
  'app/user-notifications',
  'app/emergency-call',
  'app/my-notifications',
  'app/my-diary',
  'app/my-photos',
  'app/my-suitcase',
  'app/my-consumption',
  'processes/processes',
] as const;

/** The external systems the app area speaks to. */
export const appIntegrations = [mailIntegration, pushIntegration, smsIntegration, samsaraIntegration] as const;

export type AppServices = ServicesOf<typeof appIntegrations>;
export type AppContext = AreaContext<(typeof appResources)[number], AppServices>;
