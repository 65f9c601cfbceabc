import { expect, type Locator, type Page } from '@playwright/test';
import { translate } from './dictionary';

/** A generated form's panel header, by its key. */
export const panelHeader = (page: Page, key: string) => page.locator(`#panel-${key}-header`);

/**
 * Waits until no panel or menu group is still opening or closing. While one opens, its content is
 * clipped and can be scrolled inside it: a click there is aimed at a button that moves before the
 * mouse is up, and is lost (it was, under load, in a CI run).
 */
export const collapsesSettled = (page: Page) =>
  expect(page.locator('.MuiCollapse-root:not(.MuiCollapse-entered):not(.MuiCollapse-hidden)')).toHaveCount(0);

/** Opens the panel (or menu group) of this header if it is closed, and waits until it is open. */
export async function openPanel(header: Locator) {
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  await collapsesSettled(header.page());
}

/** Opens every panel of a form with its "Open all" button, and waits until they are open. */
export async function openAllPanels(page: Page) {
  await page.getByRole('button', { name: translate('en', 'form.openAll') }).click();
  await collapsesSettled(page);
}

/** Opens the panel whose header reads `name`, if it is closed. */
export const openPanelNamed = (page: Page, name: string) => openPanel(page.getByRole('button', { name, exact: true }));
