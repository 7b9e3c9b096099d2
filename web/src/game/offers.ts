/**
 * The game page's action bar: resign, abort, draw and takeback offers while the game
 * runs, the rematch once it is over, and every pending offer in words ("Black offers a
 * draw" with Accept / Decline for the other seat, "Draw offered" for the offerer).
 * Every action goes to the server with the seat token; the answer's snapshot comes back
 * through `onSnapshot`, and the opponent's page and watchers hear it on the socket.
 */
import { resign, type GameSnapshot } from "../api.ts";
import { h } from "../dom.ts";
import { abortGame, sendOffer, type OfferAction, type OfferKind } from "../lifecycle-api.ts";
import { findSeatOfGame } from "../my-games.ts";
import { confirmDialog } from "./confirm.ts";
import { createSeatAction } from "./seat-action.ts";
import { opposite, type BySide, type Side } from "../../../src/engine/types.ts";
import "./lifecycle.css";
import { t } from "../i18n.ts";

export interface OffersContext {
  readonly snapshot: GameSnapshot;
  readonly sideNames: BySide<string>;
  /** The viewer's seat, or undefined for a watcher. */
  readonly mySide: Side | undefined;
  /** The side that made each move so far (for "take back your own last move"). */
  readonly movedSides: readonly Side[];
  /** The rematch's link for this viewer, once it has started. */
  readonly rematchUrl: string | undefined;
}

export interface OffersOptions {
  readonly gameId: string;
  readonly token: string | undefined;
  /** The answer's snapshot; `sentAt` is when the request left (performance.now()). */
  onSnapshot(snapshot: GameSnapshot, sentAt: number): void;
  onError(message: string): void;
  /** After a refusal, so the page shows the server's state again. */
  refetch(): void;
}

export interface OffersView {
  readonly element: HTMLElement;
  /** The rematch's offer, answers and link once the game is over (placed by the game-over panel). */
  readonly rematch: HTMLElement;
  update(context: OffersContext): void;
}

/**
 * Whether a game may still be aborted: until both sides have ever made a move. The
 * server's `moved` counts moves since taken back; the move list stands in where a
 * snapshot lacks it.
 */
export function canAbort(snapshot: GameSnapshot, movedSides: readonly Side[]): boolean {
  const moved = snapshot.moved ?? { white: movedSides.includes("white"), black: movedSides.includes("black") };
  return snapshot.status === "active" && !(moved.white && moved.black);
}

/**
 * What changed for the viewer between two snapshots, in words: an offer of his that
 * was declined, a takeback that was granted. Undefined when nothing worth saying.
 */
export function offerNews(before: GameSnapshot, after: GameSnapshot, mySide: Side, sideNames: BySide<string>): string | undefined {
  const side = sideNames[opposite(mySide)];
  const was = before.offers;
  const now = after.offers;
  if (!was || !now) return undefined;
  const sameMoves = after.ply === before.ply && after.status === before.status;
  if (was.draw === mySide && now.draw === null && sameMoves) return t("game.offers.drawDeclined", { side });
  if (was.takeback === mySide && now.takeback === null) {
    if (after.ply === before.ply - 1) return t("game.offers.takebackAccepted", { side });
    if (sameMoves) return t("game.offers.takebackDeclined", { side });
  }
  if (was.takeback === opposite(mySide) && now.takeback === null && after.ply === before.ply - 1) return t("game.offers.theirMoveTakenBack");
  if (was.rematch === mySide && now.rematch === null && !after.rematch?.started) return t("game.offers.rematchDeclined", { side });
  return undefined;
}

export function createOffers(options: OffersOptions): OffersView {
  const element = h("div", { class: "offers", "data-testid": "offers" });
  const rematch = h("div", { class: "offers rematch-offers", "data-testid": "rematch" });
  let context: OffersContext | undefined;
  let news = "";
  const action = createSeatAction(options, () => draw());
  const act = (run: () => Promise<GameSnapshot>): Promise<void> => action.run(run);

  const offer = (kind: OfferKind, action: OfferAction) => (): void => {
    if (options.token) void act(() => sendOffer(options.gameId, options.token!, kind, action));
  };

  async function onResign(): Promise<void> {
    if (!options.token || !(await confirmDialog(t("game.offers.resignQuestion"), t("game.offers.resign")))) return;
    await act(() => resign(options.gameId, options.token!));
  }

  async function onAbort(): Promise<void> {
    if (!options.token || !(await confirmDialog(t("game.offers.abortQuestion"), t("game.offers.abort")))) return;
    await act(() => abortGame(options.gameId, options.token!));
  }

  const button = (label: string, onclick: () => void, kind = ""): HTMLButtonElement =>
    h("button", { type: "button", class: kind, disabled: action.busy, onclick }, label);

  /** One pending offer: who made it, and for its addressee the two answers. */
  function pending(kind: OfferKind, by: Side | null, l: OffersContext, words: { mine: string; theirs: string; accept: string; decline: string }): HTMLElement | "" {
    if (!by) return "";
    if (l.mySide === by) return h("p", { class: "offer offer-mine", "data-offer": kind }, t(words.mine));
    const line = h("p", { class: "offer offer-theirs", "data-offer": kind }, h("span", {}, t(words.theirs, { side: l.sideNames[by] })));
    if (l.mySide) {
      line.append(
        h("span", { class: "offer-answers" }, button(t(words.accept), offer(kind, "accept"), "primary"), button(t(words.decline), offer(kind, "decline"), "quiet")),
      );
    }
    return line;
  }

  function draw(): void {
    if (!context) return;
    const l = context;
    const s = l.snapshot;
    const offers = s.offers ?? { draw: null, takeback: null, rematch: null };
    const me = l.mySide;
    const rows: (HTMLElement | "")[] = [];
    const rematchRows: (HTMLElement | "")[] = [];

    if (s.status === "active") {
      rows.push(
        pending("draw", offers.draw, l, { mine: "game.offers.drawMine", theirs: "game.offers.drawTheirs", accept: "game.offers.acceptDraw", decline: "game.offers.declineDraw" }),
        pending("takeback", offers.takeback, l, { mine: "game.offers.takebackMine", theirs: "game.offers.takebackTheirs", accept: "game.offers.acceptTakeback", decline: "game.offers.declineTakeback" }),
      );
      if (me) {
        const lastMover = l.movedSides[l.movedSides.length - 1];
        rows.push(
          h(
            "div",
            { class: "tool-row action-row" },
            offers.draw === null ? button(t("game.offers.offerDraw"), offer("draw", "offer")) : "",
            offers.takeback === null && lastMover === me ? button(t("game.offers.takeBack"), offer("takeback", "offer")) : "",
            canAbort(s, l.movedSides) ? button(t("game.offers.abort"), () => void onAbort(), "quiet") : "",
            button(t("game.offers.resign"), () => void onResign(), "danger"),
          ),
        );
      }
    } else if (s.status === "finished") {
      if (l.rematchUrl) {
        rematchRows.push(h("p", { class: "offer offer-started" }, t("game.offers.rematchStarted"), " ", h("a", { href: l.rematchUrl }, me ? t("game.offers.openNewSeat") : t("game.offers.watchRematch"))));
      } else {
        rematchRows.push(pending("rematch", offers.rematch, l, { mine: "game.offers.rematchMine", theirs: "game.offers.rematchTheirs", accept: "game.offers.acceptRematch", decline: "game.offers.declineRematch" }));
        if (me && offers.rematch === null) rematchRows.push(button(t("game.offers.offerRematch"), offer("rematch", "offer"), "primary"));
      }
    }
    if (s.rematchOf) {
      const earlier = findSeatOfGame(s.rematchOf);
      rows.push(h("p", { class: "muted rematch-of" }, h("a", { href: earlier?.url ?? `/g/${s.rematchOf}` }, t("game.offers.rematchOf"))));
    }
    // the news goes beside the controls it answers: the rematch's under the board once the game is over
    const said = news ? h("p", { class: "offer offer-news", role: "status" }, news) : "";
    element.replaceChildren(s.status === "active" ? said : "", ...rows);
    rematch.replaceChildren(s.status === "active" ? "" : said, ...rematchRows);
  }

  return {
    element,
    rematch,
    update(next) {
      const before = context?.snapshot;
      if (before && next.mySide && before !== next.snapshot) {
        const said = offerNews(before, next.snapshot, next.mySide, next.sideNames);
        if (said) news = said;
        else if (next.snapshot.ply !== before.ply || next.snapshot.status !== before.status) news = "";
      }
      context = next;
      draw();
    },
  };
}
