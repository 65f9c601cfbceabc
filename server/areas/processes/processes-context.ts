import type { AreaContext } from '../../core/area.ts';
import type { ServicesOf } from '../../core/integration.ts';
import { kuschickIntegration } from '../../integrations/kuschick/kuschick-integration.ts';
import { mailIntegration } from '../../integrations/mail/mail-integration.ts';
import { ratioIntegration } from '../../integrations/ratio/ratio-integration.ts';

/** The resources the processes area's calls work on. */
export const processResources = ['processes/processes', 'customers/customers', 'users/users'] as const;
/** The booking systems, and the mail the cancellation notice goes out by. */
export const processIntegrations = [ratioIntegration, kuschickIntegration, mailIntegration] as const;

export type ProcessesContext = AreaContext<(typeof processResources)[number], ServicesOf<typeof processIntegrations>>;
