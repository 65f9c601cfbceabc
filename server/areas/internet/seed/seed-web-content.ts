import { sql, type Transaction } from 'kysely';
import type { Registry } from '../../../../registry/types.ts';
import type { Tables } from '../../../db/tables.ts';
import { berlinIso, DAY, HOUR } from '../../../db/seed/berlin-time.ts';
import { SEEDED_AT } from '../../../db/seed/demo-clock.ts';
import { insertMissing } from '../../../db/seed/missing-rows.ts';
import {
  contentCategories,
  demoBlogEntries,
  demoContent,
  demoFeedback,
  demoMenus,
  demoProjects,
  projectTypes,
  systemBlogTypes,
} from './web-content-data.ts';

/** The web menus and their items: the top items first, then those nested under them, each in its menu's order. */
async function seedMenus(trx: Transaction<Tables>, registry: Registry) {
  const { added: menus, ids: menuIds } = await insertMissing(
    trx,
    registry,
    'internet/web-menu',
    'alias',
    demoMenus.map(({ name, alias, location }) => ({ name, alias, location })),
  );
  const top = demoMenus.flatMap((menu) =>
    menu.items.map((item, position) => ({
      id_web_menu: menuIds.get(menu.alias),
      title: item.title,
      link: item.link,
      position,
    })),
  );
  const topItems = await insertMissing(trx, registry, 'internet/web-menu-item', 'title', top);
  const nested = demoMenus.flatMap((menu) =>
    menu.items.flatMap((item) =>
      (item.children ?? []).map((child, position) => ({
        id_web_menu: menuIds.get(menu.alias),
        id_parent: topItems.ids.get(item.title),
        title: child.title,
        link: child.link,
        position,
      })),
    ),
  );
  const nestedItems = await insertMissing(trx, registry, 'internet/web-menu-item', 'title', nested);
  return { webMenus: menus, webMenuItems: topItems.added + nestedItems.added };
}

/**
 * The web content of the demo business: projects and their types, the blog types of spec 1 §9 with
 * their ids (the identity counter moved past them), blog entries of each, feedback, the website's
 * menus with nested items, and content pages in their categories.
 */
export async function seedWebContent(trx: Transaction<Tables>, registry: Registry) {
  const { added: types, ids: typeIds } = await insertMissing(
    trx,
    registry,
    'internet/project-type',
    'name',
    projectTypes.map((name) => ({ name })),
  );
  const { added: projects } = await insertMissing(
    trx,
    registry,
    'internet/project',
    'name',
    demoProjects.map(({ type, ...project }) => ({ ...project, id_prj_type: typeIds.get(type) ?? null })),
  );
  const { added: blogTypes } = await insertMissing(
    trx,
    registry,
    'internet/blog-type',
    'id_web_blog_type',
    systemBlogTypes.map((type) => ({ ...type, system: true })),
  );
  await sql`select setval(pg_get_serial_sequence('web_blog_type', 'id_web_blog_type'), (select max(id_web_blog_type) from web_blog_type))`.execute(
    trx,
  );
  const { added: blog } = await insertMissing(
    trx,
    registry,
    'internet/blog',
    'title',
    demoBlogEntries.map(({ type, ...entry }) => ({ ...entry, id_web_blog_type: type })),
  );
  const { added: feedback } = await insertMissing(
    trx,
    registry,
    'internet/feedback',
    'text',
    demoFeedback.map((row, index) => ({
      ...row,
      created_at: berlinIso(SEEDED_AT - (index + 1) * 3 * DAY + 10 * HOUR),
    })),
  );
  const menus = await seedMenus(trx, registry);
  const { added: categories, ids: categoryIds } = await insertMissing(
    trx,
    registry,
    'internet/content-category',
    'name',
    contentCategories.map((name) => ({ name })),
  );
  const { added: content } = await insertMissing(
    trx,
    registry,
    'internet/content',
    'alias',
    demoContent.map(({ category, ...page }) => ({
      ...page,
      id_web_content_category: categoryIds.get(category) ?? null,
    })),
  );
  return {
    projectTypes: types,
    projects,
    blogTypes,
    blog,
    feedback,
    ...menus,
    contentCategories: categories,
    content,
  };
}
