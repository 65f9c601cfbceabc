import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
