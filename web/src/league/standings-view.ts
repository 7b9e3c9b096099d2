/**
 * The league's tables, drawn from its public snapshot: the classic crosstable for a
 * round-robin (rows and columns are players, each cell links to its game), the standings
 * with tie-breaks for a Swiss, and the rounds with their games and bye. Shared by the
 * league page and the embed, so nothing here reads storage or the network.
 *
 * Each table sits in a scroll box of its own (a focusable region, so a keyboard can
 * scroll it too), with its first column sticky: on a phone a wide crosstable scrolls
 * sideways inside its box and the page never does.
 */
import { h } from "../dom.ts";
import { figureText, gamesBetween, playersInOrder, pointsText, scoreOf, scoreWords, tieBreakLabel } from "./results.ts";
import type { LeagueSnapshot, LeagueStanding } from "./types.ts";
import { t } from "../i18n.ts";
import { isRoundPlayed } from "../../../src/engine/league/ledger.ts";

export interface TableOptions {
  /** Where a game's link goes (the embed opens the site in a new tab). */
  readonly gameHref: (id: string) => string;
  /** Links open in a new tab (the embed). */
  readonly newTab?: boolean;
  /** The viewer's own name, whose row is marked. */
  readonly me?: string;
}

const linkAttrs = (options: TableOptions) => (options.newTab ? { target: "_blank", rel: "noopener" } : {});

/** A table in its own sideways-scrolling, keyboard-reachable box. */
function scrollBox(label: string, table: HTMLTableElement): HTMLElement {
  // named apart from the section around it ("Crosstable"), which a landmark must be
  return h("div", { class: "table-scroll", role: "region", "aria-label": t("league.table.scrollRegion", { label }), tabindex: 0 }, table);
}

function tieBreakKeys(league: LeagueSnapshot): string[] {
  return Object.keys(league.standings[0]?.tieBreaks ?? {});
}

function standingOf(league: LeagueSnapshot, name: string): LeagueStanding | undefined {
  return league.standings.find((s) => s.name === name);
}

/** One tie-break figure of a row, by its key. */
function figure(standing: LeagueStanding, key: string): number | null | undefined {
  return (standing.tieBreaks as Readonly<Record<string, number | null>>)[key];
}

function withdrawn(league: LeagueSnapshot, name: string): boolean {
  return league.players.some((p) => p.name === name && p.withdrawn);
}

/** The player's name cell (a row header), with "you" and "withdrawn" marks. */
function nameCell(league: LeagueSnapshot, name: string, options: TableOptions): HTMLTableCellElement {
  return h(
    "th",
    { scope: "row", class: "player-cell" },
    h("span", { class: "league-player-name" }, name),
    name === options.me ? h("span", { class: "pill you-pill" }, t("league.player.youMark")) : "",
    withdrawn(league, name) ? h("span", { class: "pill withdrawn-pill" }, t("league.player.withdrawnMark")) : "",
  );
}

function headerCell(text: string, title?: string): HTMLTableCellElement {
  return h("th", { scope: "col", ...(title ? { title } : {}) }, title && title !== text ? h("abbr", { title }, text) : text);
}

/**
 * The crosstable: a row per player in standing order, a numbered column per opponent in
 * the same order, then points and the tie-breaks. A cell holds the row player's score
 * against the column player, a link to the game (two in a double round-robin); a game
 * in play shows "*"; a result the withdrawal rule cancelled shows in brackets, and a game
 * it cancelled before it ended shows "×" (never "(*)": * is a game in play).
 */
export function renderCrosstable(league: LeagueSnapshot, options: TableOptions): HTMLElement {
  const players = playersInOrder(league);
  const keys = tieBreakKeys(league);
  const head = h(
    "tr",
    {},
    headerCell("#", t("league.table.rank")),
    h("th", { scope: "col", class: "player-cell" }, t("league.table.player")),
    ...players.map((name, i) => headerCell(String(i + 1), name)),
    headerCell(t("league.table.pointsShort"), t("league.table.points")),
    ...keys.map((key) => headerCell(tieBreakLabel(key).short, tieBreakLabel(key).long)),
  );
  const rows = players.map((name, i) => {
    const standing = standingOf(league, name);
    const cells = players.map((other, j) => {
      if (i === j) return h("td", { class: "self-cell", "aria-label": "—" }, "");
      const games = gamesBetween(league, name, other);
      if (games.length === 0) return h("td", { class: "score-cell" }, "");
      return h(
        "td",
        { class: "score-cell" },
        ...games.map((game) => {
          const score = scoreOf(game, name);
          const colour = game.white === name ? "white" : "black";
          // a game the withdrawal rule cancelled stays visible, its result in brackets, or × if it had none: it counts for nobody
          const shown = annulledMark(game, score) ?? score;
          // the name starts with what the cell shows (speech input users say what they see)
          const words = t(game.annulled ? "league.crosstable.cellCancelled" : "league.crosstable.cell", { shown, name, other, result: scoreWords(score) });
          return h(
            "a",
            { href: options.gameHref(game.id), class: `score score-${score === "*" ? "live" : "done"} as-${colour}${game.annulled ? " annulled" : ""}`, "aria-label": words, title: words, ...linkAttrs(options) },
            shown,
          );
        }),
      );
    });
    return h(
      "tr",
      { class: name === options.me ? "my-row" : "" },
      h("td", { class: "rank-cell" }, standing ? String(standing.rank) : ""),
      nameCell(league, name, options),
      ...cells,
      h("td", { class: "points-cell" }, standing ? pointsText(standing.points) : "0"),
      ...keys.map((key) => h("td", {}, standing ? figureText(figure(standing, key)) : "")),
    );
  });
  const table = h(
    "table",
    { class: "league-table crosstable" },
    h("caption", {}, t("league.crosstable.caption", { count: players.length })),
    h("thead", {}, head),
    h("tbody", {}, ...rows),
  );
  return scrollBox(t("league.standings.crosstableHeading"), table);
}

/** The Swiss standings: rank, player, points, games played and the tie-breaks. */
export function renderSwissTable(league: LeagueSnapshot, options: TableOptions): HTMLElement {
  const keys = tieBreakKeys(league);
  const players = playersInOrder(league);
  const table = h(
    "table",
    { class: "league-table swiss-table" },
    h("caption", {}, t("league.swiss.caption")),
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        headerCell("#", t("league.table.rank")),
        h("th", { scope: "col", class: "player-cell" }, t("league.table.player")),
        headerCell(t("league.table.pointsShort"), t("league.table.points")),
        headerCell(t("league.table.played")),
        ...keys.map((key) => headerCell(tieBreakLabel(key).short, tieBreakLabel(key).long)),
      ),
    ),
    h(
      "tbody",
      {},
      ...players.map((name) => {
        const standing = standingOf(league, name);
        return h(
          "tr",
          { class: name === options.me ? "my-row" : "" },
          h("td", { class: "rank-cell" }, standing ? String(standing.rank) : ""),
          nameCell(league, name, options),
          h("td", { class: "points-cell" }, standing ? pointsText(standing.points) : "0"),
          h("td", {}, String(standing?.played ?? 0)),
          ...keys.map((key) => h("td", {}, standing ? figureText(figure(standing, key)) : "")),
        );
      }),
    ),
  );
  return scrollBox(t("league.standings.heading"), table);
}

/** The table the league's format calls for. */
export function renderStandings(league: LeagueSnapshot, options: TableOptions): HTMLElement {
  return league.format === "round-robin" ? renderCrosstable(league, options) : renderSwissTable(league, options);
}

/** A cancelled game's mark in the crosstable: its result in brackets, or × for a game cancelled before it ended. */
export function annulledMark(game: LeagueSnapshot["rounds"][number]["games"][number], score: string): string | undefined {
  if (!game.annulled) return undefined;
  return game.result === null ? CANCELLED_MARK : `(${score})`;
}

/** The mark of a game the withdrawal rule cancelled before it ended (the key under the table says so). */
export const CANCELLED_MARK = "×";

/** The result of a game as a line says it: "1-0", or "in play". */
function resultText(game: LeagueSnapshot["rounds"][number]["games"][number]): string {
  if (game.annulled) return game.result === null ? t("league.rounds.cancelled") : t("league.rounds.resultCancelled", { result: game.result });
  return game.result === null ? t("league.rounds.inPlay") : game.result.replace("1/2", "½");
}

/** Each round: its games (white – black, the result, a link to watch) and its bye; the latest round first. */
export function renderRounds(league: LeagueSnapshot, options: TableOptions): HTMLElement {
  if (league.rounds.length === 0) return h("p", { class: "muted" }, league.status === "open" ? t("league.rounds.beforeStart") : t("league.rounds.none"));
  return h(
    "div",
    { class: "league-rounds" },
    ...[...league.rounds].reverse().map((round) =>
      h(
        "section",
        { class: "league-round", "aria-labelledby": `round-${round.number}` },
        h("h3", { id: `round-${round.number}` }, t("league.rounds.round", { number: round.number })),
        h(
          "ul",
          { class: "round-games" },
          ...round.games.map((game) =>
            h(
              "li",
              { class: game.white === options.me || game.black === options.me ? "my-game-row" : "" },
              h("a", { href: options.gameHref(game.id), ...linkAttrs(options) }, `${game.white} – ${game.black}`),
              h("span", { class: `round-result${game.result === null || game.annulled ? " muted" : ""}` }, resultText(game)),
            ),
          ),
          round.bye ? h("li", { class: "round-bye" }, h("span", {}, round.bye), h("span", { class: "muted" }, isRoundPlayed(round) ? t("league.rounds.bye") : t("league.rounds.byePending"))) : "",
        ),
      ),
    ),
  );
}
