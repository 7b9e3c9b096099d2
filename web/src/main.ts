/**
 * Boots the single-page app: mounts the page for the current path and swaps it on navigation.
 * Every page but home is its own chunk, fetched when the page is first opened (issue 20,
 * item 13): the home page does not load the game page's code, nor the game page the
 * archive's. Home, the front door, comes with this module, so its code and the engines
 * its first words need load in the page's first round of requests instead of a second.
 */
import { h, replaceChildren } from "./dom.ts";
import { homePage } from "./pages/home.ts";
import { matchRoute, onNavigate, startRouter, type Page, type Route } from "./router.ts";
import { registerServiceWorker } from "./service-worker.ts";
import { startI18n, t } from "./i18n.ts";
import { mountLanguageSwitch } from "./language-switch.ts";
import { translateStaticWords } from "./static-words.ts";
import { startPocketSync } from "./pocket/sync.ts";

const app = document.getElementById("app") as HTMLElement;
let current: Page | undefined;
/** Counts navigations, so that a page whose code arrives after the reader moved on is not mounted. */
let navigation = 0;

/** The page a route shows, its module loaded on demand. */
async function pageFor(route: Route): Promise<((root: HTMLElement) => Page) | undefined> {
  switch (route.name) {
    case "home":
      return homePage;
    case "archive":
      return (await import("./pages/archive.ts")).archivePage;
    case "import":
      return (await import("./pages/import.ts")).importPage;
    case "verify":
      return (await import("./pages/verify.ts")).verifyPage;
    case "analysis": {
      const { analysisPage } = await import("./pages/analysis.ts");
      return (root) => analysisPage(root, route.variant);
    }
    case "rules-index":
      return (await import("./pages/rules.ts")).rulesIndexPage;
    case "rules": {
      const { rulesPage } = await import("./pages/rules.ts");
      return (root) => rulesPage(root, route.variant);
    }
    case "game": {
      const { gamePage } = await import("./pages/game.ts");
      return (root) => gamePage(root, route.id);
    }
    case "league": {
      const { leaguePage } = await import("./pages/league.ts");
      return (root) => leaguePage(root, route.id);
    }
    case "new-study":
      return (await import("./pages/new-study.ts")).newStudyPage;
    case "study": {
      const { studyPage } = await import("./pages/study.ts");
      return (root) => studyPage(root, route.id, route.chapter);
    }
    case "pocket":
      return (await import("./pages/pocket.ts")).pocketPage;
    case "profile": {
      const { profilePage } = await import("./pages/profile.ts");
      return (root) => profilePage(root, route.player);
    }
    case "not-found":
      return undefined;
  }
}

async function mount(): Promise<void> {
  const mine = ++navigation;
  current?.unmount?.();
  current = undefined;
  const route = matchRoute(location.pathname);
  document.title = t("app.title");
  for (const link of document.querySelectorAll<HTMLAnchorElement>("[data-nav]")) {
    link.classList.toggle("active", link.dataset.nav === route.name.replace("rules-index", "rules"));
  }
  let page: Awaited<ReturnType<typeof pageFor>>;
  try {
    page = await pageFor(route);
  } catch {
    // offline, or a new version was deployed since this page loaded and its old chunks are gone
    if (mine !== navigation) return;
    replaceChildren(app, h("section", { class: "card" }, h("h1", {}, t("app.notLoaded.title")), h("p", {}, t("app.notLoaded.detail")), h("button", { type: "button", class: "primary", onclick: () => location.reload() }, t("app.notLoaded.reload"))));
    return;
  }
  if (mine !== navigation) return;
  if (page) current = page(app);
  else replaceChildren(app, h("section", { class: "card" }, h("h1", {}, t("app.notFound.title")), h("p", {}, h("a", { href: "/" }, t("app.notFound.home")))));
  // a link to a part of a page ("/#my-games") opens there; any other page at its top
  const part = /^#[a-z][a-z-]*$/.test(location.hash) ? document.getElementById(location.hash.slice(1)) : null;
  if (part && !part.hidden) part.scrollIntoView();
  else window.scrollTo(0, 0);
}

// Nothing is drawn before the page's language is loaded: every word comes through t().
void startI18n().then(() => {
  translateStaticWords();
  mountLanguageSwitch(document.getElementById("site-footer") as HTMLElement);
  startRouter();
  onNavigate(() => void mount());
  void mount();
  registerServiceWorker();
  // the player's pocket (issue 33): the lists and the pocket kept in step on every page
  startPocketSync();
});
