import type { Kysely } from 'kysely';
import type { CrudContext } from '../../crud/crud-context.ts';
import { dynamic } from '../../crud/crud-context.ts';
import { updateRecord } from '../../crud/operations/update-record.ts';
import { notDeleted, withId } from '../../crud/operations/record-conditions.ts';
import { allOf } from '../../crud/query/build-where.ts';
import type { Tables } from '../../db/tables.ts';
import { authorize } from '../../permissions/authorize.ts';
import { journeyHooks } from '../journeys/journey-hooks.ts';
import { imageExists, noSuchRecord } from './library-rules.ts';

type Row = Record<string, unknown>;

/** The resource a library item's journey is written through: its rights, row rules, history and rules apply. */
const JOURNEYS = 'journeys/journeys';

/** An image entry of a journey, as the images field keeps it (contract item 7). */
export function journeyImageEntry(item: Row, images: readonly unknown[]): Row {
  return {
    data: item.data ?? {},
    link: item.link,
    ...(typeof item.thumbnail === 'string' ? { thumbnail: item.thumbnail } : {}),
    order: images.length,
    main: images.length === 0,
    status: 1,
  };
}

/**
 * Appends the item's image to its journey's `images`, in the item's transaction, as the item's
 * writer changing the journey by PATCH: 403 without the journey's update right, 423 on a journey
 * published to print, 422 for a journey that is not there, 409 when the journey has the image already.
 */
export async function appendToJourney(trx: Kysely<Tables>, context: CrudContext, item: Row) {
  const registry = context.app?.registry;
  const journeys = registry?.resources.find((resource) => resource.name === JOURNEYS);
  if (!journeys)
    throw new Error(`a journey's library item is written through the generic calls, which know ${JOURNEYS}`);
  const { entity } = journeys;
  const scope = authorize({ user: context.user, resource: journeys, action: 'update' });
  const writer: CrudContext = {
    ...context,
    db: trx,
    resource: journeys,
    scope: allOf([scope.where]),
    assign: scope.assign ?? {},
    check: scope.check,
    hooks: journeyHooks,
  };
  const id = item.id_jrn_journey as number;
  const journey = (await dynamic(trx)
    .selectFrom(entity.table)
    .select(['images', 'version'])
    .where(allOf([writer.scope, notDeleted(entity), withId(entity, id)]))
    .forUpdate()
    .executeTakeFirst()) as Row | undefined;
  if (!journey) throw noSuchRecord('id_jrn_journey', 'There is no such journey');
  const images = Array.isArray(journey.images) ? (journey.images as Row[]) : [];
  if (images.some((image) => image.link === item.link)) throw imageExists('link');
  await updateRecord(
    writer,
    id,
    {
      images: [...images, journeyImageEntry(item, images)],
      ...(entity.concurrency ? { version: journey.version } : {}),
    },
    'patch',
  );
}
