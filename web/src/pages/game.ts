/**
 * The game page: board, move input, move list, status, live updates. With a seat token
 * in the fragment the page can move for that side; without one it only watches.
 */
import { ApiError, fetchGame, postMove, type GameSnapshot } from "../api.ts";
import { createBoard, type BoardApi } from "../board/board.ts";
import { paintFor } from "../board/pieces.ts";
import { setOrientation, setSelection, setView, toggleHints, hasHints } from "../board/state.ts";
import { copyButton } from "../copy.ts";
import { h, replaceChildren } from "../dom.ts";
import { createClock } from "../game/clock.ts";
import { createNoticesPanel } from "../game/notices.ts";
import { createOffers } from "../game/offers.ts";
import { createRecoveryPanel } from "../game/recovery.ts";
import { rematchJustStarted, rematchUrlFor, startedRematch } from "../game/rematch.ts";
import { buildHistory, movePath, withMove, type GameHistory } from "../game/history.ts";
import { renderMoveBar } from "../game/move-bar.ts";
import { renderMoveList, renderReplayControls } from "../game/move-list.ts";
import { click, completion, madeSoFar, nextClicks, startInput, type MoveInput } from "../move-input.ts";
import { glanceOf, noteSnapshot, rememberSeat } from "../my-games.ts";
import { navigate, type Page } from "../router.ts";
import { resolveSeatSide, seatTokenForPage, type SeatSide } from "../seat.ts";
import { GameSocket } from "../socket.ts";
import { clampPly, plyFromSearch, writePlyToUrl } from "../replay-url.ts";
import { createShareBox } from "../game/share.ts";
import { describeOutcome } from "../words.ts";
import { getGame } from "../../../src/engine/registry.ts";
import { opposite, type AnyGame, type BySide, type Move, type Side } from "../../../src/engine/types.ts";

interface Seat {
  readonly token: string;
  side: SeatSide | "resolving";
}

/** Everything the page shows, derived from the server's snapshot plus local choices. */
interface Loaded {
  readonly game: AnyGame;
  readonly board: BoardApi;
  snapshot: GameSnapshot;
  history: GameHistory;
  /** A move sent and shown, not yet confirmed by the server. */
  pending: GameHistory | undefined;
  /** The ply on the board; undefined follows the latest. */
  viewPly: number | undefined;
  input: MoveInput;
  choosing: boolean;
  orientation: Side;
}

export function gamePage(root: HTMLElement, id: string): Page {
  const token = seatTokenForPage(id);
  const seat: Seat | undefined = token ? { token, side: "resolving" } : undefined;
  let loaded: Loaded | undefined;
  let connected = false;
  /** An imported game: nothing live to connect to. */
  let archivedOnly = false;
  let presence: BySide<boolean> = { white: false, black: false };
  let unmounted = false;
  /** When the socket last pushed a state (performance.now()). */
  let lastPushAt = -1;
  /** The rematch's link for this viewer, once it has started and been worked out. */
  let rematchLink: { id: string; url: string } | undefined;
  let panels: HTMLElement[] | undefined;
  const clock = createClock(() => void refetch({ quiet: true }));
  const offers = createOffers({
    gameId: id,
    token,
    onSnapshot: (snapshot, sentAt) => applyAnswer(snapshot, sentAt),
    onError: (message) => showError(message),
    refetch: () => void refetch(),
  });

  const els = {
    title: h("h1", { class: "game-title" }),
    status: h("p", { class: "game-status", role: "status", "aria-live": "polite" }),
    connection: h("p", { class: "connection", role: "status", hidden: true }),
    banner: h("div", { class: "banner error", role: "alert", hidden: true }),
    notice: h("div", { class: "banner info", hidden: true }),
    playerTop: h("div", { class: "player player-top" }),
    playerBottom: h("div", { class: "player player-bottom" }),
    boardSlot: h("div", { class: "board-slot" }),
    moveBar: h("div", { class: "move-bar-slot" }),
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
      h("div", { class: "game-main" }, els.playerTop, els.boardSlot, els.playerBottom, els.moveBar),
      h(
        "aside",
        { class: "game-side" },
        els.title,
        h("div", { class: "status-line" }, els.status, els.live),
        clock.element,
        els.connection,
        offers.element,
        els.banner,
        els.notice,
        els.replay,
        els.moves,
        els.tools,
        els.share,
      ),
    ),
  );
  els.status.textContent = "Loading the game…";

  // ---- data flow -------------------------------------------------------------

  /** Takes a snapshot from the server, unless it is older than the one shown. */
  function applySnapshot(next: GameSnapshot): void {
    if (unmounted) return;
    if (!loaded) return firstLoad(next);
    const before = loaded.snapshot;
    if (isOlder(next, before)) return;
    loaded.snapshot = next;
    noteSnapshot(next);
    if (rematchJustStarted(before, next)) void followRematch(next);
    presence = next.presence ?? presence;
    const known = loaded.history.moves;
    if (next.moves.length !== known.length || next.moves.some((move, i) => move !== known[i])) {
      loaded.history = historyOf(loaded.game, next) ?? loaded.history;
    }
    if (loaded.pending && next.ply >= loaded.pending.moves.length) loaded.pending = undefined;
    resetInput();
    render();
  }

  /**
   * The answer to a request sent at `sentAt` (performance.now()). The socket may have
   * pushed a newer state since the request left: the snapshot's version says which of
   * the two is newer, and on a tie the socket's (already shown) stays.
   */
  function applyAnswer(next: GameSnapshot, sentAt: number): void {
    if (loaded && lastPushAt > sentAt && next.version <= loaded.snapshot.version) return;
    if (next.imported) {
      // An imported game lives only in the archive: it never changes, and no socket serves it.
      archivedOnly = true;
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
    const board = createBoard({ paint: paintFor(game.sideNames), onClick: onBoardClick });
    els.boardSlot.replaceChildren(board.element);
    loaded = {
      game, board, snapshot, history,
      pending: undefined, viewPly: clampPly(plyFromSearch(location.search), history.moves.length),
      input: startInput([]), choosing: false,
      orientation: "white",
    };
    presence = snapshot.presence ?? presence;
    noteSnapshot(snapshot);
    document.title = `${snapshot.names.white} vs ${snapshot.names.black} · ${game.name} · Pigeon Post`;
    els.title.textContent = game.name;
    if (seat) void findSeatSide(snapshot);
    resetInput();
    render();
  }

  function historyOf(game: AnyGame, snapshot: GameSnapshot): GameHistory | undefined {
    const built = buildHistory(game, snapshot);
    if (built?.problem) showNotice(`The moves could not be replayed here (${built.problem}); showing the current position only.`);
    return built?.history;
  }

  async function findSeatSide(snapshot: GameSnapshot): Promise<void> {
    if (!seat || !loaded) return;
    seat.side = await resolveSeatSide(snapshot.id, seat.token);
    if (unmounted || !loaded) return;
    if (seat.side === "invalid") {
      showError("This seat link is not a seat of this game. You are watching.");
    } else if (seat.side !== "unknown") {
      loaded.orientation = seat.side;
      rememberSeat({
        id: snapshot.id, variant: snapshot.variant, side: seat.side,
        url: `/g/${snapshot.id}#seat=${seat.token}`,
        opponent: snapshot.names[opposite(seat.side)], savedAt: new Date().toISOString(),
        glance: glanceOf(loaded.snapshot, seat.side),
      });
    }
    resetInput();
    render();
  }

  /** Fetches the snapshot; `quiet` keeps a failure off the screen (the socket will catch up). */
  async function refetch({ quiet = false } = {}): Promise<void> {
    const sentAt = performance.now();
    try {
      applyAnswer(await fetchGame(id), sentAt);
    } catch (e) {
      if (loaded && quiet) return;
      if (loaded) return showError(messageOf(e));
      const missing = e instanceof ApiError && e.status === 404;
      els.status.textContent = missing ? "There is no game at this address." : messageOf(e);
      // Nothing will ever arrive for a game that does not exist.
      if (missing) socket.close();
    }
  }

  async function submit(move: Move): Promise<void> {
    if (!loaded || !seat) return;
    const base = loaded.snapshot.ply;
    clearError();
    if (!navigator.onLine) {
      // Refused here, so nothing is shown as played that the server never saw.
      showError(OFFLINE_MOVE);
      resetInput();
      render();
      return;
    }
    loaded.pending = withMove(loaded.game, loaded.history, move.text);
    loaded.viewPly = undefined;
    writePlyToUrl(undefined);
    resetInput();
    render();
    const sentAt = performance.now();
    try {
      applyAnswer(await postMove(id, seat.token, move.text, base), sentAt);
    } catch (e) {
      // Back to the server's position at once.
      if (loaded) loaded.pending = undefined;
      resetInput();
      render();
      if (e instanceof ApiError && e.status === 0) {
        // The request failed on the way. If the move did reach the server, the next
        // snapshot shows it (and the ply check refuses a replay).
        showError(navigator.onLine ? UNSENT_MOVE : OFFLINE_MOVE);
        await refetch({ quiet: true });
        if (loaded && loaded.snapshot.moves[base] === move.text) clearError();
        return;
      }
      showError(messageOf(e));
      await refetch();
    }
  }

  /** The rematch started while this page was open: both players and watchers move to it. */
  async function followRematch(snapshot: GameSnapshot): Promise<void> {
    const side = mySide();
    if (seat && !side) return;
    const url = await rematchUrlFor(snapshot, seat && side ? { token: seat.token, side } : undefined);
    if (url && !unmounted) navigate(url);
  }

  /** Works out this viewer's rematch link once (a seat's needs its side and a hash). */
  function findRematchLink(l: Loaded): void {
    const newId = startedRematch(l.snapshot);
    const side = mySide();
    if (!newId || rematchLink?.id === newId || (seat && !side)) return;
    rematchLink = { id: newId, url: `/g/${newId}` };
    if (seat && side) {
      void rematchUrlFor(l.snapshot, { token: seat.token, side }).then((url) => {
        if (url && rematchLink?.id === newId) rematchLink = { id: newId, url };
        render();
      });
    }
  }

  // ---- move input ------------------------------------------------------------

  const shownHistory = (l: Loaded): GameHistory => l.pending ?? l.history;
  const shownPly = (l: Loaded): number => l.viewPly ?? shownHistory(l).moves.length;
  const mySide = (): Side | undefined => (seat && (seat.side === "white" || seat.side === "black") ? seat.side : undefined);

  /** The legal moves this page may play now: none for watchers, in replay, or while a move is on its way. */
  function playableMoves(l: Loaded): readonly Move[] {
    const side = mySide();
    if (!side || l.pending || l.viewPly !== undefined || l.snapshot.status !== "active") return [];
    const state = l.history.states[l.history.states.length - 1];
    if (l.game.turn(state) !== side || l.game.outcome(state).status !== "ongoing") return [];
    return l.game.legalMoves(state);
  }

  function resetInput(): void {
    if (!loaded) return;
    loaded.input = startInput(playableMoves(loaded));
    loaded.choosing = false;
  }

  function onBoardClick(clicked: string | undefined): void {
    if (!loaded || loaded.input.moves.length === 0) return;
    const result = click(loaded.input, clicked);
    loaded.input = result.input;
    loaded.choosing = false;
    if (result.play) void submit(result.play);
    else render();
  }

  function selectPly(ply: number): void {
    if (!loaded) return;
    loaded.viewPly = ply >= shownHistory(loaded).moves.length ? undefined : ply;
    writePlyToUrl(loaded.viewPly);
    resetInput();
    render();
  }

  const onKey = (event: KeyboardEvent): void => {
    if (!loaded || (event.target as Element).closest?.("input, textarea, select, dialog")) return;
    const ply = shownPly(loaded);
    if (event.key === "ArrowLeft") selectPly(Math.max(0, ply - 1));
    else if (event.key === "ArrowRight") selectPly(ply + 1);
    else return;
    event.preventDefault();
  };
  document.addEventListener("keydown", onKey);

  // ---- drawing -----------------------------------------------------------------

  function render(): void {
    if (!loaded) return;
    const l = loaded;
    const history = shownHistory(l);
    const ply = shownPly(l);
    const { complete, continues } = completion(l.input);
    const view = l.game.view(previewState(l.game, history.states[ply], madeSoFar(l.input)));
    const targets = nextClicks(l.input);
    l.board.update((state) => {
      setView(state, view, movePath(l.game, history, ply));
      setOrientation(state, l.orientation);
      setSelection(state, l.input.prefix, targets);
    });

    const drawn = new Set([...view.cells.map((c) => c.id), ...view.areas.flatMap((a) => a.items.map((i) => i.id))]);
    els.moveBar.replaceChildren(
      renderMoveBar({
        actions: [...targets].filter((target) => !drawn.has(target)),
        complete, continues, choosing: l.choosing,
        side: mySide() ?? "white", paint: l.board.state.paint,
        onAction: onBoardClick,
        onEndTurn: () => {
          if (complete.length === 1) void submit(complete[0]);
          else {
            l.choosing = true;
            render();
          }
        },
        onChoose: (move) => void submit(move),
        onCancel: () => onBoardClick(undefined),
      }),
    );

    renderPlayers(l);
    els.status.textContent = statusText(l);
    els.status.classList.toggle("your-turn", els.status.textContent === "Your turn");
    els.status.classList.toggle("result", l.snapshot.status !== "active");
    clock.update({ snapshot: l.snapshot, sideNames: l.game.sideNames, mySide: mySide() });
    findRematchLink(l);
    offers.update({
      snapshot: l.snapshot, sideNames: l.game.sideNames, mySide: mySide(),
      movedSides: l.history.sides, rematchUrl: rematchLink?.url,
    });
    els.live.classList.toggle("connected", connected);
    els.live.title = connected ? "Live: updates arrive as they happen" : navigator.onLine ? "Reconnecting…" : "Offline";
    els.live.hidden = archivedOnly;
    els.connection.hidden = connected || archivedOnly;
    els.connection.textContent = navigator.onLine
      ? "Reconnecting for live updates…"
      : "You are offline. Moves and offers cannot be sent until the connection is back.";
    const latest = history.moves.length;
    els.replay.replaceChildren(
      renderReplayControls(ply, latest, selectPly),
      l.viewPly !== undefined ? h("p", { class: "replay-note" }, `Showing the position after move ${ply} of ${latest}.`) : "",
    );
    els.moves.replaceChildren(renderMoveList({ moves: history.moves, sides: history.sides, notes: history.notes, shown: ply, onSelect: selectPly }));
    scrollToCurrentMove();
    renderTools(l);
  }

  /** Scrolls the move list only: scrollIntoView would also scroll a phone's page away from the board. */
  function scrollToCurrentMove(): void {
    const list = els.moves.querySelector<HTMLElement>(".move-list");
    const current = list?.querySelector<HTMLElement>(".move.current");
    if (list && current) list.scrollTop = current.offsetTop - list.clientHeight / 2;
  }

  function renderPlayers(l: Loaded): void {
    const bar = (side: Side): (HTMLElement | string)[] => {
      const toMove = l.snapshot.status === "active" && l.snapshot.turn === side;
      const you = mySide() === side;
      return [
        h("span", { class: `side-chip side-${side}`, style: `background:${l.board.state.paint[side].fill}` }),
        h("span", { class: "player-name" }, l.snapshot.names[side] || "Anonymous"),
        h("span", { class: presence[side] ? "online on" : "online", title: presence[side] ? "Has the game open" : "Away" }),
        // Your own page is online by definition; the other side's presence is news.
        presence[side] && !you ? h("span", { class: "online-label" }, "online") : "",
        h("span", { class: "player-side" }, l.game.sideNames[side] + (you ? " · you" : "")),
        toMove ? h("span", { class: "to-move" }, "to move") : "",
      ];
    };
    els.playerTop.replaceChildren(...bar(opposite(l.orientation)));
    els.playerBottom.replaceChildren(...bar(l.orientation));
  }

  function statusText(l: Loaded): string {
    const { snapshot, game } = l;
    if (snapshot.status === "aborted") return "Game aborted";
    if (snapshot.status === "finished" || snapshot.outcome.status !== "ongoing") {
      return describeOutcome(snapshot.outcome, game.sideNames) || "The game is over.";
    }
    if (l.pending) return "Sending your move…";
    const turn = snapshot.turn;
    if (!turn) return "";
    const side = mySide();
    if (side) return turn === side ? "Your turn" : `Waiting for ${game.sideNames[turn]}`;
    return `${game.sideNames[turn]} to move`;
  }

  function renderTools(l: Loaded): void {
    const side = mySide();
    const watchUrl = `${location.origin}/g/${id}`;
    els.tools.replaceChildren(
      h(
        "p",
        { class: "seat-info" },
        side ? `You play ${l.game.sideNames[side]}.` : seat?.side === "resolving" ? "Checking your seat…" : "You are watching.",
      ),
      h(
        "div",
        { class: "tool-row" },
        h("button", { type: "button", class: "quiet", onclick: () => flip() }, "Flip board"),
        hasHints(l.board.state) ? h("button", { type: "button", class: "quiet", onclick: () => l.board.update(toggleHints) }, "Hints") : "",
      ),
      h("div", { class: "tool-row" }, h("span", { class: "muted" }, "Watch link"), copyButton(watchUrl, "Copy watch link")),
      ...seatPanels(),
    );
  }

  /** Notices and recovery, for a seat: made once, so their state survives redraws. */
  function seatPanels(): HTMLElement[] {
    if (!seat || !mySide()) return [];
    panels ??= [createNoticesPanel({ gameId: id, token: seat.token }), createRecoveryPanel(id, seat.token)];
    return panels;
  }

  function flip(): void {
    if (!loaded) return;
    loaded.orientation = opposite(loaded.orientation);
    render();
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
      lastPushAt = performance.now();
      applySnapshot(snapshot);
    },
    onCatchUp: () => void refetch(),
    onPresence: (now) => {
      presence = now;
      render();
    },
    onStatus: (isConnected) => {
      connected = isConnected;
      render();
    },
  }, token);
  void refetch();

  return {
    unmount() {
      unmounted = true;
      socket.close();
      clock.stop();
      document.removeEventListener("keydown", onKey);
    },
  };
}

/** The position with the part of the turn already clicked played on it, to draw. */
function previewState(game: AnyGame, state: unknown, made: Move | undefined): unknown {
  if (!made) return state;
  const played = game.play(state, made.text);
  return played.ok ? played.value.state : state;
}

const OFFLINE_MOVE = "You are offline; your move was not sent.";
const UNSENT_MOVE = "Your move was not sent: the server cannot be reached. Check your connection and play it again.";

/**
 * Whether a pushed snapshot is older than the one shown (a fetch answered after it).
 * updatedAt orders them, except that a takeback moves updatedAt back to the move before:
 * a snapshot one move shorter, while a takeback was asked, is that takeback.
 */
function isOlder(next: GameSnapshot, shown: GameSnapshot): boolean {
  if (Date.parse(next.updatedAt) >= Date.parse(shown.updatedAt)) return false;
  const takeback = shown.offers?.takeback != null && next.ply === shown.ply - 1 && next.moves.every((move, i) => move === shown.moves[i]);
  return !takeback;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : "Something went wrong.";
}
