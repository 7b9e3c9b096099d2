/**
 * /@/<name>: a player's public profile (issue 33, item 3; docs/ratings.md): each game
 * kind's rating (a "?" while provisional), its deviation and games, a graph of its
 * history, and the recent rated games, each linking to its game. A computer level's
 * profile ("Computer level 2") says what the level is, so a newcomer can tell what
 * "level 2" means; a name nobody holds gets a page that says so. Only what the API
 * answers publicly is shown: a profile never lists which games a pocket holds, only its
 * rated games, which are public as every game is.
 */
import { h, replaceChildren } from "../dom.ts";
import type { Page } from "../router.ts";
import { currentLocale, t } from "../i18n.ts";
import { ApiError } from "../api.ts";
import { loadVariants } from "../variants.ts";
import { fetchPlayerProfile } from "../ratings/ratings-api.ts";
import { intlLocale } from "../words.ts";
import { outcomeFor, outcomeSentence, ratingChangeText, ratingText } from "../ratings/rating-words.ts";
import { renderRatingGraph } from "../ratings/rating-graph.ts";
import type { PlayerProfile, RatedGameSummary } from "../../../src/contract/pocket.ts";
import "../ratings/ratings.css";

type Ratings = PlayerProfile["ratings"];

// the reader's own English for English, as every date of the pages (words.ts)
const day = (iso: string): string => new Intl.DateTimeFormat(intlLocale(), { dateStyle: "medium" }).format(new Date(iso));
const whole = (n: number): string => new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 0 }).format(Math.round(n));

/** One game kind's rating: the number, deviation and games, and the graph once there are two points to join. */
function ratingCard(variant: string, game: string, rating: Ratings[string]): HTMLElement {
  const id = `rating-${variant}`;
  return h(
    "section",
    { class: "rating-kind", "data-variant": variant, "aria-labelledby": `${id}-heading` },
    h("h3", { id: `${id}-heading` }, game),
    h(
      "dl",
      { class: "rating-facts" },
      h("div", {}, h("dt", {}, t("ratings.profile.rating")), h("dd", { class: "rating-value" }, ratingText(rating))),
      h("div", {}, h("dt", {}, t("ratings.profile.deviation")), h("dd", { class: "rating-deviation" }, t("ratings.profile.deviationValue", { deviation: whole(rating.deviation) }))),
      h("div", {}, h("dt", {}, t("ratings.profile.games")), h("dd", { class: "rating-games" }, whole(rating.games))),
    ),
    rating.history.length >= 2 ? renderRatingGraph(rating.history, game, id) : null,
  );
}

/** One recent rated game: what happened and against whom (a link to the game), its kind, the rating change and the day. */
function recentGame(game: RatedGameSummary, player: string, gameName: (variant: string) => string): HTMLElement {
  return h(
    "li",
    { class: `rated-game ${outcomeFor(game, player) ?? ""}`, "data-game": game.gameId },
    h("a", { href: `/g/${encodeURIComponent(game.gameId)}` }, outcomeSentence(game, player)),
    h("span", { class: "muted" }, gameName(game.variant)),
    h("span", { class: "rating-change", "aria-label": t("ratings.recent.changeLabel", { change: ratingChangeText(game.ratingBefore, game.ratingAfter) }) }, ratingChangeText(game.ratingBefore, game.ratingAfter)),
    h("time", { class: "muted", datetime: game.endedAt }, day(game.endedAt)),
  );
}

function renderProfile(profile: PlayerProfile, gameName: (variant: string) => string): HTMLElement {
  const kinds = Object.entries(profile.ratings).sort(([, a], [, b]) => b.games - a.games);
  const anyProvisional = kinds.some(([, rating]) => rating.provisional);
  const title = profile.computer ? t("ratings.profile.computerTitle", { level: profile.computer }) : profile.name;
  return h(
    "section",
    { class: "card profile", "data-player": profile.name },
    h("h1", { dir: "auto" }, title),
    h("p", { class: "muted" }, profile.computer ? t("ratings.profile.computerLead", { level: profile.computer }) : t("ratings.profile.since", { date: day(profile.createdAt) })),
    h("h2", {}, t("ratings.profile.ratingsHeading")),
    kinds.length === 0
      ? h("p", { class: "profile-empty" }, t(profile.computer ? "ratings.profile.computerNoGames" : "ratings.profile.noGames"))
      : h("div", { class: "rating-kinds" }, ...kinds.map(([variant, rating]) => ratingCard(variant, gameName(variant), rating))),
    anyProvisional ? h("p", { class: "muted" }, t("ratings.profile.provisionalNote")) : null,
    h("h2", {}, t("ratings.recent.heading")),
    profile.recent.length === 0
      ? h("p", { class: "muted" }, t("ratings.recent.none"))
      : h("ul", { class: "rated-games" }, ...profile.recent.map((game) => recentGame(game, profile.name, gameName))),
  );
}

function renderUnknown(name: string): HTMLElement {
  return h(
    "section",
    { class: "card profile-not-found" },
    h("h1", {}, t("ratings.notFound.title")),
    h("p", {}, t("ratings.notFound.lead", { name })),
    h("p", { class: "muted" }, t("ratings.notFound.check")),
    h("nav", { class: "tool-row", "aria-label": t("ratings.notFound.waysOn") }, h("a", { class: "button primary", href: "/" }, t("ratings.notFound.home"))),
  );
}

export function profilePage(root: HTMLElement, name: string): Page {
  let live = true;
  replaceChildren(root, h("section", { class: "card profile" }, h("p", { class: "muted", role: "status" }, t("ratings.profile.loading"))));
  document.title = t("ratings.profile.documentTitle", { name });
  void (async () => {
    try {
      const [profile, variants] = await Promise.all([fetchPlayerProfile(name), loadVariants().catch(() => [])]);
      if (!live) return;
      const names = new Map(variants.map((variant) => [variant.id, variant.name]));
      replaceChildren(root, renderProfile(profile, (variant) => names.get(variant) ?? variant));
    } catch (error) {
      if (!live) return;
      if (error instanceof ApiError && error.status === 404) {
        replaceChildren(root, renderUnknown(name));
        document.title = t("ratings.notFound.documentTitle");
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      replaceChildren(root, h("section", { class: "card profile" }, h("h1", { dir: "auto" }, name), h("p", { class: "banner error", role: "alert" }, message)));
    }
  })();
  return {
    unmount() {
      live = false;
    },
  };
}
