/**
 * A move the server did not answer (a 5xx, the archive down, a timeout, the network
 * gone on the way): the page says so in a sentence that names the move, and keeps the
 * move ready under the board, one click from being played again.
 */
import { ApiError } from "../api.ts";
import { h } from "../dom.ts";
import type { Move } from "../../../src/engine/types.ts";
import { t } from "../i18n.ts";

/** The sentence shown when the move did not go through. */
export function unsentSentence(text: string): string {
  return t("game.unsent.sentence", { move: text });
}

/**
 * True for a failure that says nothing about the move itself: no answer, or the
 * server's own trouble (5xx). A 4xx is the server's verdict on the move, in its words.
 */
export function isUnanswered(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/** "Play B@d4 again", under the board while the move is still legal. */
export function renderPlayAgain(move: Move, onPlay: (move: Move) => void): HTMLElement {
  return h(
    "p",
    { class: "play-again" },
    h("button", { type: "button", class: "primary", "data-testid": "play-again", onclick: () => onPlay(move) }, t("game.unsent.playAgain", { move: move.text })),
  );
}
