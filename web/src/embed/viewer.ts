/**
 * The compact viewer other sites frame: players and a result or turn line, the board,
 * a small move navigator and a link to the game. It follows a game in progress over the
 * socket (which reconnects by itself) and stops listening once the game is over.
 *
 * It must run in a `sandbox="allow-scripts"` iframe, where the document's origin is
 * opaque and touching cookies or storage throws: nothing here (or in what it imports)
 * reads or writes either.
 */
import type { GameSnapshot } from "../api.ts";
import { createBoard, type BoardApi } from "../board/board.ts";
import { setArrows, setAttacked, setOrientation, setView } from "../board/state.ts";
import { h } from "../dom.ts";
import { attackedKings, attackerArrows, dangerMarks, dangerText, renderDangerLine } from "../game/danger.ts";
import { buildHistory, movePath, type GameHistory } from "../game/history.ts";
import { renderReplayControls } from "../game/move-list.ts";
import { clampPly } from "../replay-url.ts";
import { GameSocket } from "../socket.ts";
import { boardLooksFor, describeOutcome } from "../words.ts";
import { movesText, positionAfter } from "../../../src/engine/move-words.ts";
import { resultToken } from "../../../src/engine/record.ts";
import { getGame } from "../../../src/engine/registry.ts";
import type { AnyGame, Side } from "../../../src/engine/types.ts";
import { EmbedFetchError, fetchSnapshot, siteOrigin } from "./data.ts";
import { loadRecordGraph } from "./graph.ts";
import type { RecordGraph } from "../review/record-graph.ts";
import type { EmbedOptions } from "./options.ts";
import { t } from "../i18n.ts";
import { sideName, sideNamesIn } from "../board/words.ts";
import { playerName } from "../player-name.ts";

interface Shown {
  readonly game: AnyGame;
  readonly board: BoardApi;
  snapshot: GameSnapshot;
  history: GameHistory;
  /** The ply on the board; undefined follows the latest. */
  viewPly: number | undefined;
  /** The evaluation graph of an imported record that carries one (docs/review.md). */
  graph: RecordGraph | undefined;
}

const RETRY_MS = 5_000;

export function mountEmbed(root: HTMLElement, options: EmbedOptions & { readonly id: string }): void {
  const id = options.id;
  const orientation: Side = options.flip ? "black" : "white";
  const els = {
    // the players are the page's heading: a framed viewer is a document of its own
    players: h("h1", { class: "embed-players" }),
    status: h("div", { class: "embed-status", role: "status", "aria-live": "polite" }, t("embed.game.loading")),
    live: h("span", { class: "live-dot", title: t("embed.game.live"), hidden: true }),
    stage: h("div", { class: "embed-stage" }),
    danger: h("div", { class: "embed-danger" }),
    graph: h("div", { class: "embed-graph", hidden: true }),
    nav: h("div", { class: "embed-nav" }),
    where: h("span", { class: "embed-where" }),
    open: h(
      "a",
      { class: "embed-open", href: `${siteOrigin()}/g/${id}`, target: "_blank", rel: "noopener", "aria-label": t("embed.game.openOnSite") },
      // the whole phrase where it fits, the short one in a narrow frame: two messages, not one glued from parts
      h("span", { class: "wide-only" }, t("embed.game.openOnSite")),
      h("span", { class: "narrow-only" }, t("embed.game.open")),
      " ↗",
    ),
  };
  root.replaceChildren(
    h("header", { class: "embed-head" }, els.players, h("div", { class: "embed-status-line" }, els.status, els.live)),
    els.stage,
    els.danger,
    els.graph,
    h("footer", { class: "embed-foot" }, els.nav, els.where, els.open),
  );

  let shown: Shown | undefined;
  let socket: GameSocket | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  /** Arrows from the attackers of a king in danger, on request (as on the game page). */
  let showAttackers = false;

  async function load(): Promise<void> {
    clearTimeout(retry);
    try {
      apply(await fetchSnapshot(id));
    } catch (error) {
      if (shown) return; // the board stays; the socket's next catch-up tries again
      els.status.textContent = error instanceof Error ? error.message : t("embed.game.notLoaded");
      if (!(error instanceof EmbedFetchError && error.missing)) retry = setTimeout(() => void load(), RETRY_MS);
    }
  }

  function apply(snapshot: GameSnapshot): void {
    if (!shown) {
      const game = getGame(snapshot.variant);
      const built = game && buildHistory(game, snapshot);
      if (!game || !built) {
        els.status.textContent = t("embed.game.cannotShow");
        return;
      }
      const board = createBoard({ ...boardLooksFor(game), onClick: () => undefined });
      els.stage.replaceChildren(board.element);
      shown = { game, board, snapshot, history: built.history, viewPly: clampPly(options.ply, built.history.moves.length), graph: undefined };
      // only an imported record can carry evaluations: a game played here never has them
      if (snapshot.imported) void loadRecordGraph(game, id).then((graph) => {
        if (shown && graph && graph.line.length === shown.history.moves.length) {
          shown.graph = graph;
          render();
        }
      });
      document.title = t("embed.game.docTitle", { white: playerName(snapshot.names.white), black: playerName(snapshot.names.black), game: game.name });
    } else {
      // updatedAt orders snapshots: a takeback lowers the ply, a resignation keeps it.
      if (Date.parse(snapshot.updatedAt) < Date.parse(shown.snapshot.updatedAt)) return;
      const known = shown.history.moves;
      if (snapshot.moves.length !== known.length || snapshot.moves.some((move, i) => move !== known[i])) {
        shown.history = buildHistory(shown.game, snapshot)?.history ?? shown.history;
        if (shown.viewPly !== undefined && shown.viewPly >= shown.history.moves.length) shown.viewPly = undefined;
      }
      shown.snapshot = snapshot;
    }
    listen(snapshot.status === "active");
    render();
  }

  /** Keeps a socket open exactly while the game can still change. */
  function listen(active: boolean): void {
    if (active && !socket) {
      socket = new GameSocket(id, {
        onSnapshot: apply,
        onCatchUp: () => void load(),
        onStatus: (connected) => {
          els.live.hidden = false;
          els.live.classList.toggle("connected", connected);
          els.live.title = connected ? t("embed.game.liveConnected") : t("embed.game.reconnecting");
        },
      });
    } else if (!active && socket) {
      socket.close();
      socket = undefined;
      els.live.hidden = true;
    }
  }

  function select(ply: number): void {
    if (!shown) return;
    shown.viewPly = ply >= shown.history.moves.length ? undefined : Math.max(0, ply);
    render();
  }

  function render(): void {
    if (!shown) return;
    const { game, board, snapshot, history } = shown;
    const latest = history.moves.length;
    const ply = shown.viewPly ?? latest;
    const kings = attackedKings(game, history.states[ply]);
    board.update((state) => {
      setView(state, game.view(history.states[ply]), movePath(game, history, ply));
      setOrientation(state, orientation);
      setAttacked(state, dangerMarks(game, kings));
      setArrows(state, showAttackers ? attackerArrows(kings) : []);
    });
    const toggle = (): void => {
      showAttackers = !showAttackers;
      render();
    };
    els.danger.replaceChildren(...(kings.length > 0 ? [renderDangerLine(dangerText(game, kings, undefined, game.turn(history.states[ply])), showAttackers, toggle)] : []));

    const paint = board.state.paint;
    const player = (side: Side): HTMLElement =>
      h(
        "span",
        { class: `embed-player side-${side}`, title: sideName(game, side) },
        h("span", { class: "side-chip", style: `background:${paint[side].fill}` }),
        h("span", { class: "player-name" }, playerName(snapshot.names[side])),
      );
    els.players.replaceChildren(player("white"), h("span", { class: "muted" }, t("embed.game.versus")), player("black"), h("span", { class: "embed-game muted" }, game.name));

    els.status.classList.toggle("result", snapshot.status !== "active");
    if (snapshot.status === "aborted") els.status.textContent = t("embed.game.aborted");
    else if (snapshot.outcome.status !== "ongoing") {
      els.status.textContent = `${resultToken(snapshot.outcome)} · ${describeOutcome(snapshot.outcome, sideNamesIn(game))}`;
    } else els.status.textContent = snapshot.turn ? t("embed.game.toMove", { side: sideName(game, snapshot.turn) }) : "";

    els.nav.replaceChildren(renderReplayControls(ply, latest, select));
    els.graph.replaceChildren(...(shown.graph ? [shown.graph.render(ply, select)] : []));
    els.graph.hidden = shown.graph === undefined;
    els.where.textContent = ply === 0 ? (latest === 0 ? t("embed.game.noMoves") : t("embed.game.startWithMoves", { moves: movesText(latest, history.sides) })) : `${ply}/${latest} · ${history.moves[ply - 1]}`;
    els.where.title = ply === latest ? t("embed.game.latestPosition") : t("embed.game.showing", { position: positionAfter(ply, latest, history.sides, history.moves) });
    els.open.setAttribute("href", `${siteOrigin()}/g/${id}${shown.viewPly === undefined ? "" : `?ply=${shown.viewPly}`}`);
  }

  document.addEventListener("keydown", (event) => {
    if (!shown) return;
    const ply = shown.viewPly ?? shown.history.moves.length;
    if (event.key === "ArrowLeft") select(ply - 1);
    else if (event.key === "ArrowRight") select(ply + 1);
    else if (event.key === "Home") select(0);
    else if (event.key === "End") select(shown.history.moves.length);
    else return;
    event.preventDefault();
  });

  void load();
}
