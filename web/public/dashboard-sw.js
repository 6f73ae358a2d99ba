/*
 * The staff app's service worker (issue 32), registered by the dashboard only, with scope /dashboard: the public
 * shop's pages are never under it. It shows the server's push notifications, opens the dashboard when one is
 * tapped, and shows the offline page instead of a browser error when a dashboard page cannot be loaded. It keeps
 * nothing but that page: no API answer, no order, nothing personal is ever cached (no /api request is handled).
 */
const OFFLINE_CACHE = 'konyha-dashboard-offline-v1';
const OFFLINE_PAGE = '/dashboard-offline.html';
const OFFLINE_FILES = [OFFLINE_PAGE, '/dashboard-offline.js'];
const ICON = '/icons/staff-192.png';
const BADGE = '/icons/staff-badge-96.png';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      // Fetched anew, not from the HTTP cache, so a new worker never keeps last week's offline page.
      .then((cache) => cache.addAll(OFFLINE_FILES.map((file) => new Request(file, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith('konyha-') && name !== OFFLINE_CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // The offline page's own script, asked for while the offline page shows.
  if (OFFLINE_FILES.includes(url.pathname)) {
    event.respondWith(caches.match(url.pathname).then((cached) => cached || fetch(request)));
    return;
  }
  // Only a dashboard page itself; its scripts, styles and every API call go to the network untouched.
  if (request.mode !== 'navigate') return;
  event.respondWith(
    fetch(request).catch(() => caches.match(OFFLINE_PAGE).then((cached) => cached || Response.error())),
  );
});

/** The push's JSON ({ title, body, tag, url, silent, requireInteraction, renotify }); a bare text as its body. */
function messageOf(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const message = messageOf(event.data);
  const silent = Boolean(message.silent);
  event.waitUntil(
    self.registration.showNotification(message.title || 'Konyha', {
      body: message.body || '',
      tag: message.tag || undefined,
      data: { url: message.url || '/dashboard' },
      silent,
      requireInteraction: Boolean(message.requireInteraction),
      // renotify needs a tag; a later push of the same order rings again only when the server asks for it.
      renotify: Boolean(message.renotify && message.tag),
      icon: ICON,
      badge: BADGE,
      ...(silent ? {} : { vibrate: [300, 100, 300, 100, 300] }),
    }),
  );
});

/** A dashboard path of this origin; anything else opens the dashboard's home. */
function dashboardUrl(wanted) {
  const url = new URL(wanted || '/dashboard', self.location.origin);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/dashboard')) return '/dashboard';
  return url.pathname + url.search + url.hash;
}

/**
 * An open dashboard is brought forward and told where to go (its router moves there, keeping the live channel and
 * the sound it has); without one, a new window opens at the order.
 */
async function openDashboard(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).pathname.startsWith('/dashboard'));
  if (!open) return self.clients.openWindow(url);
  open.postMessage({ type: 'konyha.open', url });
  return open.focus();
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openDashboard(dashboardUrl(event.notification.data?.url)));
});
