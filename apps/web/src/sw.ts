/// <reference lib="webworker" />
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

type PushMessage = { title: string; body: string; url: string; tag: string };

const OFFLINE_PAGE = '/offline.html';

// The shell (scripts, styles, icons, the offline page) from the build's list; nothing under /api is in it or cached.
precacheAndRoute(self.__WB_MANIFEST);

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A page is always asked of the network first: only when it cannot answer does the offline page stand in. */
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(fetch(event.request).catch(async () => (await matchPrecache(OFFLINE_PAGE)) ?? Response.error()));
});

function readMessage(data: PushMessageData | null): PushMessage {
  try {
    const message = data?.json() as Partial<PushMessage>;
    if (message && typeof message.title === 'string') {
      return { title: message.title, body: message.body ?? '', url: message.url ?? '/', tag: message.tag ?? 'bidstay' };
    }
  } catch {
    // A message that is not the server's JSON still tells that something happened.
  }
  return { title: 'Bidstay', body: data?.text() ?? '', url: '/dashboard/mybids', tag: 'bidstay' };
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      data: { url: message.url },
      icon: '/icon-192.png',
      badge: '/icon-192.png',
    }),
  );
});

/** A click opens the bid: in a window of the app already open, else a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return (await open.navigate(url))?.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
