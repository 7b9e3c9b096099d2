/**
 * The home page's "My games": every seat this browser has opened, "your turn" first,
 * each with its game, opponent, whose turn and the time left, a mark when this seat has
 * notes (as this browser last saw them: notes need the seat's token), and a button to take it
 * off the list. The glance saved with each seat shows at once; then each game's public
 * snapshot is fetched (no token is sent) to bring the list up to date.
 */
import { fetchGame } from "./api.ts";
import { copyButton } from "./copy.ts";
import { h } from "./dom.ts";
import { timeLeftText } from "./game/clock.ts";
import { drainingTimeTo } from "./game/clock-now.ts";
import { groupByLeague } from "./my-games-leagues.ts";
import { followLeagues } from "./league-seats.ts";
import { listMyLeagues } from "./my-leagues.ts";
import { forgetSeat, listMySeats, noteSnapshot, orderSeats, standingOf, type MySeat } from "./my-games.ts";
import { formatDate } from "./words.ts";
import { t } from "./i18n.ts";
import { getGame } from "../../src/engine/registry.ts";
import { opposite } from "../../src/engine/types.ts";
import { isWeekend } from "../../src/contract/weekend.ts";
import "./game/lifecycle.css";
import "./game/notes.css";
import { sideName } from "./board/words.ts";
import { playerName } from "./player-name.ts";

/** The event a control inside My games sends (bubbling) after it noted new snapshots. */
export const MY_GAMES_CHANGED = "my-games-changed";

/** At most this many snapshot requests at once. */
const PARALLEL = 4;
/** How often an open list reads its games again (the time left is redrawn with it). */
const REFRESH_MS = 60_000;

/** A seat's badge in the list ("Your turn") and the line under it (the clock, or the result). */
export function standingWords(seat: MySeat): { badge: string; detail: string } {
  const glance = seat.glance;
  const standing = standingOf(seat);
  if (!glance) return { badge: "", detail: t("mygames.opened", { date: formatDate(seat.savedAt) }) };
  if (glance.status === "aborted") return { badge: t("mygames.badge.aborted"), detail: t("mygames.detail.endedBeforeBegan") };
  if (glance.status === "finished") {
    const outcome = glance.outcome;
    const result = outcome.status === "win" ? (outcome.winner === seat.side ? t("mygames.detail.youWon") : t("mygames.detail.youLost")) : t("mygames.detail.draw");
    return { badge: glance.offerToAnswer === "rematch" ? t("mygames.badge.rematchOffer") : t("mygames.badge.over"), detail: result };
  }
  const badge =
    glance.offerToAnswer === "draw" ? t("mygames.badge.drawOffer") : glance.offerToAnswer === "takeback" ? t("mygames.badge.takeback") : standing === "your-turn" ? t("mygames.badge.yourTurn") : t("mygames.badge.theirTurn");
  let detail: string;
  const control = glance.daysPerMove !== null ? t("mygames.control.perMove", { days: glance.daysPerMove }) : glance.bankDays !== undefined ? t("mygames.control.bank", { days: glance.bankDays }) : null;
  if (control === null) detail = t("mygames.detail.noClock");
  else if (!glance.deadline) detail = t("mygames.detail.clockStopped", { control });
  else if (glance.weekendZone && isWeekend(Date.now(), glance.weekendZone)) detail = t("mygames.detail.weekend", { control });
  else detail = timeLeftText(drainingTimeTo(Date.parse(glance.deadline), Date.now(), glance.weekendZone));
  return { badge, detail };
}

function item(seat: MySeat, onRemove: () => void): HTMLElement {
  const game = getGame(seat.variant || "");
  const gameName = game?.name ?? t("mygames.aGame");
  const side = game ? sideName(game, seat.side) : seat.side;
  const named = seat.glance?.names[opposite(seat.side)] ?? seat.opponent;
  const opponent = named === undefined ? "" : playerName(named);
  const { badge, detail } = standingWords(seat);
  const standing = standingOf(seat);
  const invite = seat.invite && seat.glance && !seat.glance.opponentJoined && seat.glance.status === "active";
  return h(
    "li",
    { class: `my-game standing-${standing}${invite ? " has-invite" : ""}`, "data-standing": standing },
    h(
      "a",
      { class: "my-game-link", href: seat.url },
      h("span", { class: "my-game-title" }, opponent ? t("mygames.gameVs", { game: gameName, opponent }) : gameName),
      h("span", { class: "my-game-side muted" }, t("mygames.youPlay", { side }), seat.hasNotes ? h("span", { class: "pill my-game-notes", "data-testid": "has-notes" }, t("mygames.myNotes")) : ""),
    ),
    h("span", { class: "my-game-state" }, badge ? h("span", { class: `badge badge-${standing}` }, badge) : "", h("span", { class: "my-game-time" }, detail)),
    invite && seat.invite ? h("span", { class: "my-game-invite" }, h("span", { class: "muted" }, t("mygames.waitingToJoin")), copyButton(seat.invite, t("mygames.copyTheirLink"))) : "",
    h("button", { type: "button", class: "quiet remove", title: t("mygames.remove"), "aria-label": t("mygames.removeGame", { game: opponent ? t("mygames.gameVs", { game: gameName, opponent }) : gameName }), onclick: onRemove }, "×"),
  );
}

/**
 * Draws My games into `section` and keeps it fresh: the games of the leagues it follows
 * and every game's snapshot read again every minute and whenever the tab comes back into
 * view, and the list redrawn after. Returns a function that stops it.
 */
export function showMyGames(section: HTMLElement, extra: readonly HTMLElement[] = []): () => void {
  const list = h("ul", { class: "my-games-list" });

  function draw(): void {
    const seats = orderSeats(listMySeats());
    const drawItem = (seat: MySeat): HTMLElement =>
      item(seat, () => {
        forgetSeat(seat.url);
        draw();
      });
    // a league's games go under their league, each group in the order of its most pressing game
    const { plain, groups } = groupByLeague(seats, drawItem);
    section.hidden = seats.length === 0 && groups.length === 0 && extra.length === 0;
    list.replaceChildren(...plain.map(drawItem));
    section.replaceChildren(
      h("h2", {}, t("mygames.title")),
      h("p", { class: "muted" }, seats.length || groups.length ? t("mygames.lead") : t("mygames.empty")),
      plain.length ? list : "",
      ...groups,
      ...extra,
    );
  }

  let refreshing = false;
  async function refresh(): Promise<void> {
    if (refreshing) return;
    refreshing = true;
    try {
      // a league that has started since: its games join the list before the snapshots are read
      await followLeagues(listMyLeagues());
      await readSnapshots();
    } finally {
      refreshing = false;
    }
    draw();
  }

  async function readSnapshots(): Promise<void> {
    const queue = [...new Set(listMySeats().map((seat) => seat.id))];
    const worker = async (): Promise<void> => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        try {
          noteSnapshot(await fetchGame(id));
        } catch {
          // Offline or gone: the saved glance stays.
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  }

  draw();
  // a control among `extra` that changed the saved seats (vacation in all games) asks for a redraw
  section.addEventListener(MY_GAMES_CHANGED, draw);
  void refresh();
  // turns change and leagues start while the page stands open: read again every minute and
  // when the player comes back to the tab, as the league page does
  const onVisible = (): void => {
    if (document.visibilityState === "visible") void refresh();
  };
  document.addEventListener("visibilitychange", onVisible);
  window.addEventListener("focus", onVisible);
  const timer = setInterval(() => void refresh(), REFRESH_MS);
  return () => {
    clearInterval(timer);
    document.removeEventListener("visibilitychange", onVisible);
    window.removeEventListener("focus", onVisible);
  };
}
