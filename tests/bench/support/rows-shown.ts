import type { BrowserContext } from '@playwright/test';

export interface RowsShown {
  /** From the start of the navigation to the frame that first paints data rows of the grid. */
  ms: number;
  /** The rows of the page (the grid's aria-rowcount less its header row). */
  pageRows: number;
  /** The rows the grid had drawn by then (it draws those in view). */
  drawnRows: number;
}

/** What the page notes, on `window`. */
type Noted = { rowsShown?: { at: number; pageRows: number; drawnRows: number } };

/**
 * Watches the page from its first script on: once the grid holds a data row, the next animation
 * frame (the one that paints it) is when the rows became visible. Measured in the page, against
 * the navigation's start, so that nothing of the test driver's own round trips counts.
 */
function watchForRows() {
  const observer = new MutationObserver(() => {
    const grid = document.querySelector('[role="grid"]');
    const drawn = document.querySelectorAll('[role="row"][data-rowindex]').length;
    if (!grid || drawn === 0) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      (window as Noted).rowsShown = {
        at: performance.now(),
        pageRows: Number(grid.getAttribute('aria-rowcount') ?? 1) - 1,
        drawnRows: drawn,
      };
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Opens `path` in a new page of the context and answers when its list's rows became visible. */
export async function rowsShown(context: BrowserContext, path: string): Promise<RowsShown> {
  const page = await context.newPage();
  try {
    await page.addInitScript(watchForRows);
    await page.goto(path);
    await page.waitForFunction(() => (window as Noted).rowsShown !== undefined, undefined, { timeout: 60_000 });
    const shown = await page.evaluate(() => (window as Noted).rowsShown);
    if (!shown) throw new Error(`No rows on ${path}`);
    return { ms: Math.round(shown.at), pageRows: shown.pageRows, drawnRows: shown.drawnRows };
  } finally {
    await page.close();
  }
}
