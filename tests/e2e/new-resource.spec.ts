import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { npmStart, type RunningProduct } from './support/npm-start';
import { translate } from './support/dictionary';
import { copyProject, projectRoot, type ProjectCopy } from './support/project-copy';
import { openSignedIn } from './support/sign-in';

// Issue 5, "Done when": a plain resource added to the registry gets its menu entry, list, create,
// copy and edit screens, validation and translations without a code change. The test adds one to
// the JSON files of a copy of the project, starts the copy as `npm start` does (which builds the
// copy's console), and uses it.

const ENTITY_FILE = 'schemas/tickets/sponsor.json';

const entity = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'Sponsor',
  description: 'A throw-away entity of the end-to-end tests.',
  type: 'object',
  'x-table': 'tk_sponsor',
  'x-id': 'id_tk_sponsor',
  'x-soft-delete': true,
  'x-concurrency': true,
  required: ['name', 'code'],
  properties: {
    id_tk_sponsor: { type: 'integer', readOnly: true },
    name: { type: 'string', minLength: 1, maxLength: 200 },
    code: { type: 'string', minLength: 1, pattern: '^[A-Z]{3}-[0-9]{3}$', 'x-unique': true },
    email: { type: ['string', 'null'], format: 'email', maxLength: 254 },
    tickets_per_year: { type: ['integer', 'null'], minimum: 0 },
    active: { type: 'boolean', default: true },
  },
};

const resource = {
  name: 'tickets/sponsors',
  entity: 'tickets/sponsor',
  label: 'menu.sponsors',
  route: '/tickets/sponsors',
  api: '/ticket/sponsor',
  permission: { area: 'ticket' },
  search: ['name', 'code'],
  list: { columns: ['name', 'code', 'tickets_per_year', 'active'] },
};

const menuEntry = {
  label: 'menu.sponsors',
  resource: 'tickets/sponsors',
  icon: 'EmojiEvents',
  permission: 'ticket-admin',
};

type Fields = Record<keyof typeof entity.properties, string>;

/** The resource's texts in each of the console's languages (spec 1 §9). */
const translations: Record<string, { menu: string; fields: Fields }> = {
  ar: {
    menu: 'الرعاة',
    fields: {
      id_tk_sponsor: 'معرّف الراعي',
      name: 'الاسم',
      code: 'رمز الراعي',
      email: 'البريد الإلكتروني',
      tickets_per_year: 'التذاكر سنويًا',
      active: 'نشط',
    },
  },
  de: {
    menu: 'Sponsoren',
    fields: {
      id_tk_sponsor: 'Sponsor-ID',
      name: 'Name',
      code: 'Sponsorencode',
      email: 'E-Mail',
      tickets_per_year: 'Tickets pro Jahr',
      active: 'Aktiv',
    },
  },
  dk: {
    menu: 'Sponsorer',
    fields: {
      id_tk_sponsor: 'Sponsor-ID',
      name: 'Navn',
      code: 'Sponsorkode',
      email: 'E-mail',
      tickets_per_year: 'Billetter pr. år',
      active: 'Aktiv',
    },
  },
  en: {
    menu: 'Sponsors',
    fields: {
      id_tk_sponsor: 'Sponsor ID',
      name: 'Name',
      code: 'Sponsor code',
      email: 'Email',
      tickets_per_year: 'Tickets per year',
      active: 'Active',
    },
  },
  es: {
    menu: 'Patrocinadores',
    fields: {
      id_tk_sponsor: 'ID del patrocinador',
      name: 'Nombre',
      code: 'Código de patrocinador',
      email: 'Correo electrónico',
      tickets_per_year: 'Entradas por año',
      active: 'Activo',
    },
  },
  fr: {
    menu: 'Sponsors',
    fields: {
      id_tk_sponsor: 'ID du sponsor',
      name: 'Nom',
      code: 'Code sponsor',
      email: 'E-mail',
      tickets_per_year: 'Billets par an',
      active: 'Actif',
    },
  },
  ja: {
    menu: 'スポンサー',
    fields: {
      id_tk_sponsor: 'スポンサーID',
      name: '名前',
      code: 'スポンサーコード',
      email: 'メールアドレス',
      tickets_per_year: '年間チケット数',
      active: '有効',
    },
  },
  ko: {
    menu: '후원사',
    fields: {
      id_tk_sponsor: '후원사 ID',
      name: '이름',
      code: '후원사 코드',
      email: '이메일',
      tickets_per_year: '연간 티켓 수',
      active: '활성',
    },
  },
  pt: {
    menu: 'Patrocinadores',
    fields: {
      id_tk_sponsor: 'ID do patrocinador',
      name: 'Nome',
      code: 'Código do patrocinador',
      email: 'E-mail',
      tickets_per_year: 'Bilhetes por ano',
      active: 'Ativo',
    },
  },
  ru: {
    menu: 'Спонсоры',
    fields: {
      id_tk_sponsor: 'ID спонсора',
      name: 'Название',
      code: 'Код спонсора',
      email: 'Электронная почта',
      tickets_per_year: 'Билетов в год',
      active: 'Активен',
    },
  },
  zh: {
    menu: '赞助商',
    fields: {
      id_tk_sponsor: '赞助商 ID',
      name: '名称',
      code: '赞助商代码',
      email: '电子邮件',
      tickets_per_year: '每年门票数',
      active: '启用',
    },
  },
};

type CommonDictionary = { menu: Record<string, string> } & Record<string, unknown>;
type TicketsDictionary = { tickets: { entities: Record<string, unknown> } };
interface Menu {
  groups: { key: string; entries: unknown[] }[];
}

/** The sponsors as the docs/resources.md checklist adds a resource: JSON files only. */
function addSponsors(copy: ProjectCopy) {
  copy.writeJson(ENTITY_FILE, entity);
  copy.editJson<unknown[]>('resources/tickets.json', (resources) => resources.push(resource));
  copy.editJson<Menu>('resources/menu.json', (menu) => {
    const tickets = menu.groups.find((group) => group.key === 'tickets');
    if (!tickets) throw new Error('resources/menu.json has no tickets group');
    tickets.entries.push(menuEntry);
  });
  for (const [language, { menu, fields }] of Object.entries(translations)) {
    if (!existsSync(join(copy.root, 'locales', language))) continue;
    copy.editJson<CommonDictionary>(`locales/${language}/common.json`, (dictionary) => {
      dictionary.menu.sponsors = menu;
    });
    copy.editJson<TicketsDictionary>(`locales/${language}/tickets.json`, (dictionary) => {
      dictionary.tickets.entities.sponsor = { fields };
    });
  }
}

const en = translations.en as { menu: string; fields: Fields };
const de = translations.de as { menu: string; fields: Fields };
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const save = (page: Page, label = 'Save') => page.getByRole('button', { name: label }).click();

test('a resource added to the registry files alone gets its menu entry, screens, validation and translations', async ({
  browser,
}) => {
  // The copy builds its own console before it starts; the browser part then gets two minutes.
  test.setTimeout(600_000);
  const began = Date.now();
  expect(existsSync(join(projectRoot, ENTITY_FILE)), `${ENTITY_FILE} must stay a throw-away entity`).toBe(false);
  const copy = copyProject();
  let product: RunningProduct | undefined;
  try {
    addSponsors(copy);
    product = await npmStart(copy.root, 480_000);
    test.setTimeout(Date.now() - began + 120_000);
    const context = await browser.newContext({ baseURL: product.url });
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      throw error;
    });
    await openSignedIn(page, '/');
    const sideMenu = page.getByRole('navigation', { name: 'Main menu' });
    await sideMenu.getByRole('button', { name: 'Ticket system', exact: true }).click();
    // The twelfth entry of the group sits below the drawer's fold: opened with the keyboard, the
    // way a click on a list still scrolling cannot miss it.
    const entry = sideMenu.getByRole('link', { name: en.menu, exact: true });
    await entry.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tickets\/sponsors$/);
    await expect(page.getByRole('heading', { name: en.menu })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: en.fields.tickets_per_year })).toBeVisible();

    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await expect(page.getByRole('heading', { name: `${en.menu}: new entry` })).toBeVisible();
    await save(page);
    await expect(page.getByText('This field is required.')).toHaveCount(2);
    await field(page, en.fields.name).fill('Acme');
    await field(page, en.fields.code).fill('acme');
    await expect(page.getByText('The value has the wrong format.')).toBeVisible();
    await field(page, en.fields.code).fill('ACM-001');
    await field(page, en.fields.email).fill('no address');
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await field(page, en.fields.email).fill('office@acme.example');
    await page.getByRole('spinbutton', { name: en.fields.tickets_per_year }).fill('12');
    await save(page);
    await expect(page.getByText('The entry was created.')).toBeVisible();
    await expect(page).toHaveURL(/\/tickets\/sponsors\/\d+$/);
    const original = new URL(page.url()).pathname;

    // A copy leaves out the unique code; the server's unique index refuses a code in use.
    await page.getByRole('link', { name: 'Copy' }).click();
    await expect(page).toHaveURL(/\/tickets\/sponsors\/copy\/\d+$/);
    await expect(page.getByRole('heading', { name: `${en.menu}: copy of “Acme”` })).toBeVisible();
    await expect(field(page, en.fields.name)).toHaveValue('Acme');
    await expect(field(page, en.fields.email)).toHaveValue('office@acme.example');
    await expect(field(page, en.fields.code)).toHaveValue('');
    await save(page);
    await expect(page.getByText('This field is required.')).toHaveCount(1);
    await field(page, en.fields.code).fill('ACM-001');
    await save(page);
    await expect(field(page, en.fields.code)).toHaveAccessibleDescription('This value exists already.');
    await field(page, en.fields.code).fill('ACM-002');
    await save(page);
    // The first save's toast may still show: the new record's address tells that this one was created.
    await expect(page).toHaveURL(
      ({ pathname }) => /^\/tickets\/sponsors\/\d+$/.test(pathname) && pathname !== original,
    );

    // The edit form fills itself in once the new record has loaded; a change before that is lost.
    await expect(page.getByRole('heading', { name: `${en.menu}: “Acme”` })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: en.fields.tickets_per_year })).toHaveValue('12');
    await page.getByRole('spinbutton', { name: en.fields.tickets_per_year }).fill('20');
    await save(page);
    await expect(page.getByText('The entry was saved.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await expect(page.getByText('1–2 of 2', { exact: true })).toBeVisible();
    const copied = page.getByRole('row').filter({ hasText: 'ACM-002' });
    await expect(copied.getByRole('gridcell', { name: '20', exact: true })).toBeVisible();

    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { name: de.menu })).toBeVisible();
    const germanMenu = page.getByRole('navigation', { name: translate('de', 'menu.navigation') });
    await expect(germanMenu.getByRole('link', { name: de.menu, exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: de.fields.code })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: de.fields.tickets_per_year })).toBeVisible();
    await page.getByRole('link', { name: translate('de', 'list.create'), exact: true }).click();
    await expect(
      page.getByRole('heading', { name: translate('de', 'form.title.create', { resource: de.menu }) }),
    ).toBeVisible();
    await field(page, de.fields.code).fill('falsch');
    await save(page, translate('de', 'form.save'));
    await expect(page.getByText(translate('de', 'error.empty'))).toBeVisible();
    await expect(page.getByText(translate('de', 'error.pattern'))).toBeVisible();
    await context.close();
  } finally {
    await product?.stop();
    copy.remove();
  }
});
