import type { BrowserContext } from '@playwright/test';

export interface RowsShown {
  /** From the start of the navigation to the frame that first paints data rows of the grid. */
  firstRowsMs: number;
  /** To the frame that paints row 20 (or the last row of a shorter page); none where the grid scrolled past it. */
  row20Ms: number | undefined;
  /** To the frame that paints the page's last row, scrolled to as soon as the first rows showed. */
  lastRowMs: number;
  /** The rows of the page. */
  pageRows: number;
  /** The rows the grid had drawn when its last row showed (a virtualised grid draws those in view). */
  drawnRows: number;
  /** The longest task of the main thread until the last row showed. */
  longestTaskMs: number;
  /** The JavaScript heap in use once the last row showed, after a garbage collection. */
  heapBytes: number;
}

/** What the page notes, on `window`. */
interface Noted {
  rows?: { firstAt?: number; row20At?: number; lastAt?: number; pageRows: number; drawnRows: number };
  longestTask?: number;
}

/**
 * Watches the page from its first script on, `pageRows` rows expected. Each moment is the animation
 * frame after the row entered the document (the frame that paints it). Once the first rows show,
 * the grid and the page are scrolled to their ends, as a reader looking for the last row would.
 * Plain JavaScript in a string: a function would be sent as its transpiled text, whose helpers
 * (tsx's `__name`) the page does not have.
 */
const watchForRows = (pageRows: number) => `(() => {
  const pageRows = ${pageRows};
  window.longestTask = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.longestTask = Math.max(window.longestTask, entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const row = (index) => document.querySelector('[role="row"][aria-rowindex="' + (index + 1) + '"][data-rowindex]');
  const paintedAt = (set) => requestAnimationFrame(() => set(performance.now()));
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[role="row"][data-rowindex]')) return;
    const rows = (window.rows ??= { pageRows, drawnRows: 0 });
    if (rows.firstAt === undefined) {
      rows.firstAt = -1;
      paintedAt((at) => (rows.firstAt = at));
    }
    if (rows.row20At === undefined && row(Math.min(20, pageRows))) {
      rows.row20At = -1;
      paintedAt((at) => (rows.row20At = at));
    }
    if (rows.lastAt === undefined && row(pageRows)) {
      rows.lastAt = -1;
      rows.drawnRows = document.querySelectorAll('[role="row"][data-rowindex]').length;
      paintedAt((at) => (rows.lastAt = at));
      observer.disconnect();
      return;
    }
    const scroller = document.querySelector('.MuiDataGrid-virtualScroller');
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/** Opens `path` in a new page of the context: when the first `pageRows` rows of its list showed, and what it cost. */
export async function rowsShown(context: BrowserContext, path: string, pageRows: number): Promise<RowsShown> {
  const page = await context.newPage();
  try {
    await page.addInitScript(watchForRows(pageRows));
    await page.goto(path);
    await page
      .waitForFunction(
        () => {
          const rows = (window as Noted).rows;
          // Row 20 of a page the grid virtualises is scrolled past: it need not show.
          return rows !== undefined && [rows.firstAt, rows.lastAt].every((at) => at !== undefined && at >= 0);
        },
        undefined,
        { timeout: 60_000 },
      )
      .catch(async (error: unknown) => {
        const noted = await page.evaluate(() => JSON.stringify((window as Noted).rows ?? null));
        throw new Error(`${path}: the rows did not show (${noted})`, { cause: error });
      });
    const noted = await page.evaluate(() => ({
      rows: (window as Noted).rows,
      longestTask: (window as Noted).longestTask,
    }));
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    await cdp.detach();
    const rows = noted.rows;
    if (!rows) throw new Error(`No rows on ${path}`);
    return {
      firstRowsMs: Math.round(rows.firstAt ?? 0),
      row20Ms: rows.row20At === undefined || rows.row20At < 0 ? undefined : Math.round(rows.row20At),
      lastRowMs: Math.round(rows.lastAt ?? 0),
      pageRows: rows.pageRows,
      drawnRows: rows.drawnRows,
      longestTaskMs: Math.round(noted.longestTask ?? 0),
      heapBytes: usedSize,
    };
  } finally {
    await page.close();
  }
}
