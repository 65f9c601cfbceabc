import type { AreaContext } from '../../core/area.ts';
import type { ServicesOf } from '../../core/integration.ts';
import { mailIntegration } from '../../integrations/mail/mail-integration.ts';
import { mailjetIntegration } from '../../integrations/mailjet/mailjet-integration.ts';

/** The resources the newsletter calls read and write. */
export const newsletterResources = [
  'newsletter/contact-lists',
  'newsletter/contacts',
  'newsletter/templates',
  'newsletter/campaigns',
  'customers/customers',
] as const;

/** Mailjet keeps the lists and sends the campaigns. */
export const newsletterIntegrations = [mailjetIntegration, mailIntegration] as const;

export type NewsletterServices = ServicesOf<typeof newsletterIntegrations>;
export type NewsletterContext = AreaContext<(typeof newsletterResources)[number], NewsletterServices>;
