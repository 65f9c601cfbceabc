import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders of bespoke pages (`custom/roles`, …), each a unit of its own. */
const customFolders = readdirSync(new URL('custom', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'bench-results', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No import cycles anywhere, lazy imports included: a cycle makes the order modules load in decide what works.
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'custom/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Every text a user sees is a translation key: no literal text in JSX, nor in the attributes that show text.
    // Literal arguments of calls are left alone (keys, field names, test ids); the translation-keys test checks keys.
    files: ['src/**/*.tsx', 'custom/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          callees: { exclude: ['.*'] },
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-valuetext',
              'alt',
              'title',
              'titleAccess',
              'label',
              'placeholder',
              'helperText',
              'primary',
              'secondary',
              'info',
              'text',
              'message',
              'confirmLabel',
              'noOptionsText',
              'loadingText',
            ],
          },
        },
      ],
    },
  },
  {
    // The console never reaches into the server: they share only schemas/, resources/ and locales/.
    files: ['src/**/*.{ts,tsx}', 'custom/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'The console must not import server code.' }] },
      ],
    },
  },
  {
    // Bespoke pages use the console through its public module only, so that its internals can move
    // without them; the console finds them through their folders' pages.ts (import.meta.glob), so
    // that no bespoke code is bundled with the generic screens; and a page's folder is its own.
    files: ['src/**/*.{ts,tsx}', 'custom/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './custom',
              from: './src',
              // The public booking engine (custom/booking-engine) is an app of its own that cannot load the
              // console's public module: it shares only the brand theme and the language list, both light.
              except: ['./console.ts', './console-logic.ts', './theme/theme.ts', './i18n/languages.ts'],
              message: 'custom/ uses the console only through its public module, src/console.ts (or its UI-free half).',
            },
            {
              target: './src',
              from: './custom',
              message: 'The console finds bespoke pages through their pages.ts files, and imports nothing of custom/.',
            },
            ...customFolders.map((folder) => ({
              target: `./custom/${folder}`,
              from: './custom',
              except: [`./${folder}`],
              message: 'A bespoke page folder imports no other: what two folders share belongs to the console.',
            })),
          ],
        },
      ],
    },
  },
  {
    // The registry and the domain rules are shared by server and console: plain TypeScript, no UI, no server.
    files: ['registry/**/*.ts', 'domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'react/*',
                '@mui/*',
                '@emotion/*',
                '@refinedev/*',
                '@tanstack/*',
                '@tiptap/*',
              ],
              message: 'registry/ and domain/ are shared with the server: no React or other console libraries.',
            },
            {
              group: ['**/src/**', '**/custom/**'],
              message: 'registry/ and domain/ must not import console code.',
            },
            {
              group: ['**/server/**', 'fastify', '@fastify/*', 'kysely', 'pg', '@electric-sql/*', 'node:*'],
              message: 'registry/ and domain/ are shared with the console: no server code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom'],
          patterns: [{ group: ['**/src/**', '**/custom/**'], message: 'The server must not import console code.' }],
        },
      ],
    },
  },
);
