import { useCallback, useSyncExternalStore } from 'react';
import { storageKeys } from '@/lib/storage-keys';
import { applyTheme, readTheme, type Theme } from './theme-mode';

export { themes, type Theme } from './theme-mode';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const defaultTheme = (): Theme => 'auto';

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, readTheme, defaultTheme);
  const setTheme = useCallback((next: Theme) => {
    localStorage.setItem(storageKeys.theme, next);
    applyTheme(next);
    for (const listener of listeners) listener();
  }, []);
  return [theme, setTheme] as const;
}
