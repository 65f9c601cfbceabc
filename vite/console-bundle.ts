import type { BuildEnvironmentOptions } from 'vite';

type RolldownOptions = NonNullable<BuildEnvironmentOptions['rolldownOptions']>;
type Output = Extract<NonNullable<RolldownOptions['output']>, { codeSplitting?: unknown }>;
type Groups = Extract<NonNullable<Output['codeSplitting']>, object>['groups'];
type GroupName = Extract<NonNullable<Groups>[number]['name'], (...args: never[]) => unknown>;
type ChunkingContext = Parameters<GroupName>[1];

/**
 * How the console's bundle is cut, for issue 5's budgets (tests/e2e/console-budgets.spec.ts):
 * what the login page and a first list download, and no chunk over 500 kB.
 */

/**
 * Libraries that @refinedev/core imports at the top of its single bundle file for features the
 * console does not use (CSV import and export, devtools stack traces, table state in the URL).
 * They declare no `sideEffects`, so the bundler keeps them unless told an unused import may go.
 */
const UNUSED_BY_REFINE_CORE = /node_modules[\\/](papaparse|error-stack-parser|qs)[\\/]/;

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** The grid, which only lists need. */
const DATA_GRID = /node_modules[\\/](@mui[\\/]x-(data-grid|virtualizer|internals)|reselect)[\\/]/;

/**
 * Refine's packages are one module each that imports everything any of their hooks uses (qs for
 * table URLs): what only they import is not taken for used.
 */
const REFINE = /node_modules[\\/]@refinedev[\\/]/;

/** Whether a module is imported, directly or through others (not Refine), by a module the pattern names. */
function importedFrom(pattern: RegExp) {
  const known = new Map<string, boolean>();
  const check = (id: string, context: ChunkingContext, path: Set<string>): boolean => {
    const answer = known.get(id);
    if (answer !== undefined) return answer;
    if (pattern.test(id)) return true;
    if (path.has(id)) return false;
    path.add(id);
    const importers = (context.getModuleInfo(id)?.importers ?? []).filter((importer) => !REFINE.test(importer));
    const found = importers.some((importer) => check(importer, context, path));
    path.delete(id);
    known.set(id, found);
    return found;
  };
  return (id: string, context: ChunkingContext) => check(id, context, new Set());
}

const usedByLogin = importedFrom(/[\\/]src[\\/](layout[\\/]AuthLayout|pages[\\/]auth[\\/]LoginPage)\.tsx$/);
/** The console's root (Refine, its providers and the layout), which the auth pages do not load. */
const CONSOLE_ROOT = /[\\/]src[\\/]routing[\\/]ConsoleRoot\.tsx$/;
const usedByConsoleShell = importedFrom(/[\\/]src[\\/](routing[\\/]ConsoleRoot|routing[\\/]ConsolePages)\.tsx$/);
const usedByLists = importedFrom(/[\\/]src[\\/]screens[\\/]list[\\/]ResourceListPage\.tsx$/);
const usedByForms = importedFrom(/[\\/]src[\\/]screens[\\/]form[\\/]ResourceFormPage\.tsx$/);

/**
 * Left to itself the bundler cuts what pages share into some fifty small files, which gzip
 * compresses worse one by one (12 kB on the login page, 10 kB more on a first list). So what the
 * login page shares with the console is one chunk (login-ui), and what the console's layout
 * needs, the libraries its lists use and the code lists and forms share one more (console-ui; a
 * form loads some list components it does not show). The grid stays with the lists, and a page's
 * own code with it.
 */
const grouped = (name: string, included: (id: string, context: ChunkingContext) => boolean) =>
  function chunkOf(id: string, context: ChunkingContext): string | null {
    const page = (context.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
    return !page && !DATA_GRID.test(id) && included(id, context) ? name : null;
  };

const usedByConsole = (id: string, context: ChunkingContext) =>
  usedByConsoleShell(id, context) || usedByLists(id, context);
const loginChunk = grouped('login-ui', (id, context) => usedByLogin(id, context) && usedByConsole(id, context));
const sharedConsoleChunk = grouped(
  'console-ui',
  (id, context) =>
    usedByConsoleShell(id, context) ||
    (usedByLists(id, context) && (/node_modules/.test(id) || usedByForms(id, context))),
);
/** The console's root loads when and only when its shared code does: in its chunk it costs no file of its own. */
const consoleChunk = (id: string, context: ChunkingContext) =>
  CONSOLE_ROOT.test(id) ? 'console-ui' : sharedConsoleChunk(id, context);

/** `virtual:entity-validators/tickets/create` and its mode's twin: the chunk `validators-tickets`. */
const validatorsChunk = (id: string) =>
  /virtual:entity-validators\/([a-z0-9-]+)\//.exec(id)?.[1]?.replace(/^/, 'validators-') ?? null;

/**
 * The public booking engine (booking.html, issue 21) is an entry of its own, whose first page must
 * stay under 150 kB of gzipped JavaScript (tests/e2e/booking-budget.spec.ts): what it loads at start
 * goes into chunks of its own, never into the console's start-up chunks (which carry Refine and MUI X);
 * the console loads what it shares with the engine from them. A group takes a module's imports along,
 * so React is taken first, then the libraries, then the shared console modules, then the engine's code.
 * The libraries only its later pages use are left to the bundler: grouped, they took along modules the
 * console's login page needs, which then loaded the engine's page libraries too.
 */
const ENGINE_CODE = /[\\/]custom[\\/]booking-engine[\\/]/;
const usedByEngine = importedFrom(/([\\/]custom[\\/]booking-engine[\\/]main\.tsx|[\\/]booking\.html)$/);
const engineLibrary = (id: string, context: ChunkingContext) =>
  /node_modules/.test(id) && !REACT.test(id) && usedByEngine(id, context) ? 'engine-libraries' : null;

const engineShared = (id: string, context: ChunkingContext) =>
  !/node_modules|\.html/.test(id) && !ENGINE_CODE.test(id) && usedByEngine(id, context) ? 'engine-shared' : null;
/**
 * The libraries the engine's later pages use (MUI's form controls). Left to the bundler they went into the
 * console's chunks, whose loading starts the console in the engine's page; the console loads them from here.
 */
const usedByEnginePages = importedFrom(ENGINE_CODE);
const enginePageLibrary = (id: string, context: ChunkingContext) =>
  /node_modules/.test(id) && !REACT.test(id) && usedByEnginePages(id, context) ? 'engine-page-libraries' : null;

/** The engine's own start-up code; its pages loaded later keep chunks of their own. */
const engineStart = (id: string, context: ChunkingContext) =>
  (ENGINE_CODE.test(id) || /[\\/]booking\.html/.test(id)) && usedByEngine(id, context) ? 'booking-engine' : null;

export const consoleRolldownOptions: RolldownOptions = {
  treeshake: {
    moduleSideEffects: [
      { test: UNUSED_BY_REFINE_CORE, sideEffects: false },
      // The public module of bespoke pages only re-exports: a page takes from it what it uses, not
      // every module it names (which would add some 100 kB to each bespoke page).
      { test: /[\\/]src[\\/]console(-logic)?\.ts$/, sideEffects: false },
    ],
    // Refine's bundle names every function with a top-level `__name(fn, "name")` call, which
    // would keep every hook it has; naming a function nobody calls has no effect.
    manualPureFunctions: ['__name'],
  },
  output: {
    codeSplitting: {
      groups: [
        { name: 'react', test: REACT, priority: 10 },
        { name: engineLibrary, debugName: 'engine-libraries', priority: 9 },
        { name: engineShared, debugName: 'engine-shared', priority: 8 },
        { name: enginePageLibrary, debugName: 'engine-page-libraries', priority: 8 },
        { name: engineStart, debugName: 'booking-engine', priority: 7 },
        // qs and what it needs on their own, or console-ui would draw them in with Refine.
        { name: 'qs', test: /node_modules[\\/]qs[\\/]/, priority: 6 },
        // The start-up code, which every page loads whole, in two chunks: React, and the rest with its
        // few libraries (Refine loads with the console's root, in console-ui). Left to itself the
        // bundler cuts it into fifty.
        { name: 'react', test: REACT, tags: ['$initial'], priority: 5 },
        { name: 'console', tags: ['$initial'], priority: 3 },
        { name: loginChunk, debugName: 'login-ui', priority: 2 },
        { name: consoleChunk, debugName: 'console-ui', priority: 1 },
        // The forms' body checks, one chunk per area: together they would pass 500 kB.
        { name: validatorsChunk, debugName: 'validators', priority: 7 },
        // The filter logic the list and its lazily loaded filter panel share, in one chunk rather than
        // the two small ones the bundler cuts (small files gzip worse).
        {
          name: 'list-filters',
          test: /[\\/](src[\\/]screens[\\/]list[\\/](filterKind|filterValidation|listFields|useDebouncedDraft|filters[\\/]dateFilter)|src[\\/]data[\\/]filterInput|registry[\\/]filter-prefix)\.ts$/,
        },
      ],
    },
  },
};
