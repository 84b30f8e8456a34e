import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Every client feature folder: none may import another (compose them in app/routes). */
const FEATURES = readdirSync(fileURLToPath(new globalThis.URL('./src/client/features', import.meta.url)), {
  withFileTypes: true,
})
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const boundaries = [
  // shared is isomorphic: neither side, no node:*, no react, no drizzle.
  {
    target: './src/shared',
    from: ['./src/server', './src/client'],
    message: 'shared must not import server or client',
  },
  { target: './src/client', from: './src/server', message: 'client must not import server' },
  { target: './src/server', from: './src/client', message: 'server must not import client' },
  // The client's layers: lib and components (design system, layout, map) <- booking <- features <- app.
  {
    target: ['./src/client/lib', './src/client/components'],
    from: ['./src/client/booking', './src/client/features', './src/client/app'],
    message: 'lib and components are generic: booking code lives in src/client/booking (decision 014)',
  },
  {
    target: './src/client/booking',
    from: ['./src/client/features', './src/client/app'],
    message: 'booking is shared by the features and imports none of them (decision 014)',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'drizzle', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'no-restricted-imports': 'off',
    },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: 'use zod/mini in shared code: it keeps the client bundle small (decision 004)',
            },
          ],
          patterns: [
            { group: ['node:*'], message: 'shared code runs in the browser too' },
            {
              group: ['react', 'react-*', 'drizzle-orm', 'drizzle-orm/*', 'fastify', 'pg'],
              message: 'shared is framework-free',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/features/*/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...boundaries,
            // a feature does not import another feature: compose them in app/routes.
            ...FEATURES.map((f) => ({
              target: `./src/client/features/${f}`,
              from: './src/client/features',
              except: [`./${f}`],
              message: 'features do not import each other; compose them in app/routes',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/modules/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.\\./(?!\\.\\.)[\\w-]+/[\\w-]+\\.repository\\.ts$',
              message: "a module calls another module's service, never its repository",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: 'use zod/mini on the client: it keeps the bundle small (decision 004)' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
