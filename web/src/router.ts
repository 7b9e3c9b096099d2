/**
 * Client-side routes over the History API. The Worker's SPA fallback serves index.html
 * for every page path, so a link can be opened directly or reloaded.
 */

/** A page mounted into the main element; `unmount` stops its timers and sockets. */
export interface Page {
  unmount?(): void;
}

export type Route =
  | { readonly name: "home" }
  | { readonly name: "game"; readonly id: string }
  | { readonly name: "league"; readonly id: string }
  | { readonly name: "archive" }
  | { readonly name: "import" }
  | { readonly name: "verify" }
  | { readonly name: "analysis"; readonly variant: string }
  | { readonly name: "rules-index" }
  | { readonly name: "rules"; readonly variant: string }
  | { readonly name: "new-study" }
  | { readonly name: "study"; readonly id: string; readonly chapter?: string }
  | { readonly name: "pocket" }
  | { readonly name: "profile"; readonly player: string }
  | { readonly name: "not-found" };

/** Which page a path shows. */
export function matchRoute(pathname: string): Route {
  if (pathname === "/" || pathname === "") return { name: "home" };
  if (pathname === "/archive" || pathname === "/archive/") return { name: "archive" };
  if (pathname === "/import" || pathname === "/import/") return { name: "import" };
  if (pathname === "/verify" || pathname === "/verify/") return { name: "verify" };
  if (pathname === "/rules" || pathname === "/rules/") return { name: "rules-index" };
  const rules = /^\/rules\/([a-z0-9-]+)\/?$/.exec(pathname);
  if (rules) return { name: "rules", variant: rules[1] };
  const analysis = /^\/analysis\/([a-z0-9-]+)\/?$/.exec(pathname);
  if (analysis) return { name: "analysis", variant: analysis[1] };
  const game = /^\/g\/([A-Za-z0-9_-]+)\/?$/.exec(pathname);
  if (game) return { name: "game", id: game[1] };
  const league = /^\/l\/([A-Za-z0-9_-]+)\/?$/.exec(pathname);
  if (league) return { name: "league", id: league[1] };
  if (pathname === "/p" || pathname === "/p/") return { name: "pocket" };
  if (pathname === "/s/new" || pathname === "/s/new/") return { name: "new-study" };
  const study = /^\/s\/([A-Za-z0-9_-]+)(?:\/([A-Za-z0-9_-]+))?\/?$/.exec(pathname);
  if (study) return study[2] ? { name: "study", id: study[1], chapter: study[2] } : { name: "study", id: study[1] };
  const player = profileNameFromPath(pathname);
  if (player !== undefined) return { name: "profile", player };
  return { name: "not-found" };
}

/**
 * The player named by a profile's address `/@/<name>` (percent-encoded by profilePath), or
 * undefined for any other path or a broken encoding. The "@" may itself arrive
 * percent-encoded (`/%40/Ann`: a link typed or pasted so, or an address some tool encoded).
 */
export function profileNameFromPath(pathname: string): string | undefined {
  const match = /^\/(?:@|%40)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

type Listener = () => void;
const listeners: Listener[] = [];

/** Goes to a same-site URL without reloading the page. */
export function navigate(url: string): void {
  history.pushState(null, "", new URL(url, location.href).href);
  // Always rebuild: even a new fragment alone (another seat of the same game) changes the page.
  notify();
}

/** Calls `listener` whenever the location changes (links, back/forward). */
export function onNavigate(listener: Listener): void {
  listeners.push(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Turns ordinary same-origin link clicks into client-side navigation, so pages use
 * plain `<a href>` (which also gives middle-click and "copy link" for free).
 */
export function startRouter(): void {
  window.addEventListener("popstate", notify);
  window.addEventListener("hashchange", notify);
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.("a");
    if (!anchor || anchor.target || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href, location.href);
    if (url.origin !== location.origin || url.pathname.startsWith("/api/") || url.pathname.startsWith("/embed/")) return;
    event.preventDefault();
    navigate(url.href);
  });
}
