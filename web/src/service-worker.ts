/**
 * Registers the service worker (public/sw.js) on every page of the app, not only when push
 * is turned on: it is what shows the offline page for a page load without network, and
 * browsers install a site as an app more readily with one. Without service workers
 * (an insecure origin, an old browser) the app works as before.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  // After the page's own loads, so the worker's install never competes with them.
  const register = (): void => {
    navigator.serviceWorker.register("/sw.js").catch((error: unknown) => console.warn("The service worker was not registered:", error));
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
