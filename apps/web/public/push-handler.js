// Web Push in the portal's service worker (issue 17 item 2): vite-plugin-pwa's generated sw.js loads this file
// (workbox `importScripts`, pwa.config.ts). A reminder arrives as JSON { title, body, url } (the API's
// reminder-sender.ts); clicking it opens the portal at that URL, or focuses a portal window already open.
self.addEventListener('push', (event) => {
  let message = { title: 'Koperasi', body: 'Ada kabar baru di portal anggota.', url: '/notification' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a JSON payload still shows the default text.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'id',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a path of the portal itself: a payload never sends the member elsewhere.
  const target = new URL(event.notification.data?.url || '/notification', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(url).then((client) => (client ?? open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
