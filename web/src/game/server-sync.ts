/**
 * The game page and the server: the first load, snapshots from fetches and from the
 * socket (the newer one wins), sending a move and what to do when it fails or loses a
 * race, and following a rematch. Changes the page state and redraws; the views never
 * talk to the server.
 */
import { loadRecordTree } from "./record-tree.ts";
import { ApiError, fetchGame, postMove, type GameSnapshot } from "../api.ts";
import { createBoard } from "../board/board.ts";
import { h } from "../dom.ts";
import { glanceOf, noteSnapshot, rememberSeat } from "../my-games.ts";
import { clampPly, plyFromSearch, writePlyToUrl } from "../replay-url.ts";
import { navigate } from "../router.ts";
import { resolveSeatSide } from "../seat.ts";
import { boardLooksFor } from "../words.ts";
import { getGame } from "../../../src/engine/registry.ts";
import { opposite, type AnyGame, type Move } from "../../../src/engine/types.ts";
import { announceMoves } from "./describe.ts";
import { buildHistory, extendHistory, withMove, type GameHistory } from "./history.ts";
import { clearError, messageOf, showError, showNotice } from "./layout.ts";
import type { PageContext } from "./page-context.ts";
import { isOlder, mySide, resetInput, samePlay, type Loaded } from "./page-state.ts";
import { lostRaceMessage } from "./race.ts";
import { rematchJustStarted, rematchUrlFor } from "./rematch.ts";
import { isUnanswered, unsentSentence } from "./unsent-move.ts";
import { t } from "../i18n.ts";
import { playerName } from "../player-name.ts";

const offlineMove = (): string => t("game.sync.offlineMove");

/** Takes a snapshot from the server, unless it is older than the one shown. */
export function applySnapshot(ctx: PageContext, next: GameSnapshot): void {
  const { state } = ctx;
  if (state.unmounted) return;
  const l = state.loaded;
  if (!l) return firstLoad(ctx, next);
  const before = l.snapshot;
  if (isOlder(next, before)) return;
  l.snapshot = next;
  noteSnapshot(next);
  if (rematchJustStarted(before, next)) void followRematch(ctx, next);
  state.presence = next.presence ?? state.presence;
  const known = l.history.moves;
  if (next.moves.length !== known.length || next.moves.some((move, i) => move !== known[i])) {
    l.history = historyOf(ctx, l.game, next, l.history) ?? l.history;
  }
  announceNews(ctx, l, before, next);
  if (l.pending && next.ply >= l.pending.moves.length) l.pending = undefined;
  // a move waiting for Confirm was made in the position that has just changed
  if (next.ply !== before.ply || next.status !== "active") l.proposed = undefined;
  if (next.ply !== before.ply) {
    l.refusal = undefined;
    l.unsent = undefined;
  }
  if (!samePlay(before, next)) resetInput(state);
  ctx.render();
}

/**
 * The answer to a request sent at `sentAt` (performance.now()). The socket may have
 * pushed a newer state since the request left: the snapshot's version says which of
 * the two is newer, and on a tie the socket's (already shown) stays.
 */
export function applyAnswer(ctx: PageContext, next: GameSnapshot, sentAt: number): void {
  const { state } = ctx;
  if (state.loaded && state.lastPushAt > sentAt && next.version <= state.loaded.snapshot.version) return;
  if (next.imported) {
    // An imported game lives only in the archive: it never changes, and no socket serves it.
    state.archivedOnly = true;
    ctx.stopLive();
  }
  applySnapshot(ctx, next);
}

function firstLoad(ctx: PageContext, snapshot: GameSnapshot): void {
  const { state, els } = ctx;
  const game = getGame(snapshot.variant);
  if (!game) {
    els.status.textContent = t("game.sync.unknownVariant", { variant: snapshot.variant });
    return;
  }
  const history = historyOf(ctx, game, snapshot);
  if (!history) {
    els.status.textContent = t("game.sync.unknownPosition");
    return;
  }
  const board = createBoard({ ...boardLooksFor(game), onClick: ctx.onBoardClick });
  els.boardSlot.replaceChildren(board.element);
  state.loaded = {
    game, board, snapshot, history,
    pending: undefined, viewPly: clampPly(plyFromSearch(location.search), history.moves.length),
    input: { moves: [], prefix: [] }, choosing: false,
    orientation: "white", proposed: undefined, question: undefined, refusal: undefined, showAttackers: false, unsent: undefined,
  };
  state.presence = snapshot.presence ?? state.presence;
  noteSnapshot(snapshot);
  document.title = t("game.sync.documentTitle", { white: playerName(snapshot.names.white), black: playerName(snapshot.names.black), game: game.name });
  els.title.replaceChildren(
    game.name,
    snapshot.imported ? h("span", { class: "badge imported-badge" }, t("game.sync.imported")) : "",
    h("a", { class: "title-rules-link", href: `/rules/${game.id}`, target: "_blank", rel: "noopener" }, t("game.sync.howToPlay")),
  );
  // an imported record's check, made when it was imported (docs/api.md "Records you can verify")
  if (snapshot.imported && snapshot.verification) showNotice(els, t("game.sync.checkedWhenImported", { verification: snapshot.verification }));
  // an imported record's own comments and variations, kept by the archive, replace the move list
  if (snapshot.imported) {
    const loaded = state.loaded;
    void loadRecordTree(game, snapshot.id, history).then((found) => {
      if (found && state.loaded === loaded) {
        loaded.record = { tree: found.tree, graph: found.graph, variation: undefined };
        ctx.render();
      }
    });
  }
  if (state.seat) void findSeatSide(ctx, snapshot);
  resetInput(state);
  ctx.render();
}

/** Says in words the moves the other side made since `before` (the page's own are not news). */
function announceNews(ctx: PageContext, l: Loaded, before: GameSnapshot, next: GameSnapshot): void {
  if (next.ply <= before.ply || next.moves.slice(0, before.ply).some((move, i) => move !== before.moves[i])) return;
  // the history was brought up to `next` just before: unless its replay failed, it holds the new moves' sides and notes
  const history = l.history;
  if (history.moves.length !== next.moves.length) return;
  const side = history.sides[before.ply];
  if (side === mySide(ctx.state)) return;
  ctx.els.announce.textContent = announceMoves(l.game, side, next.moves.slice(before.ply), history.notes.slice(before.ply));
}

/** The snapshot's history, built on `known` where it can be (history.ts extendHistory); a replay's failure is said on the page. */
function historyOf(ctx: PageContext, game: AnyGame, snapshot: GameSnapshot, known?: GameHistory): GameHistory | undefined {
  const built = known ? extendHistory(game, known, snapshot) : buildHistory(game, snapshot);
  if (built?.problem) showNotice(ctx.els, t("game.sync.notReplayed", { problem: built.problem }));
  return built?.history;
}

/** Asks the server which side the page's seat token plays, then turns the board to it and remembers the game. */
async function findSeatSide(ctx: PageContext, snapshot: GameSnapshot): Promise<void> {
  const { state } = ctx;
  const seat = state.seat;
  if (!seat || !state.loaded) return;
  seat.side = await resolveSeatSide(snapshot.id, seat.token);
  const l = state.loaded;
  if (state.unmounted || !l) return;
  if (seat.side === "invalid") {
    showError(ctx.els, t("game.sync.notASeat"));
  } else if (seat.side !== "unknown") {
    l.orientation = seat.side;
    rememberSeat({
      id: snapshot.id, variant: snapshot.variant, side: seat.side,
      url: `/g/${snapshot.id}#seat=${seat.token}`,
      opponent: snapshot.names[opposite(seat.side)], savedAt: new Date().toISOString(),
      glance: glanceOf(l.snapshot, seat.side),
    });
  }
  resetInput(state);
  ctx.render();
}

/** Fetches the snapshot; `quiet` keeps a failure off the screen (the socket will catch up). */
export async function refetch(ctx: PageContext, { quiet = false } = {}): Promise<void> {
  const { state, els } = ctx;
  const sentAt = performance.now();
  try {
    applyAnswer(ctx, await fetchGame(state.id), sentAt);
  } catch (e) {
    if (state.loaded && quiet) return;
    if (state.loaded) return showError(els, messageOf(e));
    if (e instanceof ApiError && e.status === 404) return ctx.notFound();
    els.status.textContent = messageOf(e);
  }
}

/** Sends a move, shown at once as pending; on failure the board goes back to the server's position and says why. */
export async function submit(ctx: PageContext, move: Move): Promise<void> {
  const { state, els } = ctx;
  const l = state.loaded;
  const seat = state.seat;
  if (!l || !seat) return;
  const base = l.snapshot.ply;
  clearError(els);
  l.unsent = undefined;
  if (!navigator.onLine) {
    // Refused here, so nothing is shown as played that the server never saw.
    showError(els, offlineMove());
    l.unsent = move;
    resetInput(state);
    ctx.render();
    return;
  }
  l.pending = withMove(l.game, l.history, move.text);
  l.viewPly = undefined;
  writePlyToUrl(undefined);
  resetInput(state);
  ctx.render();
  const sentAt = performance.now();
  try {
    applyAnswer(ctx, await postMove(state.id, seat.token, move.text, base), sentAt);
  } catch (e) {
    // Back to the server's position at once.
    l.pending = undefined;
    resetInput(state);
    ctx.render();
    if (isUnanswered(e)) {
      // No answer, or the server's own trouble: the move is kept ready to play again. If
      // it did reach the server, the next snapshot shows it (and the ply check refuses a replay).
      showError(els, navigator.onLine ? unsentSentence(move.text) : offlineMove());
      l.unsent = move;
      ctx.render();
      await refetch(ctx, { quiet: true });
      if (state.loaded?.snapshot.moves[base] === move.text) clearError(els);
      return;
    }
    if (e instanceof ApiError && e.code === "stale_ply") {
      await refetch(ctx, { quiet: true });
      const moves = state.loaded?.snapshot.moves ?? [];
      if (moves[base] === move.text) showNotice(els, lostRaceMessage(move.text, base, moves));
      else showError(els, lostRaceMessage(move.text, base, moves));
      return;
    }
    showError(els, messageOf(e));
    await refetch(ctx);
  }
}

/** The rematch started while this page was open: both players and watchers move to it. */
async function followRematch(ctx: PageContext, snapshot: GameSnapshot): Promise<void> {
  const { state } = ctx;
  const seat = state.seat;
  const side = mySide(state);
  if (seat && !side) return;
  const url = await rematchUrlFor(snapshot, seat && side ? { token: seat.token, side } : undefined);
  if (url && !state.unmounted) navigate(url);
}
