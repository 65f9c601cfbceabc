import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metadataBody } from '../../server/areas/tickets/ai/metadata-route.ts';
import { buildApp } from '../../server/app.ts';
import { areas } from '../../server/areas/index.ts';
import type { Database } from '../../server/db/database.ts';
import type { Mailer } from '../../server/integrations/mail/mailer.ts';
import type { MetadataWriter } from '../../server/integrations/openai/metadata-writer.ts';
import type { PaymentProvider } from '../../server/integrations/payments/payment-provider.ts';
import type { PrintSystem } from '../../server/integrations/print/print-system.ts';
import type { StockSystem } from '../../server/integrations/stock/stock-system.ts';
import type { InsuranceSystem } from '../../server/integrations/insurance/insurance-system.ts';
import type { MailjetSystem } from '../../server/integrations/mailjet/mailjet-system.ts';
import type { PushService } from '../../server/integrations/push/push-service.ts';
import type { RatioSystem } from '../../server/integrations/ratio/ratio-system.ts';
import type { KuschickSystem } from '../../server/integrations/kuschick/kuschick-system.ts';
import type { SmsSystem } from '../../server/integrations/sms/sms-system.ts';
import type { SamsaraSystem } from '../../server/integrations/samsara/samsara-system.ts';
import { licenceBody, stockSearchQuery } from '../../server/areas/images/stock-routes.ts';
import { campaignIdParams } from '../../server/areas/newsletter/campaign-route-kit.ts';
import { campaignScheduleBody } from '../../server/areas/newsletter/campaign-schedule-routes.ts';
import { campaignTestBody } from '../../server/areas/newsletter/campaign-test-route.ts';
import { candidatesQuery, importBody } from '../../server/areas/newsletter/import-routes.ts';
import { mailjetContactsQuery, mailjetSearchParams } from '../../server/areas/newsletter/mailjet-contact-routes.ts';
import { statisticsQuery } from '../../server/areas/newsletter/statistics-routes.ts';
import { deviceBody, deviceTokenParams } from '../../server/areas/app/device-routes.ts';
import { pushSendBody } from '../../server/areas/app/push-send-route.ts';
import {
  bookingTypeBody,
  cancellationBody,
  cancellationInquiryQuery,
  cancellationQuery,
  firmBookingQuery,
  invoiceIdParams,
  paymentBody,
  processIdParams,
  processNumberParams,
} from '../../server/areas/processes/action-schemas.ts';
import { censhareBody } from '../../server/areas/journeys/censhare-route.ts';
import { preJourneysBody } from '../../server/areas/journeys/pre-journey-route.ts';
import { dashboardQuery } from '../../server/areas/processes/dashboard-route.ts';
import { participantChangesBody } from '../../server/areas/processes/participant-changes.ts';
import { idParams } from '../../server/areas/processes/process-scope.ts';
import {
  addressChanges,
  boardingEntryBody,
  dateQuery,
  datesQuery,
  kennzifferParams,
  newAddress,
  nrParams,
  quotasQuery,
  travelStopsQuery,
} from '../../server/areas/processes/ratio-read-routes.ts';
import { buildOpenApiDocument } from '../../server/openapi/build-document.ts';
import {
  importForceQuery,
  kuschickCustomerParams,
  kuschickProcessQuery,
  ratioCustomerParams,
  ratioProcessQuery,
} from '../../server/areas/processes/import-routes.ts';
import {
  activityQuery,
  linkIdParams,
  loginProcessParams,
  processesQuery,
} from '../../server/areas/processes/app-process-routes.ts';
import { driverRegistrationBody } from '../../server/areas/users/routes/driver-registration.ts';
import { FIXED_TAGS } from '../../server/openapi/fixed-paths.ts';
import { jsonAnswer, type RouteDescription } from '../../server/openapi/route-description.ts';
import type { Method, OpenApiDocument, ResponseObject, RightObject, SchemaObject } from '../../server/openapi/types.ts';
import { loadRegistry } from '../../server/areas/load-registry.ts';
import { openapiRoute } from '../../server/routes/openapi.ts';
import { batchResources } from '../../server/areas/tickets/event-batch-resources.ts';
import { eventBatchBody } from '../../server/areas/tickets/event-batch-schema.ts';
import { invoiceCounterBody } from '../../server/areas/tickets/invoice-counter-route.ts';
import { orderStatusBody } from '../../server/areas/tickets/order-status-route.ts';
import { paymentCheckBody, paymentCheckParams } from '../../server/areas/tickets/payment-check-route.ts';
import { RECORD_ID_PARAM, recordIdParams } from '../../server/http/record-id-params.ts';
import { ticketScanBody } from '../../server/areas/tickets/ticket-scan-route.ts';
import { voucherBulkBody } from '../../server/areas/tickets/voucher-bulk-route.ts';
import { findQuery } from '../../server/areas/internet/internet-routes.ts';
import { boardingGroupParams } from '../../server/areas/travel/boarding-group-route.ts';
import { NO_QUERY } from '../../server/http/no-query.ts';
import { localeFileParams } from '../../server/routes/locale-files.ts';
import { agencyBookingBody, bookingDatesQuery } from '../../server/areas/agencies/agency-booking-schemas.ts';
import { commissionQuery } from '../../server/areas/agencies/commission.ts';
import { agencyCustomerParams, agencyCustomersQuery } from '../../server/areas/agencies/agency-customer-schemas.ts';
import {
  bookingBody,
  journeyDateParams,
  journeyParams,
  journeysQuery,
  selectionBody,
} from '../../server/areas/booking/engine-schemas.ts';
import {
  bulkInvoiceParams,
  bulkInvoicesQuery,
  invoiceTemplateQuery,
} from '../../server/areas/agencies/bulk-invoice-schemas.ts';
import { entitySchemas } from '../../server/openapi/entity-schemas.ts';
import { providerParams } from '../../server/areas/configs/provider-route.ts';
import { agencyDetailsParams } from '../../server/areas/agencies/profile-routes.ts';
import { subConfigBody } from '../../server/areas/configs/sub-config-route.ts';
import { insuranceQuery } from '../../server/areas/booking/insurance-routes.ts';
import { secuconnectParams, secuconnectQuery } from '../../server/areas/processes/secuconnect-route.ts';
import { bookingNumberParams, contactBody } from '../../server/areas/booking/completion-routes.ts';
import { menuOrderBody } from '../../server/areas/app/menu-routes.ts';
import { phoneCodeConfirmBody, phoneCodeRequestBody } from '../../server/areas/app/phone-routes.ts';
import { officialValidator } from './support/openapiValidators.ts';
import { operations, refsIn, resolve } from './support/openapiWalk.ts';
import {
  translationBody,
  translationKeyParams,
  translationQuery,
  translationTypeParams,
  translationTypeQuery,
} from '../../server/areas/app/translation-routes.ts';
import { ownJourneysQuery } from '../../server/areas/app/app-user-journey-routes.ts';
import { profileBody } from '../../server/areas/app/app-user-profile-routes.ts';
import { fillSuitcaseBody } from '../../server/areas/app/suitcase-routes.ts';

const registry = loadRegistry(fileURLToPath(new URL('../..', import.meta.url)));
const generic = buildOpenApiDocument(registry);

/**
 * The app as `npm start` builds it, with stand-ins for the database and the services: the
 * document is built from the routes as they are registered, and no test here runs another call.
 */
async function appWithoutServices(uploadsDir: string): Promise<FastifyInstance> {
  return buildApp({
    config: { logLevel: 'silent', bodyLimit: 1_048_576, jwtSecret: 'a-test-secret-long-enough-for-hs256-signing' },
    database: {} as Database,
    registry,
    areas,
    services: {
      mail: {} as Mailer,
      payments: {} as PaymentProvider,
      openai: {} as MetadataWriter,
      print: {} as PrintSystem,
      stock: {} as StockSystem,
      ratio: {} as RatioSystem,
      kuschick: {} as KuschickSystem,
      insurance: {} as InsuranceSystem,
      mailjet: {} as MailjetSystem,
      sms: {} as SmsSystem,
      samsara: {} as SamsaraSystem,
      push: {} as PushService,
    },
    uploadsDir,
  });
}

let app: FastifyInstance;
let served: OpenApiDocument;
const uploadsDir = mkdtempSync(join(tmpdir(), 'openapi-bespoke-'));
beforeAll(async () => {
  app = await appWithoutServices(uploadsDir);
  const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(answer.statusCode).toBe(200);
  served = answer.json();
});
afterAll(async () => {
  await app.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const operation = (path: string, method: Method) => served.paths[path]?.[method];
const jsonSchemaOf = (response: unknown) =>
  (response as ResponseObject | undefined)?.content?.['application/json']?.schema;
const right = (resource: string, action: string, permissions: string[]): RightObject => ({
  resource,
  action,
  permissions,
});

interface BespokeCall {
  method: Method;
  path: string;
  operationId: string;
  tag: string;
  params?: SchemaObject;
  /** The query its route checks. */
  query?: SchemaObject;
  body?: SchemaObject;
  success: string;
  /** The first of the rights it names. */
  right?: RightObject;
  /** A public call's own 403: the booking engine's while the host has online booking switched off. */
  ownForbidden?: true;
}

const batch = batchResources(registry);
const agencyData = { resource: 'agencies/agencies', right: 'agencydata-read', permissions: ['agencydata-read'] };

const BESPOKE: BespokeCall[] = [
  {
    method: 'get',
    path: '/locales/{language}/{namespace}.json',
    operationId: 'getDictionary',
    tag: 'documentation',
    params: localeFileParams,
    query: NO_QUERY,
    success: '200',
  },
  {
    method: 'get',
    path: '/ratio_vorgang/{id}',
    operationId: 'getProcessBooking',
    tag: 'processes/processes',
    params: idParams,
    query: NO_QUERY,
    success: '200',
    right: right('processes/processes', 'read', ['process-read']),
  },
  {
    method: 'patch',
    path: '/ratio_vorgang/{id}',
    operationId: 'changeProcessParticipants',
    tag: 'processes/processes',
    params: idParams,
    query: NO_QUERY,
    body: participantChangesBody,
    success: '200',
    right: right('processes/processes', 'update', ['process-update']),
  },
  {
    method: 'get',
    path: '/dashboard-process',
    operationId: 'processDashboard',
    tag: 'processes/processes',
    query: dashboardQuery,
    success: '200',
    right: right('processes/processes', 'read', ['process-read']),
  },
  {
    method: 'get',
    path: '/ratio/api/travelstops',
    operationId: 'ratioTravelStops',
    tag: 'processes/processes',
    query: travelStopsQuery,
    success: '200',
    right: right('processes/processes', 'read', ['process-read']),
  },
  {
    method: 'get',
    path: '/ratio/api/travelstops/{id}',
    operationId: 'ratioTravelStop',
    tag: 'processes/processes',
    params: idParams,
    query: NO_QUERY,
    success: '200',
    right: right('processes/processes', 'read', ['process-read']),
  },
  {
    method: 'get',
    path: '/ratio/api/termine',
    operationId: 'ratioDates',
    tag: 'processes/processes',
    query: datesQuery,
    success: '200',
    right: right('processes/processes', 'read', ['process-read']),
  },
  {
    method: 'get',
    path: '/ratio/api/termine/{id}',
    operationId: 'ratioDate',
    tag: 'processes/processes',
    params: idParams,
    query: dateQuery,
    success: '200',
    right: right('processes/processes', 'read', ['process-read']),
  },
  {
    method: 'get',
    path: '/ratio/api/quotas',
    operationId: 'ratioQuotas',
    tag: 'processes/processes',
    query: quotasQuery,
    success: '200',
    right: right('processes/processes', 'read', ['process-read']),
  },
  {
    method: 'get',
    path: '/ratio/api/quotas/{id}',
    operationId: 'ratioQuota',
    tag: 'processes/processes',
    params: idParams,
    query: NO_QUERY,
    success: '200',
    right: right('processes/processes', 'read', ['process-read']),
  },
  {
    method: 'get',
    path: '/ratio/api/participants/{id}',
    operationId: 'ratioParticipant',
    tag: 'processes/processes',
    params: idParams,
    query: NO_QUERY,
    success: '200',
    right: right('processes/processes', 'read', ['process-read']),
  },
  {
    method: 'put',
    path: '/ratio/api/zustiege/{nr}',
    operationId: 'ratioChangeBoardingEntry',
    tag: 'processes/processes',
    params: nrParams,
    query: NO_QUERY,
    body: boardingEntryBody,
    success: '200',
    right: right('processes/processes', 'update', ['process-update']),
  },
  {
    method: 'post',
    path: '/ratio/api/zustiege',
    operationId: 'ratioAddBoardingEntry',
    tag: 'processes/processes',
    query: NO_QUERY,
    body: boardingEntryBody,
    success: '201',
    right: right('processes/processes', 'update', ['process-update']),
  },
  {
    method: 'get',
    path: '/ratio/api/addresses/{kennziffer}',
    operationId: 'ratioAddress',
    tag: 'processes/processes',
    params: kennzifferParams,
    query: NO_QUERY,
    success: '200',
    right: right('customers/customers', 'read', ['customers-read']),
  },
  {
    method: 'put',
    path: '/ratio/api/addresses/{kennziffer}',
    operationId: 'ratioChangeAddress',
    tag: 'processes/processes',
    params: kennzifferParams,
    query: NO_QUERY,
    body: addressChanges,
    success: '200',
    right: right('customers/customers', 'update', ['customers-update']),
  },
  {
    method: 'post',
    path: '/ratio/api/addresses',
    operationId: 'ratioAddAddress',
    tag: 'processes/processes',
    query: NO_QUERY,
    body: newAddress,
    success: '201',
    right: right('customers/customers', 'create', ['customers-create']),
  },
  {
    method: 'delete',
    path: '/ratio/api/addresses/{kennziffer}',
    operationId: 'ratioDeleteAddress',
    tag: 'processes/processes',
    params: kennzifferParams,
    query: NO_QUERY,
    success: '200',
    right: right('customers/customers', 'delete', ['customers-delete']),
  },
  {
    method: 'put',
    path: '/ticket/payment/status/{paymentId}',
    operationId: 'checkPayment',
    tag: 'tickets/payments',
    params: paymentCheckParams,
    body: paymentCheckBody,
    success: '200',
    right: right('tickets/payments', 'update', ['ticket-update']),
  },
  {
    method: 'put',
    path: '/ticket/order/{id}/status',
    operationId: 'changeOrderStatus',
    tag: 'tickets/orders',
    params: recordIdParams,
    body: orderStatusBody,
    success: '200',
    right: right('tickets/orders', 'update', ['ticket-update']),
  },
  {
    method: 'get',
    path: '/ticket/order/{id}/details',
    operationId: 'getOrderDetails',
    tag: 'tickets/orders',
    params: recordIdParams,
    success: '200',
    right: right('tickets/orders', 'read', ['ticket-read']),
  },
  {
    method: 'get',
    path: '/ticket/invoice/{id}/pdf',
    operationId: 'getInvoicePdf',
    tag: 'tickets/invoices',
    params: recordIdParams,
    success: '200',
    right: right('tickets/invoices', 'read', ['ticket-read']),
  },
  {
    method: 'post',
    path: '/ticket/invoice-config/{id}/counter',
    operationId: 'repairInvoiceCounter',
    tag: 'tickets/invoice-configs',
    params: recordIdParams,
    body: invoiceCounterBody,
    success: '200',
    right: { resource: 'tickets/invoice-configs', action: 'update', superadmin: true },
  },
  {
    method: 'post',
    path: '/ticket/voucher/bulk',
    operationId: 'createVouchersInBulk',
    tag: 'tickets/vouchers',
    body: voucherBulkBody,
    success: '200',
    right: right('tickets/vouchers', 'create', ['ticket-create']),
  },
  {
    method: 'post',
    path: '/ticket/scan',
    operationId: 'scanTicket',
    tag: 'tickets/ticket-scans',
    body: ticketScanBody,
    success: '201',
    right: right('tickets/ticket-scans', 'create', ['ticket-scan']),
  },
  {
    method: 'patch',
    path: '/ticket/event/{id}/batch',
    operationId: 'saveEventBatch',
    tag: 'tickets/events',
    params: recordIdParams,
    body: batch && eventBatchBody(batch),
    success: '200',
    right: right('tickets/events', 'update', ['ticket-update']),
  },
  {
    method: 'post',
    path: '/openai',
    operationId: 'suggestMetadata',
    tag: 'ai',
    body: metadataBody(['id_tk_artist', 'id_jrn_journey']),
    success: '200',
    right: { ...right('tickets/artists', 'update', ['ticket-update']), when: 'for `getMetaDataByArtistId`' },
  },
  {
    method: 'post',
    path: '/journey-censhare',
    operationId: 'exportJourneyToPrint',
    tag: 'journeys/journeys',
    body: censhareBody,
    success: '200',
    right: right('journeys/journeys', 'update', ['internet-update']),
  },
  {
    method: 'post',
    path: '/kuschick/import/pre-journeys',
    operationId: 'importKuschickPreJourneys',
    tag: 'journeys/journeys',
    body: preJourneysBody,
    success: '200',
    right: right('journeys/journeys', 'create', ['internet-create']),
  },
  {
    method: 'get',
    path: '/journey-censhare/{id}',
    operationId: 'readJourneyPrintState',
    tag: 'journeys/journeys',
    params: recordIdParams,
    success: '200',
    right: right('journeys/journeys', 'read', ['internet-read']),
  },
  ...(
    [
      ['/journey/travel-menu', 'journeyTravelMenu'],
      ['/journey/menu-invoice', 'journeyMenuInvoice'],
      ['/journey-web-legacy', 'journeyWebLegacy'],
    ] as const
  ).map(([path, operationId]): BespokeCall => ({
    method: 'get',
    path,
    operationId,
    tag: 'journeys/journeys',
    query: { type: 'object', additionalProperties: false, properties: { id_jrn_journey: RECORD_ID_PARAM } },
    success: '200',
    right: right('journeys/journeys', 'read', ['internet-read']),
  })),
  {
    method: 'get',
    path: '/adobestock',
    operationId: 'searchStockImages',
    tag: 'images/stock-images',
    query: stockSearchQuery,
    success: '200',
    right: { resource: 'images/stock-images', right: 'imagedb-read', permissions: ['imagedb-read'] },
  },
  {
    method: 'get',
    path: '/adobestock/{id}',
    operationId: 'checkStockImageLicence',
    tag: 'images/stock-images',
    params: { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' } } },
    query: NO_QUERY,
    success: '200',
    right: { resource: 'images/stock-images', right: 'imagedb-read', permissions: ['imagedb-read'] },
  },
  {
    method: 'post',
    path: '/adobestock',
    operationId: 'licenseStockImage',
    tag: 'images/stock-images',
    query: NO_QUERY,
    body: licenceBody,
    success: '200',
    right: { resource: 'images/stock-images', right: 'imagedb-create', permissions: ['imagedb-create'] },
  },
  {
    method: 'get',
    path: '/download-images/{id}',
    operationId: 'downloadImage',
    tag: 'images/stock-images',
    params: { type: 'object', properties: { id: { type: 'string', pattern: '^c?[1-9][0-9]{0,14}$' } } },
    query: NO_QUERY,
    success: '200',
    right: { resource: 'images/stock-images', right: 'imagedb-download', permissions: ['imagedb-download'] },
  },
  {
    method: 'get',
    path: '/mailjet/contact',
    operationId: 'listMailjetContacts',
    tag: 'newsletter/contacts',
    query: mailjetContactsQuery,
    success: '200',
    right: {
      resource: 'newsletter/contacts',
      right: 'newsletter-contacts-read',
      permissions: ['newsletter-contacts-read'],
    },
  },
  {
    method: 'get',
    path: '/mailjet/contact/{searchQuery}',
    operationId: 'findMailjetContact',
    tag: 'newsletter/contacts',
    params: mailjetSearchParams,
    query: NO_QUERY,
    success: '200',
    right: {
      resource: 'newsletter/contacts',
      right: 'newsletter-contacts-read',
      permissions: ['newsletter-contacts-read'],
    },
  },
  {
    method: 'get',
    path: '/newsletter-import/candidates',
    operationId: 'newsletterImportCandidates',
    tag: 'newsletter/contacts',
    query: candidatesQuery,
    success: '200',
    right: right('newsletter/contacts', 'create', ['newsletter-create']),
  },
  {
    method: 'post',
    path: '/newsletter-import',
    operationId: 'importNewsletterContacts',
    tag: 'newsletter/contacts',
    query: NO_QUERY,
    body: importBody,
    success: '200',
    right: right('newsletter/contacts', 'create', ['newsletter-create']),
  },
  { method: 'get', path: '/tenant', operationId: 'getTenant', tag: 'tenant', success: '200' },
  {
    method: 'get',
    path: '/country/short',
    operationId: 'listShortlistCountries',
    tag: 'internet/countries',
    query: NO_QUERY,
    success: '200',
    right: right('internet/countries', 'list', []),
  },
  {
    method: 'get',
    path: '/zustiege-gruppen-lit/{id_zus_gruppen}',
    operationId: 'getBoardingGroup',
    tag: 'travel/boarding-groups',
    params: boardingGroupParams,
    query: NO_QUERY,
    success: '200',
    right: right('travel/boarding-groups', 'read', ['internet-read']),
  },
  {
    method: 'get',
    path: '/organization/find',
    operationId: 'findOrganizations',
    tag: 'internet/organizations',
    query: findQuery,
    success: '200',
    right: right('internet/organizations', 'list', []),
  },
  ...(['settings', 'logos', 'info', 'features', 'links', 'colors'] as const).map((kind): BespokeCall => ({
    method: 'post',
    path: `/app/configs/${kind}`,
    operationId: `createAppConfig${kind[0]!.toUpperCase()}${kind.slice(1)}`,
    tag: `configs/app-config-${kind}`,
    query: NO_QUERY,
    body: subConfigBody(registry.entities[`configs/app-config-${kind}`]!),
    success: '201',
    right: { resource: `configs/app-config-${kind}`, action: 'create', superadmin: true },
  })),
  ...(['get', 'patch', 'put'] as const).map((method): BespokeCall => {
    const bodies = entitySchemas(registry.entities['configs/thirdparty-provider']!, 'Provider');
    return {
      method,
      path: '/basedata/thirdparty/provider/{provider}',
      operationId: `${method}ThirdpartyProviderByKey`,
      tag: 'configs/thirdparty',
      params: providerParams,
      query: NO_QUERY,
      ...(method === 'get' ? {} : { body: bodies[method === 'patch' ? 'ProviderPatch' : 'ProviderReplace'] }),
      success: '200',
      right: right('configs/thirdparty', method === 'get' ? 'read' : 'update', [
        method === 'get' ? 'configs-read' : 'configs-update',
      ]),
    };
  }),
  // The agency's profile and details (issue 20).
  ...(['get', 'patch'] as const).map((method): BespokeCall => ({
    method,
    path: '/agency-profile',
    operationId: method === 'get' ? 'getAgencyProfile' : 'changeAgencyProfile',
    tag: 'agencies/agencies',
    query: NO_QUERY,
    ...(method === 'get' ? {} : { body: entitySchemas(registry.entities['agencies/agency']!, 'Agency').AgencyPatch }),
    success: '200',
    right: {
      resource: 'agencies/agencies',
      right: `agencydata-${method === 'get' ? 'read' : 'update'}`,
      permissions: [`agencydata-${method === 'get' ? 'read' : 'update'}`],
    },
  })),
  {
    method: 'get',
    path: '/agency-details',
    operationId: 'getOwnAgencyDetails',
    tag: 'agencies/agencies',
    query: NO_QUERY,
    success: '200',
    right: { resource: 'agencies/agencies', right: 'agencydata-read', permissions: ['agencydata-read'] },
  },
  {
    method: 'get',
    path: '/agency-details/{id}',
    operationId: 'getAgencyDetails',
    tag: 'agencies/agencies',
    params: agencyDetailsParams,
    query: NO_QUERY,
    success: '200',
    right: { resource: 'agencies/agencies', right: 'agencydata-read', permissions: ['agencydata-read'] },
  },
  // The imports, an app user's own processes and the drivers (issue 19).
  {
    method: 'get',
    path: '/ratio/import/kunden/{kennziffer}',
    operationId: 'importRatioCustomer',
    tag: 'processes/processes',
    params: ratioCustomerParams,
    query: importForceQuery,
    success: '200',
    right: right('customers/customers', 'create', ['customers-create']),
  },
  {
    method: 'get',
    path: '/kuschick/import/kunden/{kuschick_id}',
    operationId: 'importKuschickCustomer',
    tag: 'processes/processes',
    params: kuschickCustomerParams,
    query: importForceQuery,
    success: '200',
    right: right('customers/customers', 'create', ['customers-create']),
  },
  {
    method: 'put',
    path: '/ratio/import/vorgang',
    operationId: 'importRatioProcess',
    tag: 'processes/processes',
    query: ratioProcessQuery,
    success: '200',
    right: right('processes/processes', 'create', ['process-create']),
  },
  {
    method: 'put',
    path: '/kuschick/import/vorgang',
    operationId: 'importKuschickProcess',
    tag: 'processes/processes',
    query: kuschickProcessQuery,
    success: '200',
    right: right('processes/processes', 'create', ['process-create']),
  },
  {
    method: 'put',
    path: '/login-vorgang/{number}',
    operationId: 'addOwnProcess',
    tag: 'processes/processes',
    params: loginProcessParams,
    success: '200',
    right: { resource: 'processes/processes', right: 'app-process-read', permissions: ['app-process-read'] },
  },
  {
    method: 'get',
    path: '/users-vorgaenge-app',
    operationId: 'listOwnProcessLinks',
    tag: 'processes/processes',
    query: activityQuery,
    success: '200',
    right: { resource: 'processes/processes', right: 'app-process-read', permissions: ['app-process-read'] },
  },
  ...(['get', 'delete'] as const).map((method): BespokeCall => ({
    method,
    path: '/users-vorgaenge/{id}',
    operationId: method === 'get' ? 'getOwnProcessLink' : 'deleteOwnProcessLink',
    tag: 'processes/processes',
    params: linkIdParams,
    success: '200',
    right: { resource: 'processes/processes', right: 'app-process-read', permissions: ['app-process-read'] },
  })),
  {
    method: 'get',
    path: '/users-process-app',
    operationId: 'listOwnProcesses',
    tag: 'processes/processes',
    query: processesQuery,
    success: '200',
    right: { resource: 'processes/processes', right: 'app-process-read', permissions: ['app-process-read'] },
  },
  {
    method: 'get',
    path: '/users-process-app/{id}',
    operationId: 'getOwnProcess',
    tag: 'processes/processes',
    params: linkIdParams,
    success: '200',
    right: { resource: 'processes/processes', right: 'app-process-read', permissions: ['app-process-read'] },
  },
  {
    method: 'post',
    path: '/registration-driver',
    operationId: 'registerDriver',
    tag: 'users/users',
    body: driverRegistrationBody,
    success: '201',
    right: { resource: 'users/users', right: 'drivers-create', permissions: ['drivers-create'] },
  },
  // The actions on a process through the booking system, and its history (issue 19).
  {
    method: 'put',
    path: '/ratio/api/booking/{nr}',
    operationId: 'setBookingType',
    tag: 'processes/processes',
    params: processNumberParams,
    query: NO_QUERY,
    body: bookingTypeBody,
    success: '200',
    right: right('processes/processes', 'update', ['process-update']),
  },
  {
    method: 'post',
    path: '/ratio/api/processes',
    operationId: 'firmBookProcess',
    tag: 'processes/processes',
    query: firmBookingQuery,
    success: '200',
    right: right('processes/processes', 'update', ['process-update']),
  },
  {
    method: 'get',
    path: '/ratio/api/processes',
    operationId: 'firmBookProcessByGet',
    tag: 'processes/processes',
    query: firmBookingQuery,
    success: '405',
    right: right('processes/processes', 'update', ['process-update']),
  },
  {
    method: 'get',
    path: '/ratio/api/cancellation',
    operationId: 'cancellationInquiry',
    tag: 'processes/processes',
    query: cancellationInquiryQuery,
    success: '200',
    right: {
      resource: 'processes/processes',
      right: 'bookingcancellation-read',
      permissions: ['bookingcancellation-read'],
    },
  },
  {
    method: 'post',
    path: '/ratio/api/cancellation',
    operationId: 'cancelProcess',
    tag: 'processes/processes',
    query: cancellationQuery,
    body: cancellationBody,
    success: '200',
    right: {
      resource: 'processes/processes',
      right: 'bookingcancellation-create',
      permissions: ['bookingcancellation-create'],
    },
  },
  {
    method: 'get',
    path: '/kuschick/vorgang/{invoice_id}',
    operationId: 'readKuschickProcess',
    tag: 'processes/processes',
    params: invoiceIdParams,
    query: NO_QUERY,
    success: '200',
    right: right('processes/processes', 'read', ['process-read']),
  },
  {
    method: 'delete',
    path: '/kuschick/vorgang/{invoice_id}',
    operationId: 'deleteKuschickProcess',
    tag: 'processes/processes',
    params: invoiceIdParams,
    query: NO_QUERY,
    success: '200',
    right: right('processes/processes', 'delete', ['process-delete']),
  },
  {
    method: 'patch',
    path: '/kuschick/payment/{invoice_id}',
    operationId: 'addKuschickPayments',
    tag: 'processes/processes',
    params: invoiceIdParams,
    query: NO_QUERY,
    body: paymentBody,
    success: '200',
    right: right('processes/processes', 'update', ['process-update']),
  },
  {
    method: 'get',
    path: '/process-history/{id}',
    operationId: 'processHistory',
    tag: 'processes/processes',
    params: processIdParams,
    query: NO_QUERY,
    success: '200',
    right: right('processes/processes', 'read', ['process-read']),
  },
  // Booking for an agency's customer, and the commission statement (issue 20).
  {
    method: 'get',
    path: '/agency-booking/dates',
    operationId: 'agencyBookingDates',
    tag: 'agencies/agencies',
    query: bookingDatesQuery,
    success: '200',
    right: { resource: 'agencies/agencies', right: 'agencydata-read', permissions: ['agencydata-read'] },
  },
  {
    method: 'post',
    path: '/agency-booking',
    operationId: 'bookForAgencyCustomer',
    tag: 'agencies/agencies',
    query: NO_QUERY,
    body: agencyBookingBody,
    success: '201',
    right: { resource: 'agencies/agencies', right: 'agencydata-create', permissions: ['agencydata-create'] },
  },
  {
    method: 'get',
    path: '/agency-commission',
    operationId: 'agencyCommission',
    tag: 'agencies/agencies',
    query: commissionQuery,
    success: '200',
    right: { resource: 'agencies/agencies', right: 'agencydata-read', permissions: ['agencydata-read'] },
  },
  {
    method: 'get',
    path: '/agency-commission/pdf',
    operationId: 'agencyCommissionPdf',
    tag: 'agencies/agencies',
    query: commissionQuery,
    success: '200',
    right: { resource: 'agencies/agencies', right: 'agencydata-read', permissions: ['agencydata-read'] },
  },
  // The agency's customers and bulk invoices from Ratio (issue 20).
  ...(['/ratio/api/agencies/', '/ratio/api/agencies'] as const).map((path, index): BespokeCall => ({
    method: 'get',
    path,
    operationId: index === 0 ? 'listAgencyCustomers' : 'listAgencyCustomersWithoutSlash',
    tag: 'agencies/agencies',
    query: agencyCustomersQuery,
    success: '200',
    right: agencyData,
  })),
  {
    method: 'get',
    path: '/agency-customers/{kennziffer}',
    operationId: 'getAgencyCustomer',
    tag: 'agencies/agencies',
    params: agencyCustomerParams,
    query: NO_QUERY,
    success: '200',
    right: agencyData,
  },
  ...(['/ratio/api/bulk-invoices/', '/ratio/api/bulk-invoices'] as const).map((path, index): BespokeCall => ({
    method: 'get',
    path,
    operationId: index === 0 ? 'agencyBulkInvoices' : 'agencyBulkInvoicesWithoutSlash',
    tag: 'agencies/agencies',
    query: bulkInvoicesQuery,
    success: '200',
    right: agencyData,
  })),
  {
    method: 'get',
    path: '/ratio/api/bulk-invoices/{sammelRechnungNr}/pdf',
    operationId: 'agencyBulkInvoicePdf',
    tag: 'agencies/agencies',
    params: bulkInvoiceParams,
    query: NO_QUERY,
    success: '200',
    right: agencyData,
  },
  ...(['/ratio/api/templates/', '/ratio/api/templates'] as const).map((path, index): BespokeCall => ({
    method: 'get',
    path,
    operationId: index === 0 ? 'agencyProcessInvoicePdf' : 'agencyProcessInvoicePdfWithoutSlash',
    tag: 'agencies/agencies',
    query: invoiceTemplateQuery,
    success: '200',
    right: agencyData,
  })),
  // The booking engine's insurance offers, and the payment check of a process (issue 21).
  {
    method: 'get',
    path: '/insurances/ergo',
    operationId: 'insuranceOffers',
    tag: 'booking/online-bookings',
    query: insuranceQuery,
    success: '200',
  },
  {
    method: 'get',
    path: '/secuconnect/{json}',
    operationId: 'secuconnectPaymentCheck',
    tag: 'processes/processes',
    params: secuconnectParams,
    query: secuconnectQuery,
    success: '200',
    right: right('booking/online-bookings', 'read', ['process-read']),
  },
  // The booking engine after the payment (issue 21).
  {
    method: 'get',
    path: '/booking-engine/bookings/{number}',
    operationId: 'getEngineBooking',
    tag: 'booking/online-bookings',
    params: bookingNumberParams,
    query: NO_QUERY,
    success: '200',
    ownForbidden: true,
  },
  {
    method: 'post',
    path: '/booking-engine/bookings/{number}/check',
    operationId: 'checkEngineBooking',
    tag: 'booking/online-bookings',
    params: bookingNumberParams,
    query: NO_QUERY,
    success: '200',
    ownForbidden: true,
  },
  {
    method: 'post',
    path: '/online-bookings/{id}/confirmation',
    operationId: 'resendBookingConfirmation',
    tag: 'booking/online-bookings',
    params: recordIdParams,
    query: NO_QUERY,
    success: '204',
    right: right('booking/online-bookings', 'update', ['process-update']),
  },
  {
    method: 'post',
    path: '/booking-engine/contact',
    operationId: 'sendEngineContactMessage',
    tag: 'booking/online-bookings',
    query: NO_QUERY,
    body: contactBody,
    success: '204',
    ownForbidden: true,
  },
  // The public booking engine (issue 21): no sign-in, the host's tenant sells.
  ...(
    [
      ['/booking-engine/settings', 'bookingEngineSettings', undefined],
      ['/booking-engine/destinations', 'bookingEngineDestinations', undefined],
      ['/booking-engine/journeys/{id}', 'bookingEngineJourney', journeyParams],
      ['/booking-engine/journeys/{id}/dates/{from}', 'bookingEngineDateAvailability', journeyDateParams],
    ] as const
  ).map(([path, operationId, params]): BespokeCall => ({
    method: 'get',
    path,
    operationId,
    tag: 'booking/online-bookings',
    ...(params ? { params } : {}),
    query: NO_QUERY,
    success: '200',
  })),
  {
    method: 'get',
    path: '/booking-engine/journeys',
    operationId: 'bookingEngineJourneys',
    tag: 'booking/online-bookings',
    query: journeysQuery,
    success: '200',
  },
  {
    method: 'post',
    path: '/booking-engine/quote',
    operationId: 'bookingEngineQuote',
    tag: 'booking/online-bookings',
    query: NO_QUERY,
    body: selectionBody,
    success: '200',
  },
  {
    method: 'post',
    path: '/booking-engine/bookings',
    operationId: 'bookingEngineHold',
    tag: 'booking/online-bookings',
    query: NO_QUERY,
    body: bookingBody,
    success: '201',
  },
  ...(
    [
      ['post', 'test', 'testNewsletterCampaign', '204', campaignTestBody],
      ['post', 'schedule', 'scheduleNewsletterCampaign', '200', campaignScheduleBody],
      ['delete', 'schedule', 'cancelNewsletterCampaignSchedule', '200', undefined],
      ['post', 'send', 'sendNewsletterCampaign', '200', undefined],
    ] as const
  ).map(([method, call, operationId, success, body]) => ({
    method,
    path: `/newsletter/campaign/{id}/${call}`,
    operationId,
    tag: 'newsletter/campaigns',
    params: campaignIdParams,
    query: NO_QUERY,
    ...(body ? { body } : {}),
    success,
    right: { resource: 'newsletter/campaigns', right: 'newsletter-send', permissions: ['newsletter-send'] },
  })),
  {
    method: 'get',
    path: '/newsletter/campaign/{id}/status',
    operationId: 'newsletterCampaignStatus',
    tag: 'newsletter/campaigns',
    params: campaignIdParams,
    query: NO_QUERY,
    success: '200',
    right: right('newsletter/campaigns', 'read', ['newsletter-campaigns-read']),
  },
  {
    method: 'get',
    path: '/newsletter-statistics',
    operationId: 'newsletterStatistics',
    tag: 'newsletter/campaigns',
    query: statisticsQuery,
    success: '200',
    right: {
      resource: 'newsletter/campaigns',
      right: 'newsletter-statistics-read',
      permissions: ['newsletter-statistics-read'],
    },
  },
  {
    method: 'get',
    path: '/mailjet/account',
    operationId: 'mailjetAccount',
    tag: 'newsletter/campaigns',
    query: NO_QUERY,
    success: '200',
    right: { resource: 'newsletter/campaigns', right: 'newsletter-read', permissions: ['newsletter-read'] },
  },
  {
    method: 'get',
    path: '/appuser/travelmenu',
    operationId: 'travelMenu',
    tag: 'app/my-consumption',
    query: NO_QUERY,
    success: '200',
    right: { resource: 'app/my-consumption', right: 'TravelMenu-read', permissions: ['TravelMenu-read'] },
  },
  {
    method: 'post',
    path: '/appuser/travelmenu/order',
    operationId: 'orderFromTravelMenu',
    tag: 'app/my-consumption',
    query: NO_QUERY,
    body: menuOrderBody,
    success: '201',
    right: { resource: 'app/my-consumption', right: 'TravelMenu-create', permissions: ['TravelMenu-create'] },
  },
  {
    method: 'get',
    path: '/translations',
    operationId: 'getTranslation',
    tag: 'app/users',
    query: translationQuery,
    success: '200',
    right: { resource: 'app/users', right: 'appusermanagement-read', permissions: ['appusermanagement-read'] },
  },
  {
    method: 'get',
    path: '/translations_type/{type}',
    operationId: 'listTranslationsOfType',
    tag: 'app/users',
    params: translationTypeParams,
    query: translationTypeQuery,
    success: '200',
    right: { resource: 'app/users', right: 'appusermanagement-read', permissions: ['appusermanagement-read'] },
  },
  {
    method: 'patch',
    path: '/translations/{key}',
    operationId: 'saveTranslation',
    tag: 'app/users',
    params: translationKeyParams,
    query: NO_QUERY,
    body: translationBody,
    success: '200',
    right: { resource: 'app/users', right: 'appusermanagement-update', permissions: ['appusermanagement-update'] },
  },
  {
    method: 'get',
    path: '/phone-verification',
    operationId: 'phoneVerificationState',
    tag: 'app/my-notifications',
    query: NO_QUERY,
    success: '200',
    right: { resource: 'app/my-notifications', right: 'myprofile-read', permissions: ['myprofile-read'] },
  },
  {
    method: 'post',
    path: '/phone-verification',
    operationId: 'sendPhoneVerificationCode',
    tag: 'app/my-notifications',
    query: NO_QUERY,
    body: phoneCodeRequestBody,
    success: '200',
    right: { resource: 'app/my-notifications', right: 'myprofile-update', permissions: ['myprofile-update'] },
  },
  {
    method: 'post',
    path: '/phone-verification/confirm',
    operationId: 'confirmPhoneVerificationCode',
    tag: 'app/my-notifications',
    query: NO_QUERY,
    body: phoneCodeConfirmBody,
    success: '200',
    right: { resource: 'app/my-notifications', right: 'myprofile-update', permissions: ['myprofile-update'] },
  },
  {
    method: 'get',
    path: '/appuser/buslocation',
    operationId: 'myBusLocation',
    tag: 'app/my-notifications',
    query: NO_QUERY,
    success: '200',
    right: { resource: 'app/my-notifications', right: 'Buslocation-read', permissions: ['Buslocation-read'] },
  },
  {
    method: 'post',
    path: '/app/devices',
    operationId: 'registerAppDevice',
    tag: 'app/push-notifications',
    query: NO_QUERY,
    body: deviceBody,
    success: '200',
    right: right('app/my-notifications', 'read', ['appuser-read']),
  },
  {
    method: 'delete',
    path: '/app/devices/{token}',
    operationId: 'removeAppDevice',
    tag: 'app/push-notifications',
    params: deviceTokenParams,
    query: NO_QUERY,
    success: '204',
    right: right('app/my-notifications', 'read', ['appuser-read']),
  },
  {
    method: 'post',
    path: '/fcm',
    operationId: 'sendPushNotification',
    tag: 'app/push-notifications',
    query: NO_QUERY,
    body: pushSendBody,
    success: '200',
    right: right('app/push-notifications', 'update', ['pushmessages-update']),
  },
  {
    method: 'get',
    path: '/appuser/profile',
    operationId: 'getOwnProfile',
    tag: 'app/users',
    query: NO_QUERY,
    success: '200',
    right: { resource: 'app/users', right: 'myprofile-read', permissions: ['myprofile-read'] },
  },
  {
    method: 'patch',
    path: '/appuser/profile',
    operationId: 'changeOwnProfile',
    tag: 'app/users',
    query: NO_QUERY,
    body: profileBody(registry.entities['users/user']!),
    success: '200',
    right: { resource: 'app/users', right: 'myprofile-update', permissions: ['myprofile-update'] },
  },
  {
    method: 'get',
    path: '/appuser/journeys',
    operationId: 'listOwnJourneys',
    tag: 'processes/processes',
    query: ownJourneysQuery,
    success: '200',
    right: {
      resource: 'processes/processes',
      right: 'myjourneys-read',
      permissions: ['myjourneys-read'],
      when: 'for show=current',
    },
  },
  {
    method: 'get',
    path: '/appuser/journeys/{id}',
    operationId: 'getOwnJourney',
    tag: 'processes/processes',
    params: linkIdParams,
    query: NO_QUERY,
    success: '200',
    right: {
      resource: 'processes/processes',
      right: 'myjourneys-read',
      permissions: ['myjourneys-read'],
      when: 'for a journey under way or to come',
    },
  },
  {
    method: 'get',
    path: '/appuser/travelbagtemplates',
    operationId: 'listSuitcaseTemplates',
    tag: 'app/my-suitcase',
    query: NO_QUERY,
    success: '200',
    right: { resource: 'app/my-suitcase', right: 'PackSuitcase-read', permissions: ['PackSuitcase-read'] },
  },
  {
    method: 'post',
    path: '/appuser/suitcase/from-template',
    operationId: 'fillSuitcaseFromTemplate',
    tag: 'app/my-suitcase',
    query: NO_QUERY,
    body: fillSuitcaseBody,
    success: '200',
    right: { resource: 'app/my-suitcase', right: 'PackSuitcase-create', permissions: ['PackSuitcase-create'] },
  },
];

describe('the document the app serves', () => {
  it('is valid against the official OpenAPI 3.1 schema, and each of its references resolves', () => {
    const { validate } = officialValidator();
    expect(validate(served), JSON.stringify(validate.errors?.slice(0, 5), null, 2)).toBe(true);
    for (const ref of refsIn(served)) expect(resolve(served, ref), ref).toBeTypeOf('object');
  });

  it("is the registry's document with the bespoke calls added, the generic calls as they were", () => {
    expect(served.components).toEqual(generic.components);
    expect(served.tags).toEqual(generic.tags);
    for (const [path, method, described] of operations(generic))
      expect(operation(path, method), `${method} ${path}`).toEqual(described);
    const added = operations(served).filter(([path, method]) => !generic.paths[path]?.[method]);
    expect(added.map(([path, method]) => `${method} ${path}`).sort()).toEqual(
      BESPOKE.map(({ method, path }) => `${method} ${path}`).sort(),
    );
  });

  it('gives each operation its own operationId and only declared tags', () => {
    const ids = operations(served).map(([, , described]) => described.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const declared = new Set(served.tags.map((tag) => tag.name));
    for (const [path, method, described] of operations(served))
      for (const tag of described.tags) expect(declared.has(tag), `${method} ${path}: ${tag}`).toBe(true);
    expect(FIXED_TAGS.map((tag) => tag.name)).toEqual(expect.arrayContaining(['ai', 'tenant']));
  });

  it('describes only calls the app answers', () => {
    for (const [path, method] of operations(served)) {
      const url = `/api${path.replace(/\{(\w+)\}/g, ':$1')}`;
      expect(app.hasRoute({ method: method.toUpperCase() as Uppercase<Method>, url }), `${method} ${path}`).toBe(true);
    }
  });
});

describe('each bespoke call', () => {
  it.each(BESPOKE.map((call) => [`${call.method.toUpperCase()} ${call.path}`, call] as const))(
    '%s: its operationId, tag, the params and body its route checks, its answers and rights',
    (_name, call) => {
      const described = operation(call.path, call.method);
      expect(described?.operationId).toBe(call.operationId);
      expect(described?.tags).toEqual([call.tag]);
      const pathNames = [...call.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name as string);
      const queryNames = Object.keys((call.query?.properties ?? {}) as Record<string, SchemaObject>);
      expect(described?.parameters ?? []).toEqual([
        ...pathNames.map((name) =>
          expect.objectContaining({
            name,
            in: 'path',
            required: true,
            schema: (call.params?.properties as Record<string, SchemaObject>)[name],
          }),
        ),
        ...queryNames.map((name) =>
          expect.objectContaining({
            name,
            in: 'query',
            schema: (call.query?.properties as Record<string, SchemaObject>)[name],
          }),
        ),
      ]);
      expect(described?.requestBody?.content['application/json']?.schema).toEqual(call.body);
      const success = described?.responses[call.success] as ResponseObject | undefined;
      expect(success?.description).toBeTruthy();
      expect(Object.keys(success?.content ?? {})).toHaveLength(call.success === '204' ? 0 : 1);

      const refusals = (status: string) => described?.responses[status];
      expect(refusals('401')).toEqual(call.right ? { $ref: '#/components/responses/NotAuthenticated' } : undefined);
      if (call.ownForbidden) expect(refusals('403')).toHaveProperty('description');
      else expect(refusals('403')).toEqual(call.right ? { $ref: '#/components/responses/Forbidden' } : undefined);
      expect(refusals('400') !== undefined).toBe(Boolean(call.body ?? call.params ?? call.query));
      expect(described?.security).toEqual(call.right ? undefined : []);
      expect(described?.['x-rights']?.[0]).toEqual(call.right);
      if (call.right) expect(described?.description).toContain(`\`${call.right.resource}\``);
    },
  );

  it("answer the records of the entities' own schemas", () => {
    const payment = jsonSchemaOf(operation('/ticket/payment/status/{paymentId}', 'put')?.responses['200']);
    expect(payment).toHaveProperty('properties.payment', { $ref: '#/components/schemas/Payment' });
    const order = jsonSchemaOf(operation('/ticket/order/{id}/status', 'put')?.responses['200']);
    expect(order).toEqual({ $ref: '#/components/schemas/Order' });
    const details = jsonSchemaOf(operation('/ticket/order/{id}/details', 'get')?.responses['200']);
    expect(details?.required).toEqual(['order', 'tickets', 'payments', 'invoices', 'vouchers']);
    const scan = jsonSchemaOf(operation('/ticket/scan', 'post')?.responses['201']);
    expect(scan).toHaveProperty('properties.scan', { $ref: '#/components/schemas/TicketScan' });
    const saved = jsonSchemaOf(operation('/ticket/event/{id}/batch', 'patch')?.responses['200']);
    expect(saved?.required).toEqual(['success', 'idMapping', 'event', 'operations', 'error']);
    const pdf = operation('/ticket/invoice/{id}/pdf', 'get')?.responses['200'] as ResponseObject;
    expect(Object.keys(pdf.content ?? {})).toEqual(['application/pdf']);
    const vouchers = operation('/ticket/voucher/bulk', 'post')?.responses['200'] as ResponseObject;
    expect(Object.keys(vouchers.content ?? {})).toEqual(['application/x-ndjson']);
  });

  it('name the rights the event batch needs for what it does, and the message keys of its refusals', () => {
    const save = operation('/ticket/event/{id}/batch', 'patch');
    const rights = save?.['x-rights'] ?? [];
    expect(rights.filter((each) => !each.when)).toEqual([right('tickets/events', 'update', ['ticket-update'])]);
    expect(rights).toContainEqual({
      ...right('tickets/event-dates', 'delete', ['ticket-delete']),
      when: 'for deleted ones',
    });
    expect(rights).toContainEqual({ ...right('tickets/genres', 'create', ['ticket-create']), when: 'for new ones' });
    for (const key of ['error.conflict', 'tickets.duplicate_date', 'tickets.date_has_tickets'])
      expect(save?.description).toContain(key);
    expect((save?.responses['422'] as ResponseObject).description).toContain(
      'tickets.price_category_or_date_not_found',
    );
    expect(Object.keys(save?.responses ?? {})).toEqual(['200', '400', '401', '403', '404', '409', '422']);
  });
});

/** The document of an app whose API has `register`'s routes besides the document itself. */
async function documentWith(register: (api: FastifyInstance) => void): Promise<OpenApiDocument> {
  const bare = Fastify();
  await bare.register(
    async (api) => {
      openapiRoute(api, registry);
      register(api);
    },
    { prefix: '/api' },
  );
  try {
    await bare.ready();
    return (await bare.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  } finally {
    await bare.close();
  }
}

const sparkle = (operationId = 'sparkleGenre'): RouteDescription => ({
  operationId,
  summary: 'Make a genre sparkle',
  tags: ['tickets/genres'],
  answers: () => ({ '200': jsonAnswer('Sparkling.', { type: 'object' }) }),
  errors: ['NotFound'],
});
const handler = async () => ({});

describe('a route under /api', () => {
  it('without a description of its own stops the start unless the registry describes it', async () => {
    await expect(documentWith((api) => api.post('/ticket/genre/:id/sparkle', handler))).rejects.toThrow(
      'The OpenAPI document lacks POST /ticket/genre/{id}/sparkle',
    );
    // a resource's call, also under an alias, is the registry's
    const document = await documentWith((api) => {
      api.get('/ticket/genre/:id', handler);
      api.get('/roles-lit/:id', handler);
    });
    expect(document.paths).toEqual(generic.paths);
  });

  it('joins the document with its description, its params and query from its schema', async () => {
    const document = await documentWith((api) =>
      api.post(
        '/ticket/genre/:id/sparkle',
        {
          schema: {
            params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]+$' } } },
            querystring: { type: 'object', required: ['colour'], properties: { colour: { enum: ['gold'] } } },
          },
          config: {
            openapi: { ...sparkle(), rights: [{ resource: registry.resource('tickets/genres')!, action: 'update' }] },
          },
        },
        handler,
      ),
    );
    const described = document.paths['/ticket/genre/{id}/sparkle']?.post;
    expect(described?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9]+$' } },
      { name: 'colour', in: 'query', required: true, schema: { enum: ['gold'] } },
    ]);
    expect(described?.requestBody).toBeUndefined();
    expect(Object.keys(described?.responses ?? {})).toEqual(['200', '400', '401', '403', '404']);
    expect(described?.description).toBe('Rights: update on `tickets/genres` (`ticket-update`).');
  });

  it('may not describe a call the document has, under any parameter names, nor take a taken operationId', async () => {
    const twice = { config: { openapi: sparkle() } };
    await expect(documentWith((api) => api.get('/ticket/genre/:id', twice, handler))).rejects.toThrow(
      'GET /ticket/genre/{id}: the document has this path as /ticket/genre/{id_tk_genre}',
    );
    await expect(documentWith((api) => api.get('/ticket/genre/:id_tk_genre', twice, handler))).rejects.toThrow(
      'GET /ticket/genre/{id_tk_genre} is described twice',
    );
    await expect(
      documentWith((api) => api.post('/sparkle', { config: { openapi: sparkle('authenticate') } }, handler)),
    ).rejects.toThrow('OpenAPI operationIds used twice: authenticate');
  });
});
