import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { ApiError } from '../../errors.ts';
import { mayUseLibrary } from '../../permissions/image-libraries.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';

type Row = Record<string, unknown>;

/** 409: the image is in the library or journey already (spec 1 §5, "Image already exists in this folder"). */
export const imageExists = (field: string) =>
  new ApiError('Conflict', 'Image already exists in this folder', { errors: [{ field, key: 'error.image_exists' }] });

/** 422 at the field: the record it names is not there, or not one the user may use (which looks the same to them). */
export const noSuchRecord = (field: string, message: string) =>
  new ApiError('Unprocessable', message, { errors: [{ field, key: 'error.reference' }] });

/**
 * The library an image or item goes into, locked until the transaction ends, so that two writes into
 * one library check for the same image in turn; 422 when it is none the user may use.
 */
export async function lockUsableLibrary(trx: Kysely<Tables>, user: SignedInUser, id: unknown) {
  const library =
    typeof id === 'number'
      ? await trx
          .selectFrom('img_library')
          .select(['id_img_library', 'mode', 'user_id'])
          .where('id_img_library', '=', id)
          .forUpdate()
          .executeTakeFirst()
      : undefined;
  if (!library || !mayUseLibrary(user, library))
    throw noSuchRecord('id_img_library', 'There is no such library, or you may not use it');
  return library;
}

/** The record as a write leaves it: a PATCH changes the stored one, a create and a PUT name every field. */
export const recordAfter = (values: Row, before: Row | undefined, mode: 'patch' | 'put' | undefined): Row =>
  before && mode !== 'put' ? { ...before, ...values } : values;

/** Whether a write sets the field to other than it was (a create sets every field it names). */
export const changes = (record: Row, before: Row | undefined, field: string) =>
  !before || record[field] !== before[field];
