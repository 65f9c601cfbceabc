import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/db/seed/demo-data.ts';
import { writeDemoImages } from '../../server/db/seed/demo-images.ts';
import { imageTypeOf } from '../../server/uploads/image-type.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// The whole demo data set, seeded as `npm start` seeds a new database, with its pictures among the
// app's uploads as `npm start` writes them.

let testApp: TestApp;
let imageUrls: string[];

/** Every http(s) URL in any row of any table of the database, with where it was found. */
async function urlsInRows(): Promise<{ table: string; url: string }[]> {
  const { rows: tables } = await sql<{ table: string }>`
    select table_name as table from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(testApp.database.db);
  const found: { table: string; url: string }[] = [];
  for (const { table } of tables) {
    const { rows } = await sql<{ row: string }>`
      select t::text as row from ${sql.table(table)} t where t::text ~* 'https?://'`.execute(testApp.database.db);
    for (const { row } of rows)
      for (const url of row.match(/https?:\/\/[^\s"'\\,)<>]+/gi) ?? []) found.push({ table, url });
  }
  return found;
}

beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemoData(testApp.database.db);
  await writeDemoImages(testApp.uploadsDir);
  const { rows } = await sql<{ url: string }>`
    select distinct image->>'link' as url from tk_event, jsonb_array_elements(images) image
    union select distinct image->>'thumbnail' from tk_artist, jsonb_array_elements(images) image`.execute(
    testApp.database.db,
  );
  imageUrls = rows.map((row) => row.url);
}, 300_000);

afterAll(async () => {
  await testApp?.close();
});

describe('the demo data', () => {
  it('names no outside host: every URL in a demo row is of a reserved example domain', async () => {
    const outside = (await urlsInRows()).filter(
      ({ url }) => !/^https?:\/\/([a-z0-9-]+\.)*example(?=[/:]|$)/i.test(url),
    );
    expect(outside).toEqual([]);
  });

  it("shows pictures the app serves itself, which the content security policy's img-src 'self' allows", async () => {
    expect(imageUrls.length).toBeGreaterThan(1);
    for (const url of imageUrls) {
      expect(url).toMatch(/^\/api\/uploads\//);
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^image\/(png|jpeg|gif|webp)$/);
      expect(imageTypeOf(response.rawPayload)?.type, url).toBe(response.headers['content-type']);
    }
    const page = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(String(page.headers['content-security-policy'])).toMatch(/img-src 'self'/);
  });
});
