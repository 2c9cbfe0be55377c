import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

const MACRO_IMPORT = /from ['"]@lingui\/(core|react)\/macro['"]/;

/**
 * Lingui's macros (`<Trans>`, `t`, `msg`) compiled into catalogue look-ups before the React plugin sees the file: only
 * the files that import them go through Babel (decision 036).
 */
export function linguiMacros(): Plugin {
  return {
    name: 'bidstay-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.split('?', 1)[0]!) || !MACRO_IMPORT.test(code)) return;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
        sourceMaps: true,
      });
      return result?.code ? { code: result.code, map: result.map } : undefined;
    },
  };
}
