import { beforeAll, describe, expect, it } from 'vitest';
import { seedInternet } from '../../server/areas/internet/seed/seed-internet.ts';
import { systemBlogTypes, WEB_BLOG_TYPES } from '../../server/areas/internet/seed/web-content-data.ts';
import { repositoryRegistry } from './support/testApp.ts';
import { superadminApp } from './support/superadminApp.ts';

// The web content of the internet area beyond the generic calls: the seeded blog types with their
// ids, the website's blog at /web/blog-web, the blog types' /all and /system, feedback's PUT and
// PATCH, the projects' PUT with journey_online alone and their unpaged start-up load, and locking.

const api = superadminApp();
const { call } = api;

type Row = Record<string, unknown>;

let seeded: Awaited<ReturnType<typeof seedInternet>>;
beforeAll(async () => {
  seeded = await seedInternet(api.app.database.db, repositoryRegistry);
});

describe('the blog', () => {
  it('seeds the blog types of spec 1 §9 with their ids, and new ones are numbered past them', async () => {
    expect(seeded.blogTypes).toBe(6);
    const all = await call({ method: 'GET', url: '/api/web/blog-type/all?$sort[id_web_blog_type]=1' });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json<Row[]>().map(({ id_web_blog_type, name }) => ({ id_web_blog_type, name }))).toEqual(
      systemBlogTypes,
    );
    expect(await seedInternet(api.app.database.db, repositoryRegistry)).toMatchObject({ blogTypes: 0, blog: 0 });
    const created = await call({ method: 'POST', url: '/api/web/blog-type', payload: { name: 'Gewinnspiele' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Row>()).toMatchObject({ system: false });
    expect(created.json<Row>().id_web_blog_type).toBeGreaterThan(36);
  });

  it('answers the system blog types at /web/blog-type/system', async () => {
    const answer = await call({ method: 'GET', url: '/api/web/blog-type/system?pagination=false' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Row[]>().map((row) => row.id_web_blog_type)).toEqual([2, 3, 4, 5, 35, 36]);
  });

  it('answers the website’s entries (types 5, 35, 36) unpaged at /web/blog-web, and no others', async () => {
    const answer = await call({ method: 'GET', url: '/api/web/blog-web?pagination=false' });
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.json<Row[]>();
    expect(new Set(rows.map((row) => row.id_web_blog_type))).toEqual(new Set(WEB_BLOG_TYPES));
    const every = await call({ method: 'GET', url: '/api/web/blog?pagination=false' });
    const web = every
      .json<Row[]>()
      .filter((row) => (WEB_BLOG_TYPES as readonly unknown[]).includes(row.id_web_blog_type));
    expect(rows.map((row) => row.id_web_blog).sort()).toEqual(web.map((row) => row.id_web_blog).sort());
    expect(every.json<Row[]>().length).toBeGreaterThan(rows.length);
    // an entry of another type is not there, and nothing is written through it
    const news = every.json<Row[]>().find((row) => row.id_web_blog_type === 2)!;
    expect((await call({ method: 'GET', url: `/api/web/blog-web/${String(news.id_web_blog)}` })).statusCode).toBe(404);
    const posted = await call({
      method: 'POST',
      url: '/api/web/blog-web',
      payload: { title: 'x', id_web_blog_type: 5 },
    });
    expect(posted.statusCode).toBe(404);
  });

  it('locks and activates an entry, which the list filters by', async () => {
    const created = await call({
      method: 'POST',
      url: '/api/web/blog',
      payload: { title: 'Neue Zustiege in Thüringen', id_web_blog_type: 2, text: '<p>Ab März auch in Erfurt.</p>' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json<Row>();
    expect(entry).toMatchObject({ locked: false, status: 'draft', images: [] });
    const blog = repositoryRegistry.resource('internet/blog')!;
    const action = (name: string) => blog.actions.find((candidate) => candidate.name === name)!;
    const url = `/api/web/blog/${String(entry.id_web_blog)}`;
    const locked = await call({ method: 'PATCH', url, payload: { ...action('lock').body, version: entry.version } });
    expect(locked.json<Row>(), locked.body).toMatchObject({ locked: true });
    const lockedOnes = await call({ method: 'GET', url: '/api/web/blog?locked=true&pagination=false' });
    expect(lockedOnes.json<Row[]>().map((row) => row.id_web_blog)).toContain(entry.id_web_blog);
    expect(action('activate').when).toEqual({ locked: true });
    const active = await call({ method: 'PATCH', url, payload: { ...action('activate').body, version: 2 } });
    expect(active.json<Row>(), active.body).toMatchObject({ locked: false, version: 3 });
  });
});

describe('feedback', () => {
  it('is changed whole by PUT, and PATCH sets its value alone', async () => {
    const created = await call({
      method: 'POST',
      url: '/api/web/feedback',
      payload: { name: 'Erika Roth', email: 'erika.roth@example.de', subject: 'Ostseereise', text: 'Schön.' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/web/feedback/${String(created.json<Row>().id_web_feedback)}`;
    const rated = await call({ method: 'PATCH', url, payload: { value: 4 } });
    expect(rated.json<Row>(), rated.body).toMatchObject({ value: 4, name: 'Erika Roth', text: 'Schön.' });
    expect((await call({ method: 'PATCH', url, payload: { value: 9 } })).statusCode).toBe(400);
    const put = await call({
      method: 'PUT',
      url,
      payload: { name: 'Erika Roth', subject: 'Ostseereise Rügen', text: 'Sehr schön.', value: 5 },
    });
    expect(put.json<Row>(), put.body).toMatchObject({ subject: 'Ostseereise Rügen', value: 5, email: null });
    // a PUT is the whole record: one without the required texts is refused
    expect((await call({ method: 'PUT', url, payload: { value: 3 } })).statusCode).toBe(400);
  });
});

describe('projects', () => {
  it('answer every project unpaged, as the start-up load asks', async () => {
    const page = await call({ method: 'GET', url: '/api/project?$limit=1' });
    const total = page.json<{ total: number }>().total;
    expect(total).toBeGreaterThanOrEqual(7);
    const all = await call({ method: 'GET', url: '/api/project?pagination=false' });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json<Row[]>()).toHaveLength(total);
  });

  it('take PUT /project/{id} with journey_online alone, keeping the rest', async () => {
    const [project] = (await call({ method: 'GET', url: '/api/project?journey_online=false&pagination=false' })).json<
      Row[]
    >();
    const url = `/api/project/${String(project!.id_prj_project)}`;
    const put = await call({ method: 'PUT', url, payload: { journey_online: true } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<Row>()).toEqual({
      ...project,
      journey_online: true,
      updated_at: expect.any(String),
      updated_by: expect.any(Number),
    });
    const refused = await call({ method: 'PUT', url, payload: { journey_online: 'ja' } });
    expect(refused.statusCode).toBe(400);
    expect((await call({ method: 'PUT', url, payload: { name: '' } })).statusCode).toBe(400);
    // the OpenAPI document says so
    const document = (await call({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: { $ref: string } }> } }>>;
    }>();
    expect(
      document.paths['/project/{id_prj_project}']?.put?.requestBody.content['application/json']?.schema.$ref,
    ).toMatch(/ProjectPatch$/);
  });
});

describe('web menus', () => {
  it('list their items by menu and position, nested under their parents', async () => {
    const answer = await call({ method: 'GET', url: '/api/web/menu-item?pagination=false' });
    const items = answer.json<Row[]>();
    const keys = items.map((item) => [item.id_web_menu, item.position] as [number, number]);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(keys).toEqual(sorted);
    const byTitle = new Map(items.map((item) => [item.title, item]));
    expect(byTitle.get('Busreisen')?.id_parent).toBe(byTitle.get('Reisen')?.id_web_menu_item);
    expect(repositoryRegistry.resource('internet/web-menus')?.form.openPanels).toBe(2);
  });

  it('nest an item only under an item of its own menu, and never under itself or below it', async () => {
    const menu = async (alias: string) =>
      (await call({ method: 'POST', url: '/api/web/menu', payload: { name: alias, alias } })).json<Row>().id_web_menu;
    const [top, footer] = [await menu('test-oben'), await menu('test-unten')];
    const item = async (payload: Row) => {
      const answer = await call({ method: 'POST', url: '/api/web/menu-item', payload });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json<Row>();
    };
    const travel = await item({ id_web_menu: top, title: 'Reisen' });
    const bus = await item({ id_web_menu: top, title: 'Busreisen', id_parent: travel.id_web_menu_item });
    const city = await item({ id_web_menu: top, title: 'Städtereisen', id_parent: bus.id_web_menu_item });
    const refusals = [
      ['POST', '/api/web/menu-item', { id_web_menu: footer, title: 'Impressum', id_parent: travel.id_web_menu_item }],
      ['PATCH', `/api/web/menu-item/${String(travel.id_web_menu_item)}`, { id_parent: city.id_web_menu_item }],
      ['PATCH', `/api/web/menu-item/${String(bus.id_web_menu_item)}`, { id_parent: bus.id_web_menu_item }],
      ['PATCH', `/api/web/menu-item/${String(city.id_web_menu_item)}`, { id_web_menu: footer }],
      [
        'PUT',
        `/api/web/menu-item/${String(city.id_web_menu_item)}`,
        { id_web_menu: footer, title: 'Städtereisen', id_parent: bus.id_web_menu_item },
      ],
    ] as const;
    const keys = [
      'internet.menuItem.parentElsewhere',
      'internet.menuItem.parentLoop',
      'internet.menuItem.parentLoop',
      'internet.menuItem.parentElsewhere',
      'internet.menuItem.parentElsewhere',
    ];
    for (const [index, [method, url, body]] of refusals.entries()) {
      const answer = await call({ method, url, payload: method === 'POST' ? body : { ...body, version: 1 } });
      expect(answer.statusCode, `${method} ${url}`).toBe(422);
      expect(answer.json(), `${method} ${url}`).toMatchObject({ errors: [{ field: 'id_parent', key: keys[index] }] });
    }
    // an item with items below it stays in its menu; the last of a branch moves, leaving its parent
    const stays = await call({
      method: 'PATCH',
      url: `/api/web/menu-item/${String(travel.id_web_menu_item)}`,
      payload: { id_web_menu: footer, version: 1 },
    });
    expect(stays.statusCode).toBe(422);
    expect(stays.json()).toMatchObject({ errors: [{ field: 'id_web_menu', key: 'internet.menuItem.childrenStay' }] });
    const moved = await call({
      method: 'PATCH',
      url: `/api/web/menu-item/${String(city.id_web_menu_item)}`,
      payload: { id_web_menu: footer, id_parent: null, version: 1 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });
});
