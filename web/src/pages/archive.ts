/** The archive: finished games, newest first, filtered by game, paged with "More". */
import { fetchArchive, type ArchiveEntry, type VariantInfo } from "../api.ts";
import { h, replaceChildren } from "../dom.ts";
import type { Page } from "../router.ts";
import { loadVariants } from "../variants.ts";
import { describeResult, formatDate } from "../words.ts";

export function archivePage(root: HTMLElement): Page {
  const filter = h("select", { name: "variant", "aria-label": "Game" }, h("option", { value: "" }, "All games"));
  const list = h("ol", { class: "archive-list" });
  const status = h("p", { class: "muted archive-status" });
  const more = h("button", { type: "button", class: "quiet more", hidden: true }, "More");
  let variants: readonly VariantInfo[] = [];
  let cursor: string | undefined;
  // Each new filter starts a new listing; answers for an older one are dropped.
  let listing = 0;

  replaceChildren(
    root,
    h(
      "section",
      { class: "archive" },
      h("div", { class: "archive-head" }, h("h1", {}, "Archive"), h("label", { class: "field inline" }, h("span", {}, "Game"), filter)),
      list,
      status,
      more,
    ),
  );

  async function load(reset: boolean): Promise<void> {
    const mine = reset ? ++listing : listing;
    if (reset) {
      cursor = undefined;
      list.replaceChildren();
    }
    more.disabled = true;
    status.textContent = "Loading…";
    try {
      const page = await fetchArchive({ variant: filter.value || undefined, cursor });
      if (mine !== listing) return;
      list.append(...page.games.map((entry) => archiveRow(entry, variants)));
      cursor = page.nextCursor ?? undefined;
      more.hidden = !cursor;
      status.textContent = list.childElementCount === 0 ? "No finished games yet." : "";
    } catch (error) {
      if (mine === listing) status.textContent = error instanceof Error ? error.message : "The archive could not be loaded.";
    } finally {
      more.disabled = false;
    }
  }

  filter.addEventListener("change", () => void load(true));
  more.addEventListener("click", () => void load(false));
  loadVariants().then(
    (loaded) => {
      variants = loaded;
      filter.append(...loaded.map((v) => h("option", { value: v.id }, v.name)));
      void load(true);
    },
    () => void load(true),
  );
  return {};
}

function archiveRow(entry: ArchiveEntry, variants: readonly VariantInfo[]): HTMLElement {
  const variant = variants.find((v) => v.id === entry.variant);
  const sides = variant?.sides ?? { white: "White", black: "Black" };
  const moves = Math.ceil(entry.plies / 2);
  return h(
    "li",
    {},
    h(
      "a",
      { class: "archive-entry", href: `/g/${entry.id}` },
      h("span", { class: "archive-players" }, h("strong", {}, entry.white), " vs ", h("strong", {}, entry.black)),
      h("span", { class: "archive-game" }, variant?.name ?? entry.variant),
      h("span", { class: `archive-result result-${entry.result === "1/2-1/2" ? "draw" : entry.result === "1-0" ? "white" : "black"}` }, `${entry.result} · ${describeResult(entry.result, entry.termination, sides)}`),
      h("span", { class: "archive-meta muted" }, `${moves} ${moves === 1 ? "move" : "moves"} · ${formatDate(entry.endedAt)}`),
    ),
  );
}
