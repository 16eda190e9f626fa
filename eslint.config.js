// One lint config for the whole package. The import boundaries keep the architecture honest:
// shared/ is the contract both sides read, so it may import neither; client and server never
// reach into each other (they talk only over HTTP).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

/**
 * The client's walls (issue 31), by folder: a feature (client/features/<name>) never imports
 * another feature, client/components and client/entities never import a feature (pieces several
 * features need live in components/, entities/ or lib/; pages and the layout in client/app
 * compose features), and no client code imports the server's. The client imports zod and zod schema files as types only (rule below).
 * `npm run lint` allows no warning, so the walls are errors.
 */
const WALLS = 'error';

const boundary = (group, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
});

export default tseslint.config(
  {
    ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'bench/results'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary(['**/server/**', 'node:*'], 'The client talks to the server over HTTP only.'),
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'feature', pattern: 'client/features/*', capture: ['name'] },
        { type: 'components', pattern: 'client/components' },
        { type: 'entities', pattern: 'client/entities' },
        { type: 'client', pattern: 'client' },
        { type: 'server', pattern: 'server' },
        { type: 'shared', pattern: 'shared' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        WALLS,
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: {
                  element: { type: 'feature', captured: { name: '!{{ from.captured.name }}' } },
                },
              },
              message: 'A feature never imports another feature: move what both need.',
            },
            {
              from: { element: { type: 'components' } },
              disallow: { to: { element: { type: 'feature' } } },
              message: 'client/components never imports a feature.',
            },
            {
              from: { element: { type: 'entities' } },
              disallow: { to: { element: { type: 'feature' } } },
              message:
                'client/entities (domain pieces several features show) never imports a feature.',
            },
            {
              disallow: { to: { element: { type: 'server' } } },
              message: 'The client talks to the server over HTTP only.',
            },
          ],
        },
      ],
      // zod stays out of the browser (a 130 kB first-view budget): types only, or the zod-free
      // rules files.
      '@typescript-eslint/no-restricted-imports': [
        WALLS,
        {
          paths: [
            { name: 'zod', message: 'zod stays out of the browser.', allowTypeImports: true },
          ],
          patterns: [
            {
              // The zod-free files of shared/schemas: the *-rules.ts and three plain vocabularies.
              regex:
                'shared/schemas/(?!.*-rules\\.ts$|list-query\\.ts$|product-search\\.ts$|tailor-search\\.ts$)',
              message: 'A zod schema file: import its types only, or a zod-free *-rules.ts.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: boundary(['**/client/**'], 'The server never imports client code.'),
  },
  {
    files: ['shared/**/*.ts'],
    rules: boundary(
      ['**/client/**', '**/server/**', 'node:*', 'drizzle-orm*', 'react*'],
      'shared/ holds pure schemas and functions that both sides can import.',
    ),
  },
);
