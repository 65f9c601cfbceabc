import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../chromium-launch.ts';

/** Debian's Chromium, headless, as the end-to-end tests start it. */
export const launchChromium = (): Promise<Browser> => chromium.launch(CHROMIUM_LAUNCH);
