import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../domain/language-codes.ts';
import { seedAdministration } from '../../server/areas/app/seed/administration.ts';
import { repositoryRegistry } from './support/testApp.ts';
import { tokenWithRights } from './support/mintedTokens.ts';
import { superadminApp } from './support/superadminApp.ts';

// The translations of the app's texts (spec 2 §7): one record's texts, the translated records of a
// type, and the save that merges into what is stored.

type Row = Record<string, unknown>;
const api = superadminApp();
const { call } = api;
const db = () => api.app.database.db;

const read = (type: string, id: number | string, token?: string) =>
  call({ method: 'GET', url: `/api/translations?type=${type}&type_id=${id}` }, token);
const save = (key: string, texts: unknown, token?: string) =>
  call({ method: 'PATCH', url: `/api/translations/${key}`, payload: { texts } }, token);
const keys = (answer: { json<T>(): T }) => answer.json<{ errors: { key: string; field?: string }[] }>().errors;

let counter = 0;
async function departure(title: string) {
  counter += 1;
  const row = await db()
    .insertInto('app_departures')
    .values({ title, journey_start: `2027-05-${String(counter).padStart(2, '0')}`, journey_end: '2027-06-30' })
    .returning('id_app_departure')
    .executeTakeFirstOrThrow();
  return row.id_app_departure;
}
async function pushMessage(title: string) {
  const row = await db()
    .insertInto('app_pushnotifications')
    .values({ title, short: 'Kurz', message: 'Nachricht' })
    .returning('id_pushnotifications')
    .executeTakeFirstOrThrow();
  return row.id_pushnotifications;
}

describe("one record's translations", () => {
  it('answers empty texts, the name and the German text for a record without any', async () => {
    const id = await departure('Ostseeküste entdecken');
    const answer = await read('departure', id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      type: 'departure',
      type_id: id,
      label: expect.stringContaining('Ostseeküste entdecken'),
      source: { title: 'Ostseeküste entdecken' },
      texts: {},
    });
  });

  it('saves, merges further languages and fields, and removes a language sent empty', async () => {
    const id = await pushMessage('Abfahrt verschoben');
    const first = await save(`pushnotification_${id}`, { title: { fr: 'Départ reporté', en: 'Departure postponed' } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Row>().texts).toEqual({ title: { fr: 'Départ reporté', en: 'Departure postponed' } });

    await save(`pushnotification_${id}`, { title: { es: 'Salida aplazada' }, short: { en: 'Short' } });
    await save(`pushnotification_${id}`, { title: { en: '' }, short: { en: '' } });
    const stored = (await read('pushnotification', id)).json<Row>();
    expect(stored.texts).toEqual({ title: { fr: 'Départ reporté', es: 'Salida aplazada' } });
    const rows = await db().selectFrom('app_translations').selectAll().where('type_id', '=', id).execute();
    expect(rows.filter((row) => row.type === 'pushnotification')).toHaveLength(1);
  });

  it('lists the translated records of a type with their names, and finds untranslated ones by name', async () => {
    const translated = await departure('Rügen im Frühling');
    const untranslated = await departure('Rügen im Herbst');
    await save(`departure_${translated}`, { title: { ja: '春のリューゲン島' } });
    const list = await call({ method: 'GET', url: '/api/translations_type/departure' });
    expect(list.statusCode, list.body).toBe(200);
    const data = list.json<{ type: string; data: Row[] }>().data;
    expect(data).toContainEqual({
      type_id: translated,
      label: expect.stringContaining('Rügen im Frühling'),
      texts: { title: { ja: '春のリューゲン島' } },
    });
    expect(data.map((row) => row.type_id)).not.toContain(untranslated);

    const found = await call({ method: 'GET', url: '/api/translations_type/departure?q=r%C3%BCgen%20im' });
    expect(found.statusCode, found.body).toBe(200);
    const ids = found.json<{ data: Row[] }>().data.map((row) => row.type_id);
    expect(ids).toEqual(expect.arrayContaining([translated, untranslated]));
  });

  it('makes one row when two first saves come at once, with both languages', async () => {
    const id = await departure('Harz und Brocken');
    const answers = await Promise.all([
      save(`departure_${id}`, { title: { fr: 'Le Harz et le Brocken' } }),
      save(`departure_${id}`, { title: { en: 'The Harz and the Brocken' } }),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const rows = await db()
      .selectFrom('app_translations')
      .select('texts')
      .where('type', '=', 'departure')
      .where('type_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.texts).toEqual({ title: { fr: 'Le Harz et le Brocken', en: 'The Harz and the Brocken' } });
  });
});

describe('input the calls do not understand', () => {
  let id: number;
  beforeAll(async () => {
    id = await departure('Mosel und Rhein');
  });

  it('refuses a field the type does not translate, naming it', async () => {
    const answer = await save(`departure_${id}`, { teaser: { fr: 'Texte' } });
    expect(answer.statusCode).toBe(400);
    expect(keys(answer)).toEqual([expect.objectContaining({ field: 'texts.teaser', key: 'error.unknown_field' })]);
  });

  it('refuses a language that is not one of the eleven', async () => {
    const answer = await save(`departure_${id}`, { title: { it: 'Mosella e Reno' } });
    expect(answer.statusCode).toBe(400);
    expect(keys(answer)).toEqual([expect.objectContaining({ field: 'texts.title.it', key: 'error.unknown_field' })]);
  });

  it('refuses an unknown type, a bad id, a missing id, a stray parameter and a body without texts', async () => {
    expect((await read('hotel', id)).statusCode).toBe(400);
    expect((await read('departure', 'abc')).statusCode).toBe(400);
    expect((await call({ method: 'GET', url: '/api/translations?type=departure' })).statusCode).toBe(400);
    expect((await call({ method: 'GET', url: `/api/translations?type=departure&type_id=${id}&x=1` })).statusCode).toBe(
      400,
    );
    expect((await call({ method: 'GET', url: '/api/translations_type/hotel' })).statusCode).toBe(400);
    expect((await save(`hotel_${id}`, { title: { fr: 'x' } })).statusCode).toBe(400);
    expect((await save(`departure_${id}`, { title: { fr: 7 } })).statusCode).toBe(400);
    const noTexts = await call({ method: 'PATCH', url: `/api/translations/departure_${id}`, payload: { title: {} } });
    expect(noTexts.statusCode).toBe(400);
  });

  it('answers 404 for a record that does not exist, and stores nothing for it', async () => {
    expect((await read('departure', 999_999_999)).statusCode).toBe(404);
    expect((await save('emergencycall_999999999', { label: { en: 'Emergency' } })).statusCode).toBe(404);
    const rows = await db().selectFrom('app_translations').select('id_translations').where('type_id', '=', 999_999_999);
    expect(await rows.execute()).toHaveLength(0);
  });
});

describe('rights', () => {
  let departureId: number;
  let pushId: number;
  beforeAll(async () => {
    departureId = await departure('Dresden und die Sächsische Schweiz');
    pushId = await pushMessage('Willkommen an Bord');
  });

  it('lets app management read and write, and refuses who has no right', async () => {
    const reader = await tokenWithRights(db(), 'translations reader', ['appusermanagement-read']);
    const nobody = await tokenWithRights(db(), 'translations nobody', ['myprofile-read']);
    const editor = await tokenWithRights(db(), 'translations editor', [
      'appusermanagement-read',
      'appusermanagement-update',
    ]);
    expect((await read('departure', departureId, reader)).statusCode).toBe(200);
    expect((await save(`departure_${departureId}`, { title: { fr: 'Dresde' } }, reader)).statusCode).toBe(403);
    expect((await read('departure', departureId, nobody)).statusCode).toBe(403);
    expect((await call({ method: 'GET', url: '/api/translations_type/departure' }, nobody)).statusCode).toBe(403);
    expect((await save(`departure_${departureId}`, { title: { fr: 'Dresde' } }, editor)).statusCode).toBe(200);
    expect((await read('departure', departureId)).json<Row>().texts).toEqual({ title: { fr: 'Dresde' } });
  });

  it('lets the push team translate push messages, and only those', async () => {
    const push = await tokenWithRights(db(), 'translations push', ['pushmessages-read', 'pushmessages-update']);
    expect((await read('pushnotification', pushId, push)).statusCode).toBe(200);
    const saved = await save(`pushnotification_${pushId}`, { title: { ko: '탑승을 환영합니다' } }, push);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read('departure', departureId, push)).statusCode).toBe(403);
    expect((await save(`departure_${departureId}`, { title: { ko: '드레스덴' } }, push)).statusCode).toBe(403);

    const pushReader = await tokenWithRights(db(), 'translations push reader', ['pushmessages-read']);
    expect((await save(`pushnotification_${pushId}`, { title: { ko: '안녕' } }, pushReader)).statusCode).toBe(403);
  });

  it('refuses a caller without a token', async () => {
    const answer = await api.app.injectAs(undefined, {
      method: 'GET',
      url: `/api/translations?type=departure&type_id=${departureId}`,
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('the demo administration', () => {
  it('translates the demo titles into all eleven languages, sets up templates and numbers, and keeps what exists', async () => {
    const tour = await departure('Gardasee Frühling');
    const push = await db()
      .insertInto('app_pushnotifications')
      .values({ title: 'Abfahrt morgen: Treffpunkt ZOB', short: 'Bitte seien Sie um 6:45 Uhr am ZOB, Steig 4.' })
      .returning('id_pushnotifications')
      .executeTakeFirstOrThrow();
    const unknown = await departure('Eine Reise ohne Übersetzung');
    const context = { db: db(), registry: repositoryRegistry };
    const first = await seedAdministration(context);
    expect(first).toMatchObject({ appTravelbagTemplates: 3, appEmergencyCalls: 5 });

    const title = (await read('departure', tour)).json<{ texts: Record<string, Record<string, string>> }>().texts.title;
    expect(Object.keys(title ?? {}).sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(title).toMatchObject({ de: 'Gardasee Frühling', fr: 'Le lac de Garde au printemps', ja: '春のガルダ湖' });
    const pushTexts = (await read('pushnotification', push.id_pushnotifications)).json<Row>().texts;
    expect(pushTexts).toMatchObject({
      title: { en: 'Departure tomorrow: meet at the central bus station' },
      short: { es: expect.stringContaining('andén 4') },
    });
    expect((await read('departure', unknown)).json<Row>().texts).toEqual({});

    await save(`departure_${tour}`, { title: { fr: 'Printemps au lac de Garde' } });
    const again = await seedAdministration(context);
    expect(again).toEqual({ appTravelbagTemplates: 0, appEmergencyCalls: 0, appTranslations: 0 });
    expect(
      (await read('departure', tour)).json<{ texts: Record<string, Record<string, string>> }>().texts.title?.fr,
    ).toBe('Printemps au lac de Garde');
    const templates = await db().selectFrom('app_travelbagtemplates').select(['short', 'items']).execute();
    const summer = templates.find((row) => row.short === 'Busreise Sommer');
    expect(summer?.items.length).toBeGreaterThanOrEqual(12);
  });
});
