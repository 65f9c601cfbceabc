import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.ts';
import { readSetting } from '../settings/read-setting.ts';

/** How long the console's pages use the tile server last read before reading the setting again. */
const REREAD_MS = 30_000;

/** The origin a tile address template names (`https://{s}.tile.example.org/{z}/{x}/{y}.png`); none for another text. */
export function tileOrigin(template: string): string | undefined {
  if (!template) return undefined;
  try {
    // The console fills {s} with `a`, as it asks for the tiles.
    const url = new URL(template.replaceAll(/\{[a-z]\}/g, 'a'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The origins the console may load images from besides its own: the journey map's tile server
 * (`map_tile_url`), read again at most every 30 seconds without holding up the answer, so that the
 * Content-Security-Policy follows a changed setting without a restart and costs no query per request.
 */
export function mapTileOrigins(db: Kysely<Tables>, rereadMs = REREAD_MS): () => readonly string[] {
  let origins: readonly string[] = [];
  let readAt = Number.NEGATIVE_INFINITY;
  let reading = false;
  const reread = () => {
    reading = true;
    readSetting(db, 'map_tile_url')
      .then((template) => {
        const origin = tileOrigin(template);
        origins = origin ? [origin] : [];
      })
      // A database not ready yet (the first start) allows no tile server; the next read tries again.
      .catch(() => undefined)
      .finally(() => {
        reading = false;
        readAt = Date.now();
      });
  };
  return () => {
    if (!reading && Date.now() - readAt > rereadMs) reread();
    return origins;
  };
}
