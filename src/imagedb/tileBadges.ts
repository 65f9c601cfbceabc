import type { DatabaseImage } from './imageTypes';

export type BadgeKey = 'selected' | 'licensed' | 'notDownloaded' | 'licenceError' | 'processing';

export interface Badge {
  key: BadgeKey;
  color: 'primary' | 'success' | 'warning' | 'error' | 'info';
}

/**
 * A tile's badges (spec 1 §2): selected; and a stock image's licence: licensed, licensed but not
 * downloaded (no copy with us), licence error, licence processing.
 */
export function tileBadges(image: Pick<DatabaseImage, 'stocktype' | 'is_licensed' | 'database'>, selected: boolean) {
  const badges: Badge[] = selected ? [{ key: 'selected', color: 'primary' }] : [];
  if (image.stocktype !== 'adobestock') return badges;
  if (image.is_licensed === 'Standard')
    badges.push(image.database ? { key: 'licensed', color: 'success' } : { key: 'notDownloaded', color: 'warning' });
  else if (image.is_licensed === 'Error') badges.push({ key: 'licenceError', color: 'error' });
  else if (image.is_licensed === 'processing') badges.push({ key: 'processing', color: 'info' });
  return badges;
}
