import { describe, expect, it } from 'vitest';
import {
  journeyCalls,
  MAIN_IMAGE,
  OTHER_IMAGE,
  refusalOf,
  replacement,
  setPrintState,
} from './support/journeyCalls.ts';
import { superadminApp } from './support/superadminApp.ts';

// The journey rules of spec 1 §4 and issue 17 item 3 on every write path of the generic calls:
// online only with a main image, dates in order, the export status and lock moved by the server
// alone, and a journey published to print not changed until its print sheet releases it.

type Row = Record<string, unknown>;

const api = superadminApp();
const { call } = api;
const journeys = journeyCalls((options) => call(options));

const DATE = { from: '2027-05-04', till: '2027-05-09', price: 899 };
const mainImageRefused = { status: 422, field: 'online', key: 'error.journey_main_image' };
const printLocked = { status: 423, field: 'print_locked', key: 'error.journey_print_locked' };

/** Each write path, given a stored journey and the values it writes. */
const writes: Record<string, (journey: Row, values: Row) => ReturnType<typeof call>> = {
  create: (_journey, values) => call({ method: 'POST', url: '/api/journey-lit', payload: { title: 'Neu', ...values } }),
  patch: (journey, values) =>
    call({
      method: 'PATCH',
      url: `/api/journey-lit/${String(journey.id_jrn_journey)}`,
      payload: { ...values, version: journey.version },
    }),
  put: (journey, values) =>
    call({
      method: 'PUT',
      url: `/api/journey-lit/${String(journey.id_jrn_journey)}`,
      payload: replacement(journey, values),
    }),
};

describe('going online needs a main image', () => {
  const cases: { name: string; stored: Row; values: Row; refused: boolean }[] = [
    { name: 'online without images', stored: {}, values: { online: true }, refused: true },
    { name: 'online with no main image', stored: {}, values: { online: true, images: [OTHER_IMAGE] }, refused: true },
    {
      name: 'online with a main image',
      stored: {},
      values: { online: true, images: [OTHER_IMAGE, MAIN_IMAGE] },
      refused: false,
    },
    { name: 'offline without images', stored: {}, values: { online: false, images: [] }, refused: false },
    {
      name: 'the main image taken from an online journey',
      stored: { online: true, images: [MAIN_IMAGE] },
      values: { images: [OTHER_IMAGE] },
      refused: true,
    },
  ];
  for (const [path, write] of Object.entries(writes))
    for (const { name, stored, values, refused } of cases) {
      if (path === 'create' && Object.keys(stored).length > 0) continue;
      it(`${path}: ${name} is ${refused ? 'refused' : 'taken'}`, async () => {
        const journey = await journeys.create(stored);
        const answer = await write(journey, values);
        if (!refused) {
          expect(answer.statusCode, answer.body).toBe(path === 'create' ? 201 : 200);
          return;
        }
        expect(refusalOf(answer)).toEqual(mainImageRefused);
        // nothing of a refused write is kept
        expect(await journeys.read(journey.id_jrn_journey)).toEqual(journey);
      });
    }

  it('a journey online with its main image stays online when other fields change', async () => {
    const journey = await journeys.create({ online: true, images: [MAIN_IMAGE] });
    const answer = await writes.patch?.(journey, { subtitle: 'Mit neuem Untertitel' });
    expect(answer?.statusCode, answer?.body).toBe(200);
  });
});

describe('the dates of a journey', () => {
  const cases: { name: string; dates: Row[]; refusal?: Row }[] = [
    { name: 'a date of one day', dates: [{ ...DATE, till: DATE.from }] },
    { name: 'dates with times', dates: [{ ...DATE, departure_time: '06:30', return_time: '21:45' }] },
    {
      name: 'a date that ends before it starts',
      dates: [DATE, { ...DATE, from: '2027-06-10', till: '2027-06-01' }],
      refusal: { status: 422, field: 'dates.1.till', key: 'error.out_of_order' },
    },
    {
      name: 'a time that is not HH:mm',
      dates: [{ ...DATE, departure_time: '25:00' }],
      refusal: { status: 400, field: 'dates.0.departure_time', key: 'error.pattern' },
    },
    {
      name: 'a date that is not a date',
      dates: [{ ...DATE, from: '04.05.2027' }],
      refusal: { status: 400, field: 'dates.0.from', key: 'error.format' },
    },
  ];
  for (const [path, write] of Object.entries(writes))
    for (const { name, dates, refusal } of cases)
      it(`${path}: ${name} is ${refusal ? 'refused' : 'taken'}`, async () => {
        const journey = await journeys.create();
        const answer = await write(journey, { dates });
        if (refusal) expect(refusalOf(answer)).toEqual(refusal);
        else expect(answer.json<Row>().dates, answer.body).toEqual(dates.map((date) => expect.objectContaining(date)));
      });

  for (const [path, write] of Object.entries(writes))
    it(`${path}: a date sent without "active" is stored active, as its row default says`, async () => {
      const journey = await journeys.create();
      const answer = await write(journey, { dates: [DATE] });
      expect(answer.json<Row>().dates, answer.body).toEqual([{ ...DATE, active: true }]);
    });

  it('a journey whose stored dates are untouched by a PATCH is not checked again', async () => {
    const journey = await journeys.create({ dates: [DATE] });
    const answer = await writes.patch?.(journey, { title: 'Umbenannt' });
    expect(answer?.statusCode, answer?.body).toBe(200);
  });
});

describe('what only the server moves', () => {
  for (const [path, write] of Object.entries(writes))
    for (const values of [{ censhare_status: 'completed' }, { print_locked: true }])
      it(`${path} refuses ${Object.keys(values)[0]}`, async () => {
        const journey = await journeys.create();
        const answer = await write(journey, values);
        expect(refusalOf(answer)).toEqual({ status: 400, field: Object.keys(values)[0], key: 'error.read_only' });
      });

  it('a new journey is open and unlocked', async () => {
    const journey = await journeys.create();
    expect(journey).toMatchObject({ censhare_status: 'open', print_locked: false, catalogue_state: 0, bookable: 0 });
  });

  it('the catalogue state is 0 to 4, the bookable status 0 to 5', async () => {
    for (const [values, field] of [
      [{ catalogue_state: 5 }, 'catalogue_state'],
      [{ bookable: 6 }, 'bookable'],
    ] as const) {
      const answer = await writes.create?.({}, values);
      expect(refusalOf(answer as never)).toEqual({ status: 400, field, key: 'error.enum' });
    }
    expect((await journeys.create({ catalogue_state: 4, bookable: 5 })).catalogue_state).toBe(4);
  });
});

describe('a journey published to print', () => {
  const lockedWrites: Record<string, (journey: Row) => ReturnType<typeof call>> = {
    patch: (journey) => writes.patch?.(journey, { subtitle: 'Geändert' }) as ReturnType<typeof call>,
    'patch that changes nothing': (journey) => writes.patch?.(journey, {}) as ReturnType<typeof call>,
    put: (journey) => writes.put?.(journey, { subtitle: 'Geändert' }) as ReturnType<typeof call>,
    delete: (journey) => call({ method: 'DELETE', url: `/api/journey-lit/${String(journey.id_jrn_journey)}` }),
    'delete for good': (journey) =>
      call({ method: 'DELETE', url: `/api/journey-lit/${String(journey.id_jrn_journey)}?force=true` }),
  };
  for (const [name, write] of Object.entries(lockedWrites))
    it(`refuses a ${name} until the print sheet releases it`, async () => {
      const created = await journeys.create({ dates: [DATE] });
      await setPrintState(api.app, created.id_jrn_journey, { print_locked: true, censhare_status: 'exported' });
      const journey = await journeys.read(created.id_jrn_journey);
      expect(refusalOf(await write(journey))).toEqual(printLocked);
      expect(await journeys.read(journey.id_jrn_journey)).toEqual(journey);

      await setPrintState(api.app, journey.id_jrn_journey, { print_locked: false });
      const released = await write(await journeys.read(journey.id_jrn_journey));
      expect(released.statusCode, released.body).toBe(200);
    });

  it('refuses a restore of a trashed journey the print sheet holds', async () => {
    const journey = await journeys.create();
    const url = `/api/journey-lit/${String(journey.id_jrn_journey)}`;
    expect((await call({ method: 'DELETE', url })).statusCode).toBe(200);
    await setPrintState(api.app, journey.id_jrn_journey, { print_locked: true });
    expect(refusalOf(await call({ method: 'DELETE', url: `${url}?restore=true` }))).toEqual(printLocked);
  });

  it("refuses every write of the journey's files, and takes them once released", async () => {
    const journey = await journeys.create();
    const other = await journeys.create();
    const file = await call({
      method: 'POST',
      url: '/api/journey/files',
      payload: { id_jrn_journey: journey.id_jrn_journey, name: 'Reiseprogramm', link: '/api/uploads/programm.pdf' },
    });
    expect(file.statusCode, file.body).toBe(201);
    const fileUrl = `/api/journey/files/${String(file.json<Row>().id_jrn_files)}`;
    await setPrintState(api.app, journey.id_jrn_journey, { print_locked: true });

    const fileWrites = [
      () =>
        call({
          method: 'POST',
          url: '/api/journey/files',
          payload: { id_jrn_journey: journey.id_jrn_journey, name: 'Neu', link: '/api/uploads/neu.pdf' },
        }),
      () => call({ method: 'PATCH', url: fileUrl, payload: { order: 2 } }),
      () => call({ method: 'PATCH', url: fileUrl, payload: { id_jrn_journey: other.id_jrn_journey } }),
      () => call({ method: 'DELETE', url: fileUrl }),
    ];
    for (const write of fileWrites) expect(refusalOf(await write())).toEqual(printLocked);

    await setPrintState(api.app, journey.id_jrn_journey, { print_locked: false });
    const patched = await call({ method: 'PATCH', url: fileUrl, payload: { order: 2, type: 'travel_documents' } });
    expect(patched.json<Row>()).toMatchObject({ order: 2, type: 'travel_documents', name: 'Reiseprogramm' });
    expect((await call({ method: 'DELETE', url: fileUrl })).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: fileUrl })).statusCode).toBe(404);
  });
});
