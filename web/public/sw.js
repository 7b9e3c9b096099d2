// Pigeon Post's service worker: it shows "your turn" notices sent by Web Push, opens the
// game when one is clicked, and shows an offline page for a page load that cannot reach
// the network. It keeps only that page and the few files it loads: every other page, and
// everything under /api/ (games, seats, notices), always comes fresh from the network and
// is never stored. (A seat's token is in the link's #fragment, which no request carries.)
//
// The push payload is JSON { title, body, url } (src/worker/lifecycle/notices.ts). The
// url is the game's watch link, since a notice never carries a seat token; "#open-seat"
// asks the page to open the seat this browser saved for that game instead.

// The files the offline page needs. The build (web/sw-precache.ts) replaces this line with
// the page's own list, hashed style sheet included, so a new build is a new worker.
const PRECACHE = ["/offline"];
const CACHE = "offline";

/**
 * Keeps the offline page and its files, and drops files of an older build's page. A
 * failure (the network dropped during install) is not the install's: push must work
 * without the offline page, which is fetched again on the next page load (below).
 */
async function precache() {
  try {
    const cache = await caches.open(CACHE);
    await cache.addAll(PRECACHE);
    for (const request of await cache.keys()) {
      if (!PRECACHE.includes(new URL(request.url).pathname)) await cache.delete(request);
    }
  } catch (error) {
    console.warn("The offline page was not kept:", error);
  }
}

/**
 * Chromium's static routing: every request the fetch handler below leaves alone (all but a
 * navigation and the offline page's own files) goes to the network without the worker being
 * started or sent an event for it. A page's scripts, styles, pictures and API reads then cost
 * nothing here. A browser without static routing dispatches every request as before, and the
 * handler answers the same; a route refused is only a lost shortcut.
 */
async function addStaticRoutes(event) {
  if (typeof event.addRoutes !== "function" || typeof URLPattern !== "function") return;
  try {
    await event.addRoutes([
      { condition: { requestMode: "navigate" }, source: "fetch-event" },
      ...PRECACHE.map((pathname) => ({ condition: { urlPattern: new URLPattern({ pathname }) }, source: "fetch-event" })),
      { condition: { urlPattern: new URLPattern({}) }, source: "network" },
    ]);
  } catch (error) {
    console.warn("The service worker's routes were not set:", error);
  }
}

self.addEventListener("install", (event) => event.waitUntil(Promise.all([addStaticRoutes(event), precache()]).then(() => self.skipWaiting())));
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/**
 * The offline page, as a fresh response: a navigation may not be answered with a response
 * that came through a redirect, and one kept from an older deployment might have.
 */
async function offlinePage() {
  const cached = await caches.match("/offline", { cacheName: CACHE });
  if (!cached) return Response.error();
  return new Response(cached.body, { status: 200, headers: cached.headers });
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  // Not ours to answer: other sites, writes, the API. The browser fetches them as if there were no worker.
  if (request.method !== "GET" || url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") {
    event.respondWith(
      fetch(request).then(
        (response) => {
          // online: make up for an install that could not keep the offline page
          event.waitUntil(caches.match("/offline", { cacheName: CACHE }).then((kept) => kept || precache()));
          return response;
        },
        () => offlinePage(),
      ),
    );
    return;
  }
  if (!PRECACHE.includes(url.pathname)) return;
  // The offline page's own files: from the network while there is one, else the copy kept.
  event.respondWith(fetch(request).catch(async () => (await caches.match(request, { cacheName: CACHE })) ?? Response.error()));
});

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
