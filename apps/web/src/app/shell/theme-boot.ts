import { applyTheme } from './theme-mode';

/**
 * Run by a blocking script in the page's <head> (built apart, build/first-paint.ts): the colour mode is set before the
 * first paint, which for a page rendered at build time comes before the app's code has loaded.
 */
applyTheme();
