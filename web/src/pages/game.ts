/**
 * The game page: wires the page state (game/page-state.ts) to the server (fetches, moves,
 * the socket) and to the views (board, players, side column, feature panels). With a
 * seat token in the fragment the page can move for that side; without one it watches.
 */
import { lostRaceMessage } from "../game/race.ts";
import { ApiError, fetchGame, postMove, type GameSnapshot } from "../api.ts";
import type { PlayerMessage } from "../lifecycle-api.ts";
import { createBoard } from "../board/board.ts";
import { h, replaceChildren } from "../dom.ts";
import { renderBoardView } from "../game/board-view.ts";
import { createClock } from "../game/clock.ts";
import { buildHistory, withMove, type GameHistory } from "../game/history.ts";
import { createConditionalPanel, type ConditionalPanel } from "../game/conditional-panel.ts";
import { createMessagesPanel, type MessagesPanel } from "../game/messages.ts";
import { createNoticesPanel } from "../game/notices.ts";
import { confirmsMoves, readConfirmSetting, writeConfirmSetting } from "../game/move-confirmation.ts";
import { announceMoves, describePosition } from "../game/describe.ts";
import { createInvitePanel } from "../game/invite-panel.ts";
import { createOffers } from "../game/offers.ts";
import {
  createPageState,
  flip,
  isOlder,
  mySide,
  resetInput,
  samePlay,
  selectPly,
  shownPly,
  type Loaded,
} from "../game/page-state.ts";
import { renderPlayers } from "../game/players-view.ts";
import { createTypedMove } from "../game/typed-move.ts";
import { createRecoveryPanel } from "../game/recovery.ts";
import { findRematchLink, rematchJustStarted, rematchUrlFor } from "../game/rematch.ts";
import { suggestMove } from "../game/computer-hint.ts";
import { createShareBox } from "../game/share.ts";
import { renderSide } from "../game/side-view.ts";
import { click } from "../move-input.ts";
import { glanceOf, noteSnapshot, pendingInvitation, rememberSeat } from "../my-games.ts";
import { clampPly, plyFromSearch, writePlyToUrl } from "../replay-url.ts";
import { navigate, type Page } from "../router.ts";
import { boardLooksFor } from "../words.ts";
import { resolveSeatSide, seatTokenForPage } from "../seat.ts";
import { GameSocket } from "../socket.ts";
import { getGame } from "../../../src/engine/registry.ts";
import { opposite, type AnyGame, type Move } from "../../../src/engine/types.ts";

const OFFLINE_MOVE = "You are offline; your move was not sent.";
const UNSENT_MOVE = "Your move was not sent: the server cannot be reached. Check your connection and play it again.";

export function gamePage(root: HTMLElement, id: string): Page {
  const state = createPageState(id, seatTokenForPage(id));
  const { seat } = state;
  let panels: HTMLElement[] | undefined;
  let messagesPanel: MessagesPanel | undefined;
  let conditionalPanel: ConditionalPanel | undefined;
  /** Messages the socket brought before the seat's side (and so its panel) was known. */
  let messages: readonly PlayerMessage[] = [];
  const clock = createClock(() => void refetch({ quiet: true }));
  const offers = createOffers({
    gameId: id,
    token: seat?.token,
    onSnapshot: (snapshot, sentAt) => applyAnswer(snapshot, sentAt),
    onError: (message) => showError(message),
    refetch: () => void refetch(),
  });

  const invite = createInvitePanel();
  const els = {
    title: h("h1", { class: "game-title" }),
    status: h("p", { class: "game-status", role: "status", "aria-live": "polite" }),
    extra: h("p", { class: "extra-move", role: "status", hidden: true }),
    legend: h("div", { class: "legend-slot" }),
    // what a screen reader hears of the opponent's moves, and the position on request
    announce: h("p", { class: "offscreen", role: "status", "aria-live": "polite", "data-testid": "announce" }),
    described: h("p", { class: "described", "aria-live": "polite", hidden: true }),
    connection: h("p", { class: "connection", role: "status", hidden: true }),
    banner: h("div", { class: "banner error", role: "alert", hidden: true }),
    notice: h("div", { class: "banner info", hidden: true }),
    playerTop: h("div", { class: "player player-top" }),
    playerBottom: h("div", { class: "player player-bottom" }),
    boardSlot: h("div", { class: "board-slot" }),
    moveBar: h("div", { class: "move-bar-slot" }),
    typed: createTypedMove((text) => typeMove(text)),
    replay: h("div", { class: "replay-slot" }),
    moves: h("div", { class: "moves-slot" }),
    tools: h("div", { class: "game-tools" }),
    share: createShareBox(id),
    live: h("span", { class: "live-dot", title: "Live updates" }),
  };
  replaceChildren(
    root,
    h(
      "section",
      { class: "game-page" },
      h("div", { class: "game-main" }, els.playerTop, els.boardSlot, els.playerBottom, els.moveBar, els.typed.element),
      h(
        "aside",
        { class: "game-side" },
        els.title,
        h("div", { class: "status-line" }, els.status, els.live),
        els.announce,
        els.extra,
        invite.element,
        clock.element,
        els.connection,
        offers.element,
        els.banner,
        els.notice,
        els.replay,
        els.moves,
        els.tools,
        h("button", { type: "button", class: "quiet describe", onclick: () => describe() }, "Describe position"),
        els.described,
        els.legend,
        els.share,
      ),
    ),
  );
  els.status.textContent = "Loading the game…";

  // ---- data flow -------------------------------------------------------------

  /** Takes a snapshot from the server, unless it is older than the one shown. */
  function applySnapshot(next: GameSnapshot): void {
    if (state.unmounted) return;
    const l = state.loaded;
    if (!l) return firstLoad(next);
    const before = l.snapshot;
    if (isOlder(next, before)) return;
    l.snapshot = next;
    noteSnapshot(next);
    if (rematchJustStarted(before, next)) void followRematch(next);
    state.presence = next.presence ?? state.presence;
    const known = l.history.moves;
    announceNews(l, before, next);
    if (next.moves.length !== known.length || next.moves.some((move, i) => move !== known[i])) {
      l.history = historyOf(l.game, next) ?? l.history;
    }
    if (l.pending && next.ply >= l.pending.moves.length) l.pending = undefined;
    // a move waiting for Confirm was made in the position that has just changed
    if (next.ply !== before.ply || next.status !== "active") l.proposed = undefined;
    if (next.ply !== before.ply) l.refusal = undefined;
    if (!samePlay(before, next)) resetInput(state);
    render();
  }

  /**
   * The answer to a request sent at `sentAt` (performance.now()). The socket may have
   * pushed a newer state since the request left: the snapshot's version says which of
   * the two is newer, and on a tie the socket's (already shown) stays.
   */
  function applyAnswer(next: GameSnapshot, sentAt: number): void {
    if (state.loaded && state.lastPushAt > sentAt && next.version <= state.loaded.snapshot.version) return;
    if (next.imported) {
      // An imported game lives only in the archive: it never changes, and no socket serves it.
      state.archivedOnly = true;
      socket.close();
    }
    applySnapshot(next);
  }

  function firstLoad(snapshot: GameSnapshot): void {
    const game = getGame(snapshot.variant);
    if (!game) {
      els.status.textContent = `This game (${snapshot.variant}) is not known to this page. Reload to get the latest version.`;
      return;
    }
    const history = historyOf(game, snapshot);
    if (!history) {
      els.status.textContent = "This game's position cannot be shown by this page. Reload to get the latest version.";
      return;
    }
    const board = createBoard({ ...boardLooksFor(game), onClick: onBoardClick });
    els.boardSlot.replaceChildren(board.element);
    state.loaded = {
      game, board, snapshot, history,
      pending: undefined, viewPly: clampPly(plyFromSearch(location.search), history.moves.length),
      input: { moves: [], prefix: [] }, choosing: false,
      orientation: "white", proposed: undefined, refusal: undefined,
    };
    state.presence = snapshot.presence ?? state.presence;
    noteSnapshot(snapshot);
    document.title = `${snapshot.names.white} vs ${snapshot.names.black} · ${game.name} · Pigeon Post`;
    els.title.replaceChildren(
      game.name,
      snapshot.imported ? h("span", { class: "badge imported-badge" }, "Imported record") : "",
      h("a", { class: "title-rules-link", href: `/rules/${game.id}`, target: "_blank", rel: "noopener" }, "How to play"),
    );
    if (seat) void findSeatSide(snapshot);
    resetInput(state);
    render();
  }

  /** Says in words the moves the other side made since `before` (the page's own are not news). */
  function announceNews(l: Loaded, before: GameSnapshot, next: GameSnapshot): void {
    if (next.ply <= before.ply || next.moves.slice(0, before.ply).some((move, i) => move !== before.moves[i])) return;
    const built = buildHistory(l.game, next)?.history;
    if (!built) return;
    const side = built.sides[before.ply];
    if (side === mySide(state)) return;
    els.announce.textContent = announceMoves(l.game, side, next.moves.slice(before.ply), next.notes.slice(before.ply));
  }

  function describe(): void {
    const l = state.loaded;
    if (!l) return;
    els.described.hidden = false;
    els.described.textContent = describePosition(l.game, l.game.view(l.history.states[l.history.states.length - 1]), l.snapshot.turn);
  }

  function historyOf(game: AnyGame, snapshot: GameSnapshot): GameHistory | undefined {
    const built = buildHistory(game, snapshot);
    if (built?.problem) showNotice(`The moves could not be replayed here (${built.problem}); showing the current position only.`);
    return built?.history;
  }

  async function findSeatSide(snapshot: GameSnapshot): Promise<void> {
    if (!seat || !state.loaded) return;
    seat.side = await resolveSeatSide(snapshot.id, seat.token);
    const l = state.loaded;
    if (state.unmounted || !l) return;
    if (seat.side === "invalid") {
      showError("This seat link is not a seat of this game. You are watching.");
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
    render();
  }

  /** Fetches the snapshot; `quiet` keeps a failure off the screen (the socket will catch up). */
  async function refetch({ quiet = false } = {}): Promise<void> {
    const sentAt = performance.now();
    try {
      applyAnswer(await fetchGame(id), sentAt);
    } catch (e) {
      if (state.loaded && quiet) return;
      if (state.loaded) return showError(messageOf(e));
      const missing = e instanceof ApiError && e.status === 404;
      els.status.textContent = missing ? "There is no game at this address." : messageOf(e);
      // nothing to share of a game that is not there; the page still needs its heading
      if (missing) els.share.hidden = true;
      if (missing) els.title.textContent = "Game not found";
      // Nothing will ever arrive for a game that does not exist.
      if (missing) socket.close();
    }
  }

  async function submit(move: Move): Promise<void> {
    const l = state.loaded;
    if (!l || !seat) return;
    const base = l.snapshot.ply;
    clearError();
    if (!navigator.onLine) {
      // Refused here, so nothing is shown as played that the server never saw.
      showError(OFFLINE_MOVE);
      resetInput(state);
      render();
      return;
    }
    l.pending = withMove(l.game, l.history, move.text);
    l.viewPly = undefined;
    writePlyToUrl(undefined);
    resetInput(state);
    render();
    const sentAt = performance.now();
    try {
      applyAnswer(await postMove(id, seat.token, move.text, base), sentAt);
    } catch (e) {
      // Back to the server's position at once.
      l.pending = undefined;
      resetInput(state);
      render();
      if (e instanceof ApiError && e.status === 0) {
        // The request failed on the way. If the move did reach the server, the next
        // snapshot shows it (and the ply check refuses a replay).
        showError(navigator.onLine ? UNSENT_MOVE : OFFLINE_MOVE);
        await refetch({ quiet: true });
        if (state.loaded?.snapshot.moves[base] === move.text) clearError();
        return;
      }
      if (e instanceof ApiError && e.code === "stale_ply") {
        await refetch({ quiet: true });
        const moves = state.loaded?.snapshot.moves ?? [];
        if (moves[base] === move.text) showNotice(lostRaceMessage(move.text, base, moves));
        else showError(lostRaceMessage(move.text, base, moves));
        return;
      }
      showError(messageOf(e));
      await refetch();
    }
  }

  /** The rematch started while this page was open: both players and watchers move to it. */
  async function followRematch(snapshot: GameSnapshot): Promise<void> {
    const side = mySide(state);
    if (seat && !side) return;
    const url = await rematchUrlFor(snapshot, seat && side ? { token: seat.token, side } : undefined);
    if (url && !state.unmounted) navigate(url);
  }

  // ---- input -------------------------------------------------------------------

  function onBoardClick(clicked: string | undefined): void {
    const l = state.loaded;
    if (!l || l.input.moves.length === 0) return;
    const result = click(l.input, clicked);
    // a click that starts nothing: the engine may say why (a bin piece the rules forbid taking)
    const position = l.history.states[l.history.states.length - 1];
    l.refusal = clicked && result.input.prefix.length === 0 && !result.play ? l.game.explainPath?.(position, [...l.input.prefix, clicked]) : undefined;
    l.input = result.input;
    l.choosing = false;
    if (result.play) propose(result.play);
    else render();
  }

  /** A move typed in notation: played when it is one of the legal moves, else the engine says why. */
  function typeMove(text: string): boolean {
    const l = state.loaded;
    if (!l) return false;
    const move = l.input.moves.find((m) => m.text === text);
    if (move) {
      l.refusal = undefined;
      propose(move);
      return true;
    }
    const played = l.game.play(l.history.states[l.history.states.length - 1], text);
    l.refusal = played.ok ? "It is not your move now." : played.error.message;
    render();
    return false;
  }

  /** A move made on the board: sent at once, or first shown with Confirm when this browser asks for it. */
  function propose(move: Move): void {
    const l = state.loaded;
    if (!l) return;
    if (!confirmsMoves(readConfirmSetting(), l.snapshot.timeControl?.daysPerMove ?? null)) return void submit(move);
    l.proposed = move;
    render();
  }

  function settleProposal(send: boolean): void {
    const l = state.loaded;
    const move = l?.proposed;
    if (!l || !move) return;
    l.proposed = undefined;
    resetInput(state);
    if (send) void submit(move);
    else render();
  }

  function showPly(ply: number): void {
    selectPly(state, ply);
    writePlyToUrl(state.loaded?.viewPly);
    render();
  }

  const onKey = (event: KeyboardEvent): void => {
    const l = state.loaded;
    if (!l || (event.target as Element).closest?.("input, textarea, select, dialog")) return;
    const ply = shownPly(l);
    if (event.key === "ArrowLeft") showPly(Math.max(0, ply - 1));
    else if (event.key === "ArrowRight") showPly(ply + 1);
    else return;
    event.preventDefault();
  };
  document.addEventListener("keydown", onKey);

  // ---- drawing -----------------------------------------------------------------

  function render(): void {
    const l = state.loaded;
    if (!l) return;
    renderBoardView(state, l, els.moveBar, {
      onClick: onBoardClick,
      onSubmit: propose,
      onConfirm: () => settleProposal(true),
      onCancelProposal: () => settleProposal(false),
      onRefused: (reason) => {
        l.refusal = reason;
        render();
      },
      onChoose: () => {
        l.choosing = true;
        render();
      },
    });
    renderPlayers(state, l, els.playerTop, els.playerBottom);
    els.typed.update(l.input.moves);
    const side = mySide(state);
    invite.update(side && l.snapshot.status === "active" ? pendingInvitation(id, l.snapshot.joined?.[opposite(side)] ?? true) : undefined, l.game.name);
    clock.update({ snapshot: l.snapshot, sideNames: l.game.sideNames, mySide: mySide(state) });
    findRematchLink(state, l, render);
    offers.update({
      snapshot: l.snapshot, sideNames: l.game.sideNames, mySide: mySide(state),
      movedSides: l.history.sides, rematchUrl: state.rematchLink?.url,
    });
    renderSide(
      state,
      l,
      els,
      {
        onSelectPly: showPly,
        onFlip: () => (flip(state), render()),
        confirming: confirmsMoves(readConfirmSetting(), l.snapshot.timeControl?.daysPerMove ?? null),
        onConfirmSetting: (on) => {
          writeConfirmSetting(on ? "on" : "off");
          render();
        },
        onHint: () => void suggestMove(state, l, render),
      },
      seatPanels(),
    );
  }

  /** Messages, notices and recovery, for a seat: made once, so their state survives redraws. */
  function seatPanels(): HTMLElement[] {
    const side = mySide(state);
    if (!seat || !side || !state.loaded) return [];
    if (!panels) {
      messagesPanel = createMessagesPanel({ gameId: id, token: seat.token, mySide: side, names: state.loaded.snapshot.names });
      messagesPanel.receive(messages);
      conditionalPanel = createConditionalPanel(id, seat.token);
      panels = [messagesPanel.element, conditionalPanel.element, createNoticesPanel({ gameId: id, token: seat.token }), createRecoveryPanel(id, seat.token)];
    }
    conditionalPanel?.update(state.loaded.snapshot, side);
    return panels;
  }

  function showError(message: string): void {
    els.banner.hidden = false;
    els.banner.replaceChildren(h("span", {}, message), h("button", { type: "button", class: "quiet close", "aria-label": "Dismiss", onclick: clearError }, "×"));
  }

  function clearError(): void {
    els.banner.hidden = true;
  }

  function showNotice(message: string): void {
    els.notice.hidden = false;
    els.notice.textContent = message;
  }

  // ---- start -------------------------------------------------------------------

  const socket = new GameSocket(id, {
    onSnapshot: (snapshot) => {
      state.lastPushAt = performance.now();
      applySnapshot(snapshot);
    },
    onCatchUp: () => void refetch(),
    onPresence: (now) => {
      state.presence = now;
      render();
    },
    onStatus: (isConnected) => {
      state.connected = isConnected;
      render();
    },
    onMessages: (all) => {
      messages = all;
      messagesPanel?.receive(all);
    },
    onMessage: (message) => {
      messages = [...messages, message];
      messagesPanel?.add(message);
    },
  }, seat?.token);
  void refetch();

  return {
    unmount() {
      state.unmounted = true;
      socket.close();
      clock.stop();
      document.removeEventListener("keydown", onKey);
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : "Something went wrong.";
}
