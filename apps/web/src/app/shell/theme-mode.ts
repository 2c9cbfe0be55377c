import { storageKeys } from '@/lib/storage-keys';

export const themes = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof themes)[number];

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

export function readTheme(): Theme {
  const stored = localStorage.getItem(storageKeys.theme);
  return themes.find((theme) => theme === stored) ?? 'auto';
}

/** Sets Bootstrap's colour mode on <html>; 'auto' follows the system preference. */
export function applyTheme(theme: Theme = readTheme()) {
  const dark = theme === 'dark' || (theme === 'auto' && darkQuery().matches);
  document.documentElement.setAttribute('data-bs-theme', dark ? 'dark' : 'light');
}

export function followSystemTheme() {
  darkQuery().addEventListener('change', () => applyTheme());
}
