/**
 * The built app's service worker (src/sw.ts): the shell offline and the notifications. Registered once the page has
 * loaded, so it takes nothing from the first paint; not in development, where Vite serves the modules.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
