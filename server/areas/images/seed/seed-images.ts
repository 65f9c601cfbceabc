import type { Kysely, Transaction } from 'kysely';
import type { Registry } from '../../../../registry/types.ts';
import { berlinIso, DAY, HOUR } from '../../../db/seed/berlin-time.ts';
import { SEEDED_AT } from '../../../db/seed/demo-clock.ts';
import { demoImage, demoPosterFiles } from '../../../db/seed/demo-images.ts';
import { insertRows, seedEntity } from '../../../db/seed/insert-rows.ts';
import { insertMissing, type Row } from '../../../db/seed/missing-rows.ts';
import type { Tables } from '../../../db/tables.ts';
import { generateCatalogue } from '../../../integrations/stock/emulated-catalogue.ts';
import {
  demoCustomerImages,
  demoLibraries,
  demoSharedPicks,
  demoStockLicences,
  JOURNEYS_WITH_ITEMS,
} from './image-data.ts';

/** The demo rows were made the day the demo data describes. */
const SEEDED = berlinIso(SEEDED_AT);

const idOf = (ids: Map<string, number>, key: string) => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`the image demo data names "${key}", which was not seeded`);
  return id;
};

/** The libraries, owned by the demo admin (the personal one) or by the superadmin who set up the company's. */
async function seedLibraries(trx: Transaction<Tables>, registry: Registry) {
  const users = await trx.selectFrom('users').select(['id_users', 'email']).execute();
  const userId = (email: string) => users.find((user) => user.email === email)?.id_users ?? null;
  return insertMissing(
    trx,
    registry,
    'images/library',
    'name',
    demoLibraries.map((library) => ({
      name: library.name,
      mode: library.mode,
      description: library.description,
      user_id: userId('owner' in library ? library.owner : 'superadmin@demo.local'),
      created_at: SEEDED,
      updated_at: SEEDED,
    })),
  );
}

/** The own photos: each library's drawn from the demo posters in turn, so that none holds a file twice. */
async function seedCustomerImages(trx: Transaction<Tables>, registry: Registry, libraryIds: Map<string, number>) {
  const files = demoPosterFiles();
  let next = 0;
  const rows: Row[] = Object.entries(demoCustomerImages).flatMap(([library, images]) =>
    images.map((image, index) => {
      const file = files[(next + index) % files.length]!;
      if (index === images.length - 1) next += 1;
      return {
        title: image.title,
        description: image.description ?? null,
        creator_name: image.creator,
        id_img_library: idOf(libraryIds, library),
        link: file.link,
        thumbnail: file.thumbnail,
        width: file.width,
        height: file.height,
        content_type: file.content_type,
        sha256: file.sha256,
        file_name: `${image.title.toLowerCase().replaceAll(/[^a-zäöüß0-9]+/g, '-')}.png`,
        created_at: SEEDED,
        updated_at: SEEDED,
      };
    }),
  );
  return insertMissing(trx, registry, 'images/customer-image', 'title', rows);
}

/** Library items: own photos kept in the shared library too, and the image a few journeys were given through the finder. */
async function seedLibraryItems(
  trx: Transaction<Tables>,
  registry: Registry,
  libraryIds: Map<string, number>,
  imageIds: Map<string, number>,
) {
  if (await trx.selectFrom('img_library_item').select('id_img_library_item').limit(1).executeTakeFirst()) return 0;
  const picks = await trx
    .selectFrom('img_customer')
    .selectAll()
    .where('title', 'in', [...demoSharedPicks])
    .execute();
  const shared = idOf(libraryIds, 'Marketing Herbstaktion');
  const libraryItems: Row[] = picks.map((image) => ({
    id_img_library: shared,
    id_jrn_journey: null,
    link: image.link,
    thumbnail: image.thumbnail,
    data: {
      stocktype: 'customer',
      id: idOf(imageIds, image.title),
      title: image.title,
      width: image.width,
      height: image.height,
      creator_name: image.creator_name,
    },
  }));
  const journeys = await trx
    .selectFrom('jrn_journey')
    .select(['id_jrn_journey', 'title', 'images'])
    .where('deleted_at', 'is', null)
    .orderBy('id_jrn_journey')
    .limit(JOURNEYS_WITH_ITEMS)
    .execute();
  // The journey's last image is the one it was given through the finder: the item and the entry agree.
  const journeyItems: Row[] = journeys.flatMap((journey) => {
    const images = (Array.isArray(journey.images) ? journey.images : []) as Row[];
    const image = images.at(-1);
    if (!image || typeof image.link !== 'string') return [];
    return [
      {
        id_img_library: null,
        id_jrn_journey: journey.id_jrn_journey,
        link: image.link,
        thumbnail: typeof image.thumbnail === 'string' ? image.thumbnail : null,
        data: { stocktype: 'customer', title: journey.title, ...(image.data as Row | undefined) },
      },
    ];
  });
  const items = [...libraryItems, ...journeyItems];
  const fields = ['id_img_library', 'id_jrn_journey', 'link', 'thumbnail', 'data'];
  if (items.length > 0) await insertRows(seedEntity(registry, 'images/library-item'), fields, items).execute(trx);
  return items.length;
}

/**
 * The licence history: stock images of the emulator's catalogue licensed before the demo day, most of
 * them stored with us (their stored copy one of the demo posters), one whose licence failed.
 */
async function seedStockLicences(trx: Transaction<Tables>, registry: Registry) {
  const superadmin = await trx
    .selectFrom('users')
    .select('id_users')
    .where('email', '=', 'superadmin@demo.local')
    .executeTakeFirst();
  const catalogue = new Map(generateCatalogue().map((file) => [file.id, file]));
  const rows: Row[] = demoStockLicences.map(({ stockId, state, daysBefore, message }) => {
    const file = catalogue.get(stockId);
    if (!file) throw new Error(`the stock catalogue has no image ${stockId}`);
    const when = berlinIso(SEEDED_AT - daysBefore * DAY + 10 * HOUR);
    const stored = state === 'Standard' ? demoImage(`stock-${stockId}`, 0) : undefined;
    return {
      stock_id: file.id,
      title: file.title,
      width: file.width,
      height: file.height,
      content_type: file.content_type,
      category_name: file.category.name,
      creator_name: file.creator_name,
      is_licensed: state,
      database: stored !== undefined,
      link: stored?.link ?? null,
      thumbnail: stored?.thumbnail ?? null,
      licensed_at: state === 'Standard' ? when : null,
      licensed_by: superadmin?.id_users ?? null,
      downloaded_at: stored ? when : null,
      message: message ?? null,
      created_at: when,
      updated_at: when,
    };
  });
  return (await insertMissing(trx, registry, 'images/stock-image', 'stock_id', rows)).added;
}

/** The image database's demo rows (spec 1 §3): libraries of every mode, own photos, library items and licences. */
export async function seedImages(db: Kysely<Tables>, registry: Registry) {
  return db.transaction().execute(async (trx) => {
    const { added: libraries, ids: libraryIds } = await seedLibraries(trx, registry);
    const { added: customerImages, ids: imageIds } = await seedCustomerImages(trx, registry, libraryIds);
    const libraryItems = await seedLibraryItems(trx, registry, libraryIds, imageIds);
    const stockLicences = await seedStockLicences(trx, registry);
    return { libraries, customerImages, libraryItems, stockLicences };
  });
}
