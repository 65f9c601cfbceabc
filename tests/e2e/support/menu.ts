import type { Page } from '@playwright/test';
import { translate } from './dictionary';
import { openPanel } from './panels';

/** The console's side menu. */
export const sideMenu = (page: Page) => page.getByRole('navigation', { name: translate('en', 'menu.navigation') });

/** A group of the side menu, by its label. */
export const menuGroup = (page: Page, name: string) => sideMenu(page).getByRole('button', { name, exact: true });

/** Opens a group of the side menu if it is closed, and waits until its entries stand still. */
export const openMenuGroup = (page: Page, name: string) => openPanel(menuGroup(page, name));
