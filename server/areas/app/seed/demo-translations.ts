import type { Kysely } from 'kysely';
import {
  TRANSLATABLE_FIELDS,
  type TranslationTexts,
  type TranslationType,
} from '../../../../domain/app/translatable-fields.ts';
import type { Tables } from '../../../db/tables.ts';
import { journeyPhrases } from './journey-phrases.ts';
import type { Translations } from './phrasebook.ts';
import { pushPhrases } from './push-phrases.ts';
import { tourPhrases } from './tour-phrases.ts';

type Phrasebook = ReadonlyMap<string, Translations>;
type SourceRow = { id: number } & Record<string, unknown>;

/** The records of each translated type, with their German texts. */
const sources = {
  journey: (db: Kysely<Tables>) =>
    db
      .selectFrom('jrn_journey')
      .select(['id_jrn_journey as id', 'title', 'subtitle', 'teaser'])
      .where('deleted_at', 'is', null)
      .where('title', 'in', [...journeyPhrases.keys()])
      .execute(),
  // A departure is named after its journey: a coach tour of the processes, or a catalogue journey.
  departure: (db: Kysely<Tables>) =>
    db
      .selectFrom('app_departures')
      .select(['id_app_departure as id', 'title'])
      .where('title', 'in', [...tourPhrases.keys(), ...journeyPhrases.keys()])
      .execute(),
  pushnotification: (db: Kysely<Tables>) =>
    db
      .selectFrom('app_pushnotifications')
      .select(['id_pushnotifications as id', 'title', 'short', 'message'])
      .execute(),
} satisfies Partial<Record<TranslationType, (db: Kysely<Tables>) => Promise<SourceRow[]>>>;

const phrasebooks: Record<keyof typeof sources, Phrasebook> = {
  journey: journeyPhrases,
  departure: new Map([...tourPhrases, ...journeyPhrases]),
  pushnotification: pushPhrases,
};

/** Each field whose German text the phrasebook knows, in all eleven languages. */
function textsOf(type: TranslationType, row: SourceRow, phrasebook: Phrasebook): TranslationTexts {
  const texts: TranslationTexts = {};
  for (const field of TRANSLATABLE_FIELDS[type]) {
    const german = row[field];
    const translations = typeof german === 'string' ? phrasebook.get(german) : undefined;
    if (translations) texts[field] = translations;
  }
  return texts;
}

/**
 * Translations of the demo journeys, the departures and the push messages whose German texts the
 * phrasebooks know. A record translated already keeps its translations.
 */
export async function seedDemoTranslations(db: Kysely<Tables>): Promise<number> {
  let written = 0;
  for (const type of Object.keys(sources) as (keyof typeof sources)[]) {
    const translated = await db.selectFrom('app_translations').select('type_id').where('type', '=', type).execute();
    const done = new Set(translated.map((row) => row.type_id));
    const rows = (await sources[type](db))
      .filter((row) => !done.has(row.id))
      .map((row) => ({ type, type_id: row.id, texts: textsOf(type, row, phrasebooks[type]) }))
      .filter((row) => Object.keys(row.texts).length > 0);
    if (rows.length === 0) continue;
    await db
      .insertInto('app_translations')
      .values(rows.map((row) => ({ ...row, texts: JSON.stringify(row.texts) })))
      .execute();
    written += rows.length;
  }
  return written;
}
