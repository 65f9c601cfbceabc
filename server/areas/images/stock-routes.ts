import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AreaContext } from '../../core/area.ts';
import type { ServicesOf } from '../../core/integration.ts';
import { allOf } from '../../crud/query/build-where.ts';
import { notFound } from '../../errors.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import { stockIntegration } from '../../integrations/stock/stock-integration.ts';
import {
  STOCK_CONTENT_TYPES,
  STOCK_ORDERS,
  STOCK_ORIENTATIONS,
  STOCK_PEOPLE,
  type StockContentType,
  type StockOrder,
  type StockOrientation,
  type StockPeople,
} from '../../integrations/stock/stock-system.ts';
import { jsonAnswer, refusal } from '../../openapi/route-description.ts';
import { authorize, authorizeRight } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { downloadCustomerImage, downloadStockImage, type DownloadedFile } from './image-download.ts';
import { stockImageSchema } from './stock-image-wire.ts';
import { checkStockImage, licenseStockImage, searchStock } from './stock-licensing.ts';

/** The resources the stock calls work on: the licence records, and own images for their download. */
export const stockRouteResources = ['images/stock-images', 'images/customer-images'] as const;
export const stockIntegrations = [stockIntegration] as const;
export const STOCK_PATH = '/adobestock';
export const DOWNLOAD_PATH = '/download-images';
export const stockApiPaths = [STOCK_PATH, DOWNLOAD_PATH];

/** The page the console shows: 64 images (spec 1 §9). */
const PAGE = 64;
const MAX_INT4 = 2_147_483_647;
const ADOBE_ID = { type: 'string', pattern: '^[1-9][0-9]{0,14}$' };

export const stockSearchQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    q: { type: 'string', maxLength: 200 },
    $limit: { type: 'string', pattern: '^(100|[1-9][0-9]?)$' },
    $skip: { type: 'string', pattern: '^(0|[1-9][0-9]{0,6})$' },
    order: { type: 'string', enum: STOCK_ORDERS },
    orientation: { type: 'string', enum: STOCK_ORIENTATIONS },
    color: { type: 'string', pattern: '^[0-9a-fA-F]{6}$' },
    content_type: { type: 'string', enum: STOCK_CONTENT_TYPES },
    people: { type: 'string', enum: STOCK_PEOPLE },
  },
} as const;

interface SearchQuery {
  q?: string;
  $limit?: string;
  $skip?: string;
  order?: StockOrder;
  orientation?: StockOrientation;
  color?: string;
  content_type?: StockContentType;
  people?: StockPeople;
}

export const licenceBody = {
  type: 'object',
  required: ['id', 'confirmed'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
    confirmed: { const: true, description: 'The user confirmed spending a licence; anything but true is refused.' },
  },
} as const;

const withQuota = (description: string) => ({
  ...stockImageSchema,
  required: [...stockImageSchema.required, 'quota'],
  properties: { ...stockImageSchema.properties, quota: { type: 'integer', description } },
});

const unavailable = refusal(
  'Adobe Stock failed, did not answer in time or answered nothing usable: `error.stock_unavailable`.',
);

/** The file as an attachment: an ASCII name for every client, the exact one for those that read `filename*`. */
function sendFile(reply: FastifyReply, { content, contentType, fileName }: DownloadedFile) {
  const ascii = fileName.replace(/[^A-Za-z0-9._ -]/g, '_');
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(content);
}

type StockContext = AreaContext<(typeof stockRouteResources)[number], ServicesOf<typeof stockIntegrations>>;

/**
 * The stock-image calls of spec 2 §7: the search of Adobe Stock, the licence check and the licence
 * (one credit, never twice), and the download of a licensed or own image. The rights are the image
 * database's (`imagedb-read`, `imagedb-create`, `imagedb-download`), which are no resource's actions.
 */
export function stockRoutes(app: FastifyInstance, { db, authenticate, resources, services, uploadsDir }: StockContext) {
  const stockImages = resources['images/stock-images'];
  const customerImages = resources['images/customer-images'];
  const calls = { db, stock: services.stock };
  const tags = [stockImages.name];

  app.get<{ Querystring: SearchQuery }>(
    STOCK_PATH,
    {
      preHandler: authenticate,
      schema: { querystring: stockSearchQuery },
      config: {
        openapi: {
          operationId: 'searchStockImages',
          summary: 'Search Adobe Stock',
          description:
            'Photos and illustrations of Adobe Stock by words and filters, a page at a time (`$limit` 1–100, default ' +
            `${PAGE}; \`$skip\`). \`people\` is Adobe's model-release filter; \`orientation=panoramic\` its panoramic ` +
            'filter (2:1 or wider). Each image carries our licence state and stored copy.',
          tags,
          rights: [{ resource: stockImages, right: 'imagedb-read' }],
          answers: () => ({
            '200': jsonAnswer('The page, and how many images match in all.', {
              type: 'object',
              required: ['total', 'limit', 'skip', 'data'],
              properties: {
                total: { type: 'integer' },
                limit: { type: 'integer' },
                skip: { type: 'integer' },
                data: { type: 'array', items: stockImageSchema },
              },
            }),
            '502': unavailable,
          }),
        },
      },
    },
    async (request) => {
      authorizeRight(request.user as SignedInUser, 'imagedb-read');
      const query = request.query;
      return searchStock(calls, {
        words: query.q?.trim() || undefined,
        limit: query.$limit === undefined ? PAGE : Number(query.$limit),
        offset: query.$skip === undefined ? 0 : Number(query.$skip),
        order: query.order ?? 'relevance',
        orientation: query.orientation ?? 'all',
        color: query.color?.toLowerCase(),
        contentType: query.content_type,
        people: query.people ?? 'all',
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    `${STOCK_PATH}/:id`,
    {
      preHandler: authenticate,
      schema: { params: { type: 'object', properties: { id: ADOBE_ID } }, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'checkStockImageLicence',
          summary: "A stock image's licence check",
          description:
            "The image with our licence state, the member's licences left (`quota`) and Adobe's purchase state: " +
            'what the licence confirmation shows. Spends nothing.',
          tags,
          rights: [{ resource: stockImages, right: 'imagedb-read' }],
          parameters: { id: "Adobe Stock's content id." },
          answers: () => ({
            '200': jsonAnswer('The image, the licences left and the purchase state.', {
              ...withQuota("The member's licences left."),
              required: [...withQuota('').required, 'purchase_state'],
              properties: {
                ...withQuota("The member's licences left.").properties,
                purchase_state: {
                  type: 'string',
                  enum: ['not_purchased', 'purchased', 'cancelled', 'not_possible', 'just_purchased', 'overage'],
                },
              },
            }),
            '502': unavailable,
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      authorizeRight(request.user as SignedInUser, 'imagedb-read');
      return checkStockImage(calls, Number(request.params.id));
    },
  );

  app.post<{ Body: { id: number; confirmed: true } }>(
    STOCK_PATH,
    {
      preHandler: authenticate,
      schema: { body: licenceBody, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'licenseStockImage',
          summary: 'License a stock image (one credit)',
          description:
            'Licenses the image Standard for one of the licences left, after the user confirmed it (`confirmed: true`). ' +
            'Never spends twice: an image licensed already (by us or at Adobe) is answered without a licence; two ' +
            'requests at once spend one credit.',
          tags,
          rights: [{ resource: stockImages, right: 'imagedb-create' }],
          answers: () => ({
            '200': jsonAnswer('The image, licensed Standard, and the licences left.', withQuota('The licences left.')),
            '409': refusal('Another request is licensing the image now: `error.licence_processing`.'),
            '422': refusal('No licences are left: `error.stock_quota`.'),
            '502': refusal(
              "The licence failed (`error.licence_failed`, Adobe's words in `message`; the image stores `Error` and " +
                'may be licensed again), or Adobe Stock failed before it (`error.stock_unavailable`).',
            ),
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const user = request.user as SignedInUser;
      authorizeRight(user, 'imagedb-create');
      return licenseStockImage(calls, request.body.id, user.id_users);
    },
  );

  app.get<{ Params: { id: string } }>(
    `${DOWNLOAD_PATH}/:id`,
    {
      preHandler: authenticate,
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^c?[1-9][0-9]{0,14}$' } } },
        querystring: NO_QUERY,
      },
      config: {
        openapi: {
          operationId: 'downloadImage',
          summary: 'Download a licensed stock image or an own image',
          description:
            "`{id}` is a stock image's Adobe id, or `c` and an own image's id. A stock image must be licensed " +
            'Standard; its file is fetched from Adobe Stock once and kept (`database`, `link`), later calls answer ' +
            'that copy. An own image is one of a library the user may use.',
          tags,
          rights: [
            { resource: stockImages, right: 'imagedb-download' },
            { resource: customerImages, action: 'read', when: 'for an own image' },
          ],
          parameters: { id: 'An Adobe Stock id (`201234567`), or `c` and an own image id (`c12`).' },
          answers: () => ({
            '200': {
              description: 'The image file, as an attachment.',
              content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
            },
            '409': refusal('The stock image is not licensed: `error.licence_missing`.'),
            '502': refusal(
              'Adobe Stock failed to hand over the file: `error.licence_failed` or `error.stock_unavailable`.',
            ),
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request, reply) => {
      const user = request.user as SignedInUser;
      authorizeRight(user, 'imagedb-download');
      const { id } = request.params;
      if (!id.startsWith('c')) return sendFile(reply, await downloadStockImage({ ...calls, uploadsDir }, Number(id)));
      const customerId = Number(id.slice(1));
      if (customerId > MAX_INT4) throw notFound();
      const scope = allOf([authorize({ user, resource: customerImages, action: 'read' }).where]);
      return sendFile(reply, await downloadCustomerImage({ db, uploadsDir }, customerImages, customerId, scope));
    },
  );
}
