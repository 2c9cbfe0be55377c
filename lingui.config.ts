import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const LOCALES = '<rootDir>/packages/contract/src/locales';
const STAFF_PAGES = ['<rootDir>/apps/web/src/features/ops', '<rootDir>/apps/web/src/features/supplier'];
const NOT_SOURCE = ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'];

/**
 * One catalogue for the web, the mails, the pushes and the API's messages (decision 036): English source text in the
 * code, `sv` beside it, `pseudo` made from `en` for the test that finds text left untranslated. It
 * comes in three parts, so that a page loads only the texts it may show.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'sv', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { pseudo: 'en' },
  catalogs: [
    // The partner's console and the back office, loaded with their layout.
    { path: `${LOCALES}/staff/{locale}`, include: STAFF_PAGES, exclude: NOT_SOURCE },
    // What only the API writes: mails and pushes.
    { path: `${LOCALES}/api/{locale}`, include: ['<rootDir>/apps/api/src'], exclude: NOT_SOURCE },
    // Every other page, and the contract's messages, which both the web and the API show.
    {
      path: `${LOCALES}/web/{locale}`,
      include: ['<rootDir>/apps/web/src', '<rootDir>/packages/contract/src'],
      exclude: [...NOT_SOURCE, ...STAFF_PAGES.map((folder) => `${folder}/**`)],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  orderBy: 'origin',
});
