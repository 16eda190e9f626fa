// One lint config for the whole package. The import boundaries keep the architecture honest:
// shared/ is the contract both sides read, so it may import neither; client and server never
// reach into each other (they talk only over HTTP).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
