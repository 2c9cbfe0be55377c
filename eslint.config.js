import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The folders of a directory: a new feature or module is in the lint's zones the day its folder is. */
const foldersOf = (path) =>
  readdirSync(new URL(`./${path}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const WEB = 'apps/web/src';
const WEB_FEATURES = foldersOf(`${WEB}/features`);
/** What one feature may take from another: the named seams, nothing else. */
const WEB_SEAMS = [
  './auth/components/require-auth.tsx',
  './standing-bids/index.ts',
  './push/index.ts',
  './bids/index.ts',
  './hotels/index.ts',
  './profile/index.ts',
];
/** The first-paint pages' code (apps/web/README.md): no zod on their main thread. */
const FIRST_PAINT = [
  `${WEB}/features/hotels/**`,
  `${WEB}/features/auth/pages/sign-in-page.tsx`,
  `${WEB}/features/auth/components/**`,
  `${WEB}/app/**`,
  `${WEB}/components/**`,
  `${WEB}/hooks/**`,
  `${WEB}/lib/**`,
  `${WEB}/config/**`,
];
/** Shared code that only later pages import, or that is loaded after the first paint by a dynamic import. */
const LOADED_LATER = [
  `${WEB}/components/bid-status-badge.tsx`,
  `${WEB}/components/cancellation-policy.tsx`,
  `${WEB}/features/auth/components/new-password-form.tsx`,
  `${WEB}/lib/answers.ts`,
  `${WEB}/lib/bid-events.ts`,
  `${WEB}/lib/booking-details.ts`,
  `${WEB}/lib/parse-guests.ts`,
  `${WEB}/lib/visitor-log.ts`,
];
/** The web's code, whose every text goes through the catalogue (decision 036): a literal string is refused. */
const WRAPPED = [`${WEB}/**/*.{ts,tsx}`];
/** Tests and their helpers write English to find it on the page. */
const NOT_WRAPPED = [`${WEB}/**/*.test.{ts,tsx}`, `${WEB}/testing/**`];
const API = 'apps/api/src';
const API_MODULES = foldersOf(`${API}/modules`);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'packages/contract/src/locales/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/web/tsconfig.json', 'apps/api/tsconfig.json', 'apps/sandbox/tsconfig.json'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts only.' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: WEB,
              from: 'apps/api',
              message: 'The web knows the API only through @bidstay/contract and HTTP.',
            },
            {
              target: `${WEB}/features`,
              from: `${WEB}/app`,
              message: 'A feature does not import app/; routes are in config/paths.ts.',
            },
            {
              target: [`${WEB}/components`, `${WEB}/hooks`, `${WEB}/lib`, `${WEB}/config`],
              from: [`${WEB}/features`, `${WEB}/app`],
              message: 'Shared code (components, hooks, lib, config) does not import features or app/.',
            },
            ...WEB_FEATURES.map((feature) => ({
              target: `${WEB}/features/${feature}`,
              from: `${WEB}/features`,
              except: [`./${feature}`, ...WEB_SEAMS],
              message: 'A feature imports another only through a named seam (WEB_SEAMS in eslint.config.js).',
            })),
          ],
        },
      ],
    },
  },
  {
    files: FIRST_PAINT,
    ignores: [...LOADED_LATER, `${WEB}/**/*.test.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@bidstay/contract',
              allowTypeImports: true,
              message: 'First-paint code takes values from @bidstay/contract/plain (apps/web/README.md).',
            },
            {
              name: 'zod',
              allowTypeImports: true,
              message: 'First-paint code does not load zod (apps/web/README.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${API}/**/*.ts`],
    ignores: [`${API}/main.ts`, `${API}/sandbox-emulators.ts`, `${API}/**/*.test.ts`, `${API}/test/**`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `${API}`,
              from: 'apps/sandbox',
              message: 'Only the composition root (main.ts) brings in the sandbox.',
            },
            ...API_MODULES.map((module) => ({
              target: `${API}/modules/${module}`,
              from: `${API}/modules/!(${module})/*.repository.ts`,
              message: "A module reaches another only through its service, never another module's repository.",
            })),
          ],
        },
      ],
    },
  },
  {
    files: [`${API}/modules/**/*.ts`],
    ignores: [`${API}/**/*.test.ts`],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: 'packages/contract', from: 'apps', message: 'The contract imports no app: the apps import it.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/sandbox/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: 'apps/sandbox',
              from: ['apps/api', 'apps/web'],
              message: 'The sandbox stands in for outside services: it imports nothing of the API or the web.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${API}/modules/**/*.service.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ReturnStatement > ObjectExpression > Property[key.name=/[Rr]epository$/]',
          message: 'A service does not hand out its repository.',
        },
        {
          selector: 'CallExpression[callee.name=/^create\\w+Repository$/]',
          message: 'buildApp (app.ts) builds every repository and injects it.',
        },
      ],
    },
  },
  {
    files: WRAPPED,
    ignores: NOT_WRAPPED,
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Only what reads as words: a capital, or a space between letters.
          ignore: [
            '^(?![A-Z])(?!.*[A-Za-z] [A-Za-z]).*$',
            '^[A-Z_]+$',
            '^Bidstay$',
            '^(Visa|Mastercard|English|Svenska)$',
            // An ISO time and markup: not words.
            '^T\\d\\d:',
            '^<',
          ],
          // Brands and each language's own name are not translated.
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|labelClassName|id|key|type|to|href|variant|size|as|role|name|autoComplete|lang|Authorization)$',
              },
            },
            { regex: { pattern: '^aria-(controls|labelledby|describedby|live|hidden)$' } },
            { regex: { pattern: '^data-' } },
          ],
          ignoreFunctions: [
            'Error',
            'AggregateError',
            'import',
            'useState',
            'matchPath',
            'register',
            'querySelector',
            'console.*',
            'labelIcon',
            'spokenIcon',
            'document.fonts.load',
          ],
        },
      ],
    },
  },
);
