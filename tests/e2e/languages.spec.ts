import { expect, test, type Page } from '@playwright/test';
import { translate } from './support/dictionary';
import { openSignedIn } from './support/sign-in';

// Issue 5, item 5: the interface languages, Arabic right to left, the choice kept in a cookie,
// and only the dictionaries in use downloaded.

const LANGUAGE_NAMES = { ar: 'العربية', en: 'English', ja: '日本語' } as const;
type Language = keyof typeof LANGUAGE_NAMES;

const sideMenu = (page: Page, language: Language) =>
  page.getByRole('navigation', { name: translate(language, 'menu.navigation') });

async function chooseLanguage(page: Page, from: Language, to: Language) {
  await page.getByRole('combobox', { name: translate(from, 'header.language') }).click();
  await page.getByRole('option', { name: LANGUAGE_NAMES[to] }).click();
}

/** The page's language and direction, and a menu group's name, all in `language`. */
async function expectConsoleIn(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await expect(
    sideMenu(page, language).getByRole('button', { name: translate(language, 'menu.system'), exact: true }),
  ).toBeVisible();
}

/** Which side of the window the docked drawer is on. */
async function drawerSide(page: Page, language: Language): Promise<'left' | 'right'> {
  const drawer = await sideMenu(page, language).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  if (!drawer) throw new Error('The side menu has no box');
  return drawer.x + drawer.width / 2 < width / 2 ? 'left' : 'right';
}

/** A dictionary the browser asks the server for: `/api/locales/<language>/<namespace>.json`. */
const DICTIONARY_REQUEST = /\/api\/locales\/([a-z]{2})\/([\w-]+)\.json$/;

/** The languages whose dictionaries the browser has downloaded so far. */
function dictionaryDownloads(page: Page): Set<string> {
  const downloaded = new Set<string>();
  page.on('request', (request) => {
    const language = DICTIONARY_REQUEST.exec(new URL(request.url()).pathname)?.[1];
    if (language) downloaded.add(language);
  });
  return downloaded;
}

/** The area dictionaries (`locales/<language>/<area>.json`) the browser has downloaded so far, by area. */
function areaDictionaryDownloads(page: Page): Set<string> {
  const downloaded = new Set<string>();
  page.on('request', (request) => {
    const area = DICTIONARY_REQUEST.exec(new URL(request.url()).pathname)?.[2];
    if (area && area !== 'common') downloaded.add(area);
  });
  return downloaded;
}

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('Arabic runs right to left, Japanese and English left to right, and the choice survives a reload', async ({
  page,
}) => {
  const downloaded = dictionaryDownloads(page);
  await openSignedIn(page, '/');
  await expectConsoleIn(page, 'en');
  expect(await drawerSide(page, 'en')).toBe('left');
  expect([...downloaded]).toEqual(['en']);

  await chooseLanguage(page, 'en', 'ar');
  await expectConsoleIn(page, 'ar');
  expect(await drawerSide(page, 'ar')).toBe('right');
  await expect(page.getByRole('heading', { name: translate('ar', 'home.title') })).toBeVisible();

  await chooseLanguage(page, 'ar', 'ja');
  await expectConsoleIn(page, 'ja');
  expect(await drawerSide(page, 'ja')).toBe('left');
  expect([...downloaded].sort()).toEqual(['ar', 'en', 'ja']);

  await page.reload();
  await expectConsoleIn(page, 'ja');

  await chooseLanguage(page, 'ja', 'en');
  await expectConsoleIn(page, 'en');
  await page.reload();
  await expectConsoleIn(page, 'en');
});

test('the Ticket system list in Arabic: grid and columns right to left, in Arabic', async ({ page }) => {
  await openSignedIn(page, '/');
  await chooseLanguage(page, 'en', 'ar');
  await expectConsoleIn(page, 'ar');
  await page.goto('/tickets/genres');
  const grid = page.getByRole('grid');
  await expect(
    grid.getByRole('columnheader', { name: translate('ar', 'tickets.entities.genre.fields.name') }),
  ).toBeVisible();
  await expect(grid).toHaveCSS('direction', 'rtl');
  const first = await grid.getByRole('columnheader').first().boundingBox();
  const last = await grid.getByRole('columnheader').last().boundingBox();
  expect(first && last && first.x > last.x).toBe(true);
});

test('an area’s dictionary is downloaded when one of its screens opens, not before', async ({ page }) => {
  const downloaded = areaDictionaryDownloads(page);
  await openSignedIn(page, '/');
  await expectConsoleIn(page, 'en');
  expect([...downloaded]).toEqual([]);

  await sideMenu(page, 'en')
    .getByRole('button', { name: translate('en', 'menu.tickets'), exact: true })
    .click();
  await sideMenu(page, 'en')
    .getByRole('link', { name: translate('en', 'menu.genres'), exact: true })
    .click();
  await expect(
    page.getByRole('columnheader', { name: translate('en', 'tickets.entities.genre.fields.name') }),
  ).toBeVisible();
  expect([...downloaded]).toEqual(['tickets']);
});
