import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seedImages } from '../../server/areas/images/seed/seed-images.ts';
import { demoCustomerImages, demoLibraries, demoStockLicences } from '../../server/areas/images/seed/image-data.ts';
import { seedInternet } from '../../server/areas/internet/seed/seed-internet.ts';
import { seedJourneys } from '../../server/areas/journeys/seed/seed-journeys.ts';
import { superadminApp } from './support/superadminApp.ts';
import { repositoryRegistry } from './support/testApp.ts';

// The image database's demo rows (issue 18): libraries of every mode, some 30 own photos and the
// items journeys were given, each as the rules of the libraries want them, seeded once.

type Row = Record<string, unknown>;

const api = superadminApp();
const imageCount = Object.values(demoCustomerImages).flat().length;

describe('the demo image database', () => {
  it('has libraries of every mode, own photos in them and journeys’ items, and seeding again adds none', async () => {
    const { db } = api.app.database;
    await seedInternet(db, repositoryRegistry);
    await seedJourneys(db, repositoryRegistry);
    const seeded = await seedImages(db, repositoryRegistry);
    expect(seeded).toMatchObject({
      libraries: demoLibraries.length,
      customerImages: imageCount,
      stockLicences: demoStockLicences.length,
    });
    expect(seeded.libraryItems).toBeGreaterThan(2);
    expect(await seedImages(db, repositoryRegistry)).toEqual({
      libraries: 0,
      customerImages: 0,
      libraryItems: 0,
      stockLicences: 0,
    });
    expect(imageCount).toBeGreaterThanOrEqual(20);
    expect(imageCount).toBeLessThanOrEqual(40);

    const { rows: libraries } = await sql<Row>`
      select l.mode, u.email from img_library l left join users u on u.id_users = l.user_id`.execute(db);
    expect(new Set(libraries.map((row) => row.mode))).toEqual(new Set(['personal', 'shared', 'library']));
    expect(libraries.filter((row) => row.mode === 'personal').map((row) => row.email)).toEqual(['admin@demo.local']);
  });

  it('has a licence history of stock images licensed and stored, and one whose licence failed', async () => {
    const { rows } = await sql<Row>`
      select is_licensed, database, link, licensed_at is not null as dated from img_stock order by stock_id`.execute(
      api.app.database.db,
    );
    expect(
      rows.filter((row) => row.is_licensed === 'Standard').every((row) => row.database && row.link && row.dated),
    ).toBe(true);
    expect(rows.map((row) => row.is_licensed)).toEqual(['Standard', 'Standard', 'Standard', 'Error']);
  });

  it('keeps the rules: no file twice in a library, each journey item among its journey’s images', async () => {
    const { db } = api.app.database;
    const { rows: twins } = await sql<Row>`
      select id_img_library, sha256 from img_customer group by id_img_library, sha256 having count(*) > 1`.execute(db);
    expect(twins).toEqual([]);
    const { rows: items } = await sql<Row>`
      select i.link, j.images from img_library_item i join jrn_journey j using (id_jrn_journey)`.execute(db);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect((item.images as Row[]).map((image) => image.link)).toContain(item.link);
  });

  it('shows the company’s libraries to every image-database user, the personal one to the demo admin alone', async () => {
    const admin = await api.app.signIn('admin@demo.local');
    const names = async (token?: string) =>
      (await api.call({ method: 'GET', url: '/api/img/library/all' }, token)).json<Row[]>().map((row) => row.name);
    expect(await names(admin)).toContain('Meine Favoriten');
    expect(await names()).not.toContain('Meine Favoriten');
    expect(await names()).toEqual(expect.arrayContaining(['Presse', 'Reisekatalog 2027', 'Social Media']));
  });
});
