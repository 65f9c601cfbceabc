import type { ItemId, TempId } from './types';

const TEMP_ID = /^temp_\d+_\d+$/;

/** Spec 2 §9: an item made in the editor is `temp_<counter>_<timestamp>` until the batch save maps it. */
export function makeTempId(counter: number, now: number): TempId {
  return `temp_${counter}_${now}`;
}

export function isTempId(id: unknown): id is TempId {
  return typeof id === 'string' && TEMP_ID.test(id);
}

/** A saved row's id, never a temporary one. */
export function isSavedId(id: ItemId | null | undefined): id is number {
  return typeof id === 'number';
}
