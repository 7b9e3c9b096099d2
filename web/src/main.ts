/** Boots the single-page app: mounts the page for the current path and swaps it on navigation. */
import { h, replaceChildren } from "./dom.ts";
import { analysisPage } from "./pages/analysis.ts";
import { archivePage } from "./pages/archive.ts";
import { gamePage } from "./pages/game.ts";
import { homePage } from "./pages/home.ts";
import { importPage } from "./pages/import.ts";
import { rulesIndexPage, rulesPage } from "./pages/rules.ts";
import { matchRoute, onNavigate, startRouter, type Page } from "./router.ts";
import { registerServiceWorker } from "./service-worker.ts";

const app = document.getElementById("app") as HTMLElement;
let current: Page | undefined;

function mount(): void {
  current?.unmount?.();
  const route = matchRoute(location.pathname);
  document.title = "Pigeon Post";
  for (const link of document.querySelectorAll<HTMLAnchorElement>("[data-nav]")) {
    link.classList.toggle("active", link.dataset.nav === route.name.replace("rules-index", "rules"));
  }
  switch (route.name) {
    case "home":
      current = homePage(app);
      break;
    case "archive":
      current = archivePage(app);
      break;
    case "import":
      current = importPage(app);
      break;
    case "analysis":
      current = analysisPage(app, route.variant);
      break;
    case "rules-index":
      current = rulesIndexPage(app);
      break;
    case "rules":
      current = rulesPage(app, route.variant);
      break;
    case "game":
      current = gamePage(app, route.id);
      break;
    case "not-found":
      current = undefined;
      replaceChildren(app, h("section", { class: "card" }, h("h1", {}, "Nothing here"), h("p", {}, h("a", { href: "/" }, "Go to the home page"))));
      break;
  }
  // a link to a part of a page ("/#my-games") opens there; any other page at its top
  const part = /^#[a-z][a-z-]*$/.test(location.hash) ? document.getElementById(location.hash.slice(1)) : null;
  if (part) part.scrollIntoView();
  else window.scrollTo(0, 0);
}

startRouter();
onNavigate(mount);
mount();
registerServiceWorker();
