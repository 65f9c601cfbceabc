import { Route } from 'react-router';
import { loadRegistry } from '../registry/loadRegistry';
import { lazyPage } from './lazyPage';

// With the registry loaded (which tells Refine the resources, ConsoleRoot) before the first page renders.
async function loadConsolePages() {
  const [pages] = await Promise.all([import('./ConsolePages'), loadRegistry()]);
  pages.preloadPageAt(window.location);
  return pages;
}

const ConsolePages = lazyPage(loadConsolePages);

/** Starts loading the console's pages beside its layout, rather than once the layout has rendered. */
export const preloadConsolePages = () => ConsolePages.preload();

/**
 * The pages inside the console layout, every one behind sign-in. Their routes come from the
 * registry, which loads with them (ConsolePages), not with the login page.
 */
export function consoleRoutes() {
  return <Route path="*" element={<ConsolePages />} />;
}
