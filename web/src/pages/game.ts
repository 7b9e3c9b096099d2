/**
 * The game page, in chessground's shape: a state object (game/page-state.ts), the
 * functions that change it (game/server-sync.ts for the server, game/input-control.ts for
 * the player's input) and the views that draw it (board, players, side column, the
 * feature panels). This module makes them once and wires them together. With a seat
 * token in the fragment the page can move for that side; without one it watches.
 */
import { boardSkeleton, expectedGame } from "../game/board-skeleton.ts";
import { renderBoardView } from "../game/board-view.ts";
import { createClockPanel } from "../game/clock-panel.ts";
import { suggestMove } from "../game/computer-hint.ts";
import { describePosition } from "../game/describe.ts";
import { createGameOver } from "../game/game-over.ts";
import { createGameReview } from "../game/review.ts";
import { renderGameNotFound } from "../game/not-found.ts";
import { onBoardClick, propose, settleProposal, showPly, stepWithArrows, typeMove } from "../game/input-control.ts";
import { createInvitePanel } from "../game/invite-panel.ts";
import { createLayout, showError, type PageElements } from "../game/layout.ts";
import { asksBeforeKingLeft, confirmsMoves, readConfirmSetting, writeConfirmSetting, writeKingQuestion } from "../game/move-confirmation.ts";
import { createOffers } from "../game/offers.ts";
import type { PageContext } from "../game/page-context.ts";
import { createPageState, flip, mySide, type GamePageState } from "../game/page-state.ts";
import { renderPlayers } from "../game/players-view.ts";
import { findRematchLink } from "../game/rematch.ts";
import { createSeatPanels } from "../game/seat-panels.ts";
import { applyAnswer, applySnapshot, refetch } from "../game/server-sync.ts";
import { renderSide } from "../game/side-view.ts";
import { pendingInvitation } from "../my-games.ts";
import { replaceChildren } from "../dom.ts";
import type { GameSnapshot } from "../api.ts";
import type { Page } from "../router.ts";
import { seatTokenForPage } from "../seat.ts";
import { GameSocket } from "../socket.ts";
import { opposite } from "../../../src/engine/types.ts";
import { t } from "../i18n.ts";
import { sideNamesIn } from "../board/words.ts";
import { createRatedSeatPanel } from "../ratings/rated-seat-panel.ts";

export function gamePage(root: HTMLElement, id: string): Page {
  const state = createPageState(id, seatTokenForPage(id));
  const seatPanels = createSeatPanels();
  const actionOptions = {
    gameId: id,
    token: state.seat?.token,
    onSnapshot: (snapshot: GameSnapshot, sentAt: number) => applyAnswer(ctx, snapshot, sentAt),
    onError: (message: string) => showError(els, message),
    refetch: () => void refetch(ctx),
  };
  const clock = createClockPanel({ ...actionOptions, onExpired: () => void refetch(ctx, { quiet: true }) });
  const offers = createOffers(actionOptions);
  const invite = createInvitePanel();
  const rated = createRatedSeatPanel(id, state.seat?.token, () => void refetch(ctx));
  const gameOver = createGameOver(offers.rematch, () => showPly(ctx, 0));
  const review = createGameReview(id, (ply) => showPly(ctx, ply), () => render());
  const els: PageElements = createLayout(root, id, {
    rated: rated.element,
    invite: invite.element,
    clock: clock.element,
    offers: offers.element,
    gameOver: gameOver.element,
    review: review.element,
    onTypedMove: (text) => typeMove(ctx, text),
    onDescribe: () => describe(state, els),
  });
  els.status.textContent = t("game.status.loading");
  const expected = expectedGame(id);
  // the heading is never empty: the game's name when the page knows it, until the game says more
  els.title.textContent = expected?.name ?? t("game.title.fallback");
  const skeleton = expected && boardSkeleton(expected);
  if (skeleton) els.boardSlot.replaceChildren(skeleton);

  const ctx: PageContext = {
    state,
    els,
    render,
    stopLive: () => socket.close(),
    notFound: () => {
      // nothing will ever arrive for a game that does not exist
      socket.close();
      clock.stop();
      document.title = t("game.notFound.documentTitle");
      replaceChildren(root, renderGameNotFound());
    },
    onBoardClick: (clicked) => onBoardClick(ctx, clicked),
  };

  function render(): void {
    const l = state.loaded;
    if (!l) return;
    // the side column's panels wait for the seat too, so that none appears above one already shown
    els.page.classList.toggle("loading", state.seat?.side === "resolving");
    renderBoardView(state, l, els.moveBar, {
      onClick: ctx.onBoardClick,
      onSubmit: (move) => propose(ctx, move),
      onConfirm: () => settleProposal(ctx, true),
      onCancelProposal: () => settleProposal(ctx, false),
      onRefused: (reason) => {
        l.refusal = reason;
        render();
      },
      onChoose: () => {
        l.choosing = true;
        render();
      },
      onToggleAttackers: () => {
        l.showAttackers = !l.showAttackers;
        render();
      },
    });
    renderPlayers(state, l, els.playerTop, els.playerBottom, render);
    const side = mySide(state);
    rated.update(l.snapshot, side);
    // only a seat of a running game ever types a move: watchers and a finished game get no
    // box (a seat still being checked keeps it, so the page does not shift when it is known)
    els.typed.element.hidden = !state.seat || state.seat.side === "invalid" || l.snapshot.status !== "active";
    els.typed.update(l.input.moves, l.viewPly === undefined ? t("game.typed.idleNotYourTurn") : t("game.typed.idleGoToLatest"));
    gameOver.update(l);
    review.update(l);
    invite.update(side && l.snapshot.status === "active" ? pendingInvitation(id, l.snapshot.joined?.[opposite(side)] ?? true) : undefined, l.game.name);
    clock.update({ snapshot: l.snapshot, sideNames: sideNamesIn(l.game), mySide: side });
    findRematchLink(state, l, render);
    offers.update({
      snapshot: l.snapshot, sideNames: sideNamesIn(l.game), mySide: side,
      movedSides: l.history.sides, rematchUrl: state.rematchLink?.url,
    });
    renderSide(
      state,
      l,
      els,
      {
        onSelectPly: (ply) => showPly(ctx, ply),
        onVariation: render,
        onFlip: () => (flip(state), render()),
        confirming: confirmsMoves(readConfirmSetting(), l.snapshot.timeControl),
        onConfirmSetting: (on) => {
          writeConfirmSetting(on ? "on" : "off");
          render();
        },
        askingKingQuestion: l.game.kingsMayBeCaptured ? asksBeforeKingLeft() : undefined,
        onKingQuestionSetting: (on) => {
          writeKingQuestion(on);
          render();
        },
        onHint: () => void suggestMove(state, l, render),
        marks: review.marks(),
      },
      seatPanels.current(state),
    );
  }

  const onKey = (event: KeyboardEvent): void => stepWithArrows(ctx, event);
  document.addEventListener("keydown", onKey);

  const socket = new GameSocket(id, {
    onSnapshot: (snapshot) => {
      state.lastPushAt = performance.now();
      applySnapshot(ctx, snapshot);
    },
    onCatchUp: () => void refetch(ctx),
    onPresence: (now) => {
      state.presence = now;
      render();
    },
    onStatus: (isConnected) => {
      state.connected = isConnected;
      render();
    },
    onMessages: (all) => seatPanels.receive(all),
    onMessage: (message) => seatPanels.add(message),
  }, state.seat?.token);
  void refetch(ctx);

  return {
    unmount() {
      state.unmounted = true;
      socket.close();
      clock.stop();
      review.destroy();
      document.removeEventListener("keydown", onKey);
    },
  };
}

/** The position in words, on request (for screen readers and for anyone in doubt). */
function describe(state: GamePageState, els: PageElements): void {
  const l = state.loaded;
  if (!l) return;
  els.described.hidden = false;
  els.described.textContent = describePosition(l.game, l.game.view(l.history.states[l.history.states.length - 1]), l.snapshot.turn);
}
