import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';

/** The texts of a push message as a receiver gets them. */
export interface PushTexts {
  title: string;
  short: string | null;
  message: string | null;
  link: string | null;
}

/** The texts in a device's language: a translation (type `pushnotification`) where one exists, else the message's own. */
export type PushTextsIn = (language: string | null) => PushTexts;

export async function pushTextsIn(db: Kysely<Tables>, id: number, own: PushTexts): Promise<PushTextsIn> {
  const translation = await db
    .selectFrom('app_translations')
    .select('texts')
    .where('type', '=', 'pushnotification')
    .where('type_id', '=', id)
    .executeTakeFirst();
  const texts = translation?.texts ?? {};
  const translated = (field: 'title' | 'short' | 'message', language: string) => texts[field]?.[language]?.trim();
  return (language) =>
    language === null
      ? own
      : {
          title: translated('title', language) || own.title,
          short: translated('short', language) || own.short,
          message: translated('message', language) || own.message,
          link: own.link,
        };
}
