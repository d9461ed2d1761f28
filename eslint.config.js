// ESLint checks what Prettier and tsc do not: promises nobody waits for, type-only imports, import
// cycles and the layering of issue 27. Only rules that find mistakes or guard the structure are on
// (no stylistic ones: Prettier formats). Warnings are allowed; errors fail `npm test`.
//
// `npm run lint` keeps a cache (node_modules/.cache/eslint): a file is linted again when it
// changes, not when only a file it imports does, so a type change elsewhere can hide a finding
// locally until then. CI starts from a clean install, so it always lints everything; so does
// `npx eslint .`.
import path from 'node:path';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { importCycle } from './scripts/lint/import-cycle.js';

const root = import.meta.dirname;

/** Product code: what ships, and the scripts that build and run it (tests are held to less). */
const PRODUCT = ['lib/**/*.{ts,tsx}', 'content-scripts/**/*.{ts,tsx}', 'entrypoints/**/*.{ts,tsx}', 'scripts/**/*.ts', '*.ts'];
/** Tests, and what only tests use: a site folder's fixture/ and table.ts (the fixture's table). */
const TESTS = ['**/*.test.ts', 'test/**', 'content-scripts/sites/*/fixture/**', 'content-scripts/sites/*/table.ts'];

/**
 * The leaves of lib/ (issue 27): messages, the scrobble machine and the outbox plan name what
 * happens, so they import nothing of the project but each other and the small vocabulary modules
 * below, which are held to the same rule (so nothing else comes in through them).
 */
const LEAVES = ['messages', 'scrobble', 'outbox/plan.ts'];
const VOCABULARY = ['media', 'activity/entry.ts', 'service/catalog-params.ts', 'service/items.ts', 'outbox/entry.ts'];
const ALLOWED_IN_LEAVES = [...LEAVES, ...VOCABULARY];

export default defineConfig(
  { ignores: ['.output/', '.wxt/', 'reports/', 'test/.cache/', 'demo-output/', 'release/'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@typescript-eslint': tseslint.plugin, watchmark: { rules: { 'import-cycle': importCycle } } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // `typeof import('./x')` stays allowed: tests name a module they import afresh that way.
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false, fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: PRODUCT,
    ignores: TESTS,
    rules: {
      // Tests may lean on each other (the simulator's modules share its state type); product code may not.
      'watchmark/import-cycle': 'error',
      'max-lines': ['warn', { max: 250 }],
    },
  },
  {
    // What ships never carries a fixture (a site folder keeps its fixture beside its code).
    files: ['content-scripts/**/*.{ts,tsx}', 'entrypoints/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    ignores: [...TESTS, 'content-scripts/sites/*/meta.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '(^|/)(fixture|test)(/|$)', message: 'Product code never imports a fixture or the tests.' }],
          // One way to the browser API (modules/browser-api.ts decides what stands behind it per build).
          paths: [{ name: 'webextension-polyfill', message: "Import `browser` from 'wxt/browser'." }],
        },
      ],
    },
  },
  {
    // A site's meta.ts is data that lib/ reads through the generated registry: it must pull in no
    // code of the content scripts (or anything else) with it.
    files: ['content-scripts/sites/*/meta.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!(?:\\.\\./)+lib/messages/site-meta$)', message: 'A meta.ts imports lib/messages/site-meta and nothing else.' }] },
      ],
    },
  },
  {
    files: ['lib/**/*.{ts,tsx}'],
    ignores: TESTS,
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            { target: './lib', from: './content-scripts', message: 'lib/ never imports content-scripts/: move what both need to lib/.' },
            ...[...LEAVES, ...VOCABULARY].map((leaf) => ({
              target: path.join('./lib', leaf),
              from: './lib',
              except: ALLOWED_IN_LEAVES.map((allowed) => `./${allowed}`),
              message: 'A leaf of lib/ imports only the other leaves and the vocabulary modules (eslint.config.js).',
            })),
            ...[...LEAVES, ...VOCABULARY].map((leaf) => ({
              target: path.join('./lib', leaf),
              from: ['./content-scripts', './entrypoints', './test', './scripts'],
            })),
          ],
        },
      ],
    },
  },
);
