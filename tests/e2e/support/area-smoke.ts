import { expect, test, type Page } from '@playwright/test';
import { areaFacts, areaScreens } from './area-screens';
import { translate } from './dictionary';
import { openMenuGroup, sideMenu } from './menu';
import { PER_SCREEN_MS, timeForScreens, visitInTabs } from './screens-in-tabs';
import { openSignedIn } from './sign-in';

const menuLink = (page: Page, label: string) =>
  sideMenu(page).getByRole('link', { name: translate('en', label), exact: true });

/**
 * An area's browser smoke test, generated from the registry (spec 1 §2 and §6): every screen of its
 * resources opens for a demo login that holds their rights, and shows the 403 page to one that holds
 * none of them; the menu leads the one to the area's resources and shows the other none of them.
 * The screens are shown in the loaded console, in three tabs of one browser context.
 */
export function areaSmoke(area: string) {
  const facts = areaFacts(area);

  test.beforeEach(async ({ page }) => {
    page.on('pageerror', (error) => {
      throw error;
    });
  });

  /** The menu leads to every resource of the area. */
  async function followsMenu(page: Page) {
    for (const { group, label, route } of facts.menu) {
      if (!(await menuLink(page, label).isVisible())) await openMenuGroup(page, translate('en', group));
      await expect(menuLink(page, label)).toHaveAttribute('href', route);
    }
  }

  test(`every screen of ${area} opens for ${facts.permitted}, and the menu leads to it`, async ({
    page,
    request,
    browser,
  }) => {
    const paths = await areaScreens(request, facts, facts.permitted);
    test.setTimeout(timeForScreens(paths) + facts.menu.length * PER_SCREEN_MS);
    await openSignedIn(page, '/', facts.permitted);
    if (facts.menuLogin === facts.permitted) await followsMenu(page);
    await visitInTabs(page, paths, async (tab, path) => {
      for (const refusal of ['Forbidden', 'Page Not Found', 'An Error Occurred'])
        await expect(tab.getByRole('heading', { name: refusal }), path).toHaveCount(0);
    });
    if (facts.menuLogin === facts.permitted) return;
    // The permitted login does not see every entry of the area's menu: they are checked in a superadmin's.
    const context = await browser.newContext();
    const menuPage = await context.newPage();
    await openSignedIn(menuPage, '/', facts.menuLogin);
    await followsMenu(menuPage);
    await context.close();
  });

  test(`every screen of ${area} that needs a right is refused to ${facts.refused}, and the menu has none of them`, async ({
    page,
    request,
  }) => {
    const paths = await areaScreens(request, facts, facts.permitted, 'guardedScreens');
    test.setTimeout(timeForScreens(paths));
    await openSignedIn(page, '/', facts.refused);
    await expect(menuLink(page, 'menu.dashboard')).toBeVisible();
    for (const { label } of facts.menu) await expect(menuLink(page, label)).toHaveCount(0);
    // a group of the area's entries alone is not shown at all
    for (const group of facts.groups)
      await expect(sideMenu(page).getByRole('button', { name: translate('en', group), exact: true })).toHaveCount(0);
    await visitInTabs(page, paths, async (tab, path) => {
      await expect(tab.getByRole('heading', { name: 'Forbidden' }), path).toBeVisible({ timeout: PER_SCREEN_MS });
      await expect(tab.getByText('You are not allowed to open this page.'), path).toBeVisible();
    });
  });
}
