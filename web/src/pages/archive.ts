/**
 * The archive: figures per game at the top, then finished games newest first, filtered by
 * game, result, termination, player and days, paged with "More". The filters live in the
 * page's query (`/archive?variant=the-pit&player=ann`), so a filtered archive is a link.
 * Below the filters, a month of the chosen game's records downloads as one file.
 */
import type { ArchiveEntry, VariantInfo } from "../api.ts";
import { h, replaceChildren } from "../dom.ts";
import {
  fetchArchivePage, fetchArchiveSummary, filtersFromQuery, filtersToQuery,
  type ArchiveFilters, type ArchiveSummary,
} from "../records-api.ts";
import type { Page } from "../router.ts";
import { loadVariants } from "../variants.ts";
import { monthDownload } from "./archive-download.ts";
import { END_REASONS, describeResult, formatDate, intlLocale, reasonLabel } from "../words.ts";
import { t } from "../i18n.ts";
import { messageWithParts } from "../message-parts.ts";
import { sidesByColour } from "../board/words.ts";
import { playerName } from "../player-name.ts";

/** Side names for a game this page does not know, in the page's language. */
const genericSides = (): { white: string; black: string } => ({ white: t("archive.side.white"), black: t("archive.side.black") });

export function archivePage(root: HTMLElement): Page {
  const initial = filtersFromQuery(location.search);
  const field = (label: string, control: HTMLElement): HTMLElement => h("label", { class: "field" }, h("span", {}, label), control);
  const controls = {
    variant: h("select", { name: "variant" }, h("option", { value: "" }, t("archive.filter.allGames"))),
    result: h("select", { name: "result" }),
    termination: h(
      "select",
      { name: "termination" },
      h("option", { value: "" }, t("archive.filter.anyEnding")),
      ...END_REASONS.map((reason) => h("option", { value: reason }, reasonLabel(reason))),
    ),
    player: h("input", { name: "player", type: "search", maxlength: 40, placeholder: t("archive.filter.eitherSide"), autocomplete: "off" }),
    from: h("input", { name: "from", type: "date" }),
    to: h("input", { name: "to", type: "date" }),
  };
  const clear = h("button", { type: "button", class: "quiet", hidden: true }, t("archive.filter.clear"));
  const form = h(
    "form",
    { class: "archive-filters", role: "search", "aria-label": t("archive.filter.label") },
    field(t("archive.filter.game"), controls.variant),
    field(t("archive.filter.result"), controls.result),
    field(t("archive.filter.ending"), controls.termination),
    field(t("archive.filter.player"), controls.player),
    field(t("archive.filter.from"), controls.from),
    field(t("archive.filter.to"), controls.to),
  );
  const download = monthDownload();
  const summary = h("section", { class: "archive-summary", "aria-label": t("archive.summary.label"), hidden: true });
  const list = h("ol", { class: "archive-list" });
  const status = h("p", { class: "muted archive-status", role: "status" });
  const more = h("button", { type: "button", class: "quiet more", hidden: true }, t("archive.more"));
  let variants: readonly VariantInfo[] = [];
  let cursor: string | undefined;
  // Each change of filters starts a new listing; answers for an older one are dropped.
  let listing = 0;
  let typing: ReturnType<typeof setTimeout> | undefined;

  replaceChildren(root, h("section", { class: "archive" }, h("div", { class: "archive-head" }, h("h1", {}, t("archive.title")), clear), summary, form, download.element, list, status, more));

  function current(): ArchiveFilters {
    return {
      variant: controls.variant.value, result: controls.result.value, termination: controls.termination.value,
      player: controls.player.value, from: controls.from.value, to: controls.to.value,
    };
  }

  function fill(filters: ArchiveFilters): void {
    controls.variant.value = filters.variant ?? "";
    fillResults(filters.result ?? "");
    controls.termination.value = filters.termination ?? "";
    controls.player.value = filters.player ?? "";
    controls.from.value = filters.from ?? "";
    controls.to.value = filters.to ?? "";
  }

  /** Result choices in the chosen game's side names ("Red won" in Pit of Pillars). */
  function fillResults(value: string): void {
    const named = variants.find((v) => v.id === controls.variant.value)?.sides;
    const sides = named ? sidesByColour(named) : genericSides();
    controls.result.replaceChildren(
      h("option", { value: "" }, t("archive.filter.anyResult")),
      h("option", { value: "1-0" }, t("archive.filter.whiteWon", { side: sides.white })),
      h("option", { value: "0-1" }, t("archive.filter.blackWon", { side: sides.black })),
      h("option", { value: "1/2-1/2" }, t("archive.filter.draw")),
    );
    controls.result.value = value;
  }

  /** Keeps the filters in the address bar, so the page can be linked, reloaded and shared. */
  function writeQuery(filters: ArchiveFilters): void {
    const search = filtersToQuery(filters).toString();
    const url = location.pathname + (search ? "?" + search : "");
    if (url !== location.pathname + location.search) history.replaceState(history.state, "", url);
    clear.hidden = search === "";
  }

  async function load(reset: boolean): Promise<void> {
    const filters = current();
    const mine = reset ? ++listing : listing;
    if (reset) {
      cursor = undefined;
      writeQuery(filters);
      download.setVariant(filters.variant ?? "", variants.find((v) => v.id === filters.variant)?.name ?? "");
    }
    more.disabled = true;
    status.textContent = t("archive.loading");
    try {
      const page = await fetchArchivePage(filters, cursor);
      if (mine !== listing) return;
      if (reset) list.replaceChildren();
      list.append(...page.games.map((entry) => archiveRow(entry, variants)));
      cursor = page.nextCursor ?? undefined;
      more.hidden = !cursor;
      const filtered = filtersToQuery(filters).toString() !== "";
      status.textContent = list.childElementCount > 0 ? "" : filtered ? t("archive.noMatch") : t("archive.empty");
    } catch (error) {
      if (mine !== listing) return;
      if (reset) list.replaceChildren();
      more.hidden = true;
      status.textContent = error instanceof Error ? error.message : t("archive.notLoaded");
    } finally {
      more.disabled = false;
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    clearTimeout(typing);
    void load(true);
  });
  form.addEventListener("change", (event) => {
    if (event.target === controls.variant) fillResults(controls.result.value);
    clearTimeout(typing);
    void load(true);
  });
  // A name is looked up once typing pauses.
  controls.player.addEventListener("input", () => {
    clearTimeout(typing);
    typing = setTimeout(() => void load(true), 400);
  });
  clear.addEventListener("click", () => {
    fill({});
    void load(true);
  });
  more.addEventListener("click", () => void load(false));

  fill(initial);
  const start = (): void => {
    fill(initial);
    void load(true);
    void showSummary();
  };
  loadVariants().then(
    (loaded) => {
      variants = loaded;
      controls.variant.append(...loaded.map((v) => h("option", { value: v.id }, v.name)));
      start();
    },
    start,
  );

  async function showSummary(): Promise<void> {
    try {
      const figures = (await fetchArchiveSummary()).filter((entry) => entry.games > 0);
      summary.replaceChildren(...figures.map((entry) => summaryCard(entry, variants)));
      summary.hidden = figures.length === 0;
    } catch {
      summary.hidden = true; // the list below still works without the figures
    }
  }

  return {
    unmount() {
      clearTimeout(typing);
    },
  };
}

/** One game's figures; the card links to the archive filtered by that game. */
function summaryCard(entry: ArchiveSummary, variants: readonly VariantInfo[]): HTMLElement {
  const variant = variants.find((v) => v.id === entry.variant);
  const sides = variant ? sidesByColour(variant.sides) : genericSides();
  const share = (n: number): string => (entry.games ? new Intl.NumberFormat(intlLocale(), { style: "percent" }).format(n / entry.games) : "");
  const figure = (label: string, n: number, kind: string): HTMLElement =>
    h("div", { class: `figure figure-${kind}`, title: share(n) }, h("dt", {}, label), h("dd", {}, formatNumber(n)));
  const bar = h(
    "div",
    { class: "result-bar", "aria-hidden": "true" },
    h("span", { class: "bar-white", style: `flex:${entry.whiteWins}` }),
    h("span", { class: "bar-draw", style: `flex:${entry.draws}` }),
    h("span", { class: "bar-black", style: `flex:${entry.blackWins}` }),
  );
  return h(
    "a",
    { class: "summary-card", href: `/archive?variant=${encodeURIComponent(entry.variant)}`, "data-variant": entry.variant },
    h("div", { class: "summary-title" }, h("strong", {}, variant?.name ?? entry.variant), h("span", { class: "muted" }, t("archive.summary.games", { count: entry.games }))),
    bar,
    h(
      "dl",
      { class: "figures" },
      figure(t("archive.summary.wins", { side: sides.white }), entry.whiteWins, "white"),
      figure(t("archive.summary.wins", { side: sides.black }), entry.blackWins, "black"),
      figure(t("archive.summary.draws"), entry.draws, "draw"),
      h("div", { class: "figure figure-length" }, h("dt", {}, t("archive.summary.averageMoves")), h("dd", {}, formatNumber(Math.round(entry.averageMoves)))),
    ),
  );
}

function archiveRow(entry: ArchiveEntry, variants: readonly VariantInfo[]): HTMLElement {
  const variant = variants.find((v) => v.id === entry.variant);
  const sides = variant ? sidesByColour(variant.sides) : genericSides();
  return h(
    "li",
    {},
    h(
      "a",
      { class: "archive-entry", href: `/g/${entry.id}`, "data-id": entry.id },
      h("span", { class: "archive-players" }, ...messageWithParts("archive.players", { white: h("strong", {}, playerName(entry.white)), black: h("strong", {}, playerName(entry.black)) })),
      h(
        "span",
        { class: "archive-game" },
        variant?.name ?? entry.variant,
        entry.imported ? h("span", { class: "badge", title: t("archive.importedTitle") }, t("archive.imported")) : null,
      ),
      h("span", { class: `archive-result result-${entry.result === "1/2-1/2" ? "draw" : entry.result === "1-0" ? "white" : "black"}` }, `${entry.result} · ${describeResult(entry.result, entry.termination, sides)}`),
      h("span", { class: "archive-meta muted" }, t("archive.meta", { moves: entry.moves, date: formatDate(entry.endedAt) })),
    ),
  );
}

function formatNumber(n: number): string {
  return new Intl.NumberFormat(intlLocale()).format(n);
}
