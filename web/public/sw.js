// Pigeon Post's service worker: it only shows "your turn" notices sent by Web Push and
// opens the game when one is clicked. It caches nothing: the pages always come fresh.
//
// The push payload is JSON { title, body, url } (src/worker/lifecycle/notices.ts). The
// url is the game's watch link, since a notice never carries a seat token; "#open-seat"
// asks the page to open the seat this browser saved for that game instead.

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const url = typeof data.url === "string" ? data.url : "/";
  event.waitUntil(
    self.registration.showNotification(typeof data.title === "string" ? data.title : "Pigeon Post", {
      body: typeof data.body === "string" ? data.body : "",
      // One notice per game: a newer one replaces the older instead of piling up.
      tag: url,
      renotify: true,
      data: { url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || "/", self.location.origin);
  // Only ever open pages of this site, whatever the payload says.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      // A tab that already shows this game (seat or watch link): bring it forward.
      const open = windows.find((client) => new URL(client.url).pathname === target.pathname);
      if (open) return open.focus();
      target.hash = target.pathname.startsWith("/g/") ? "open-seat" : target.hash;
      return self.clients.openWindow(target.href);
    })(),
  );
});
