import { defineArea } from '../../core/area.ts';
import { accountApiPaths, accountRoutes } from './account-route.ts';
import { campaignHooks } from './campaign-hooks.ts';
import { campaignApiPaths, campaignRoutes } from './campaign-routes.ts';
import { contactHooks } from './contact-hooks.ts';
import { contactListHooks } from './contact-list-hooks.ts';
import { importApiPaths, importRoutes } from './import-routes.ts';
import { mailjetContactApiPaths, mailjetContactRoutes } from './mailjet-contact-routes.ts';
import { newsletterIntegrations, newsletterResources } from './newsletter-context.ts';
import { seedCampaigns } from './seed/campaigns.ts';
import { seedContactLists } from './seed/contact-lists.ts';
import { seedTemplates } from './seed/templates.ts';
import { statisticsApiPaths, statisticsRoutes } from './statistics-routes.ts';
import { templateHooks } from './template-hooks.ts';

/** Newsletters (spec 1 §2, §3, §5): contact lists, contacts, templates and campaigns, kept in and sent through Mailjet. */
export const newsletterArea = defineArea({
  name: 'newsletter',
  resources: newsletterResources,
  integrations: newsletterIntegrations,
  // Each write is mirrored in Mailjet inside the change's transaction: a refusal there keeps nothing here.
  entityHooks: (services) => ({
    'newsletter/contact-list': contactListHooks(services),
    'newsletter/contact': contactHooks(services),
    'newsletter/template': templateHooks(services),
    'newsletter/campaign': campaignHooks(services),
  }),
  routes: async (app, context) => {
    mailjetContactRoutes(app, context);
    importRoutes(app, context);
    campaignRoutes(app, context);
    statisticsRoutes(app, context);
    accountRoutes(app, context);
  },
  seed: async ({ db, registry }) => ({
    ...(await seedContactLists(db, registry)),
    ...(await seedTemplates(db, registry)),
    ...(await seedCampaigns(db, registry)),
  }),
  reservedApiPaths: [
    ...mailjetContactApiPaths,
    ...importApiPaths,
    ...campaignApiPaths,
    ...statisticsApiPaths,
    ...accountApiPaths,
  ],
});
