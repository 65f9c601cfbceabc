import { changedFields } from './sameValue';
import type { ItemFlags } from './types';

/** Spec 2 §4: changing a saved item flags it modified; changed back to the pristine values, it is not. */
export function withModifiedFlag<T extends ItemFlags>(
  item: T,
  pristine: T | undefined,
  fields: readonly (keyof T)[],
): T {
  if (item.isNew || !pristine) return item;
  const isModified = Object.keys(changedFields(item, pristine, fields)).length > 0;
  return { ...item, isModified };
}

export const markDeleted = <T extends ItemFlags>(item: T): T => (item.isDeleted ? item : { ...item, isDeleted: true });

export const isLive = (item: ItemFlags) => !item.isDeleted;
