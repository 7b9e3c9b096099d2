/**
 * Why a click leads to no legal move (for pages, without a round trip): a bin item
 * whose selection every rule forbids, or a push that is not allowed, each with the
 * reason the engine gives for the move it would make.
 */
import { BOARD, HOT_SPOTS } from "./board.ts";
import { generate } from "./moves.ts";
import { BIN_KINDS, EMPTY, KIND_NAME, type Kind } from "./pieces.ts";
import { binHoldsNo, refuseMove } from "./refusal.ts";
import type { Sentence } from "../../types.ts";
import { said } from "../../types.ts";
import type { InTheBinState } from "./state.ts";
import { inTheBinWords } from "./words.ts";

function reasonOf(state: InTheBinState, text: string): Sentence | undefined {
  const refused = refuseMove(state, text);
  return refused.ok ? undefined : refused.error;
}

export function explainPath(state: InTheBinState, path: readonly string[]): Sentence | undefined {
  const [first] = path;
  if (first === undefined) return undefined;
  const legal = generate(state).moves;
  if (legal.some((move) => move.path.length >= path.length && path.every((id, i) => move.path[i] === id))) return undefined;
  // a push with nothing to push is no option at all: nothing to explain (and no greyed button)
  if (first === "push") return HOT_SPOTS[state.turn].some((cell) => state.board[cell] !== EMPTY) ? reasonOf(state, "push") : undefined;
  const bin = /^bin:([A-Z])$/.exec(first);
  if (bin) {
    const kind = bin[1] as Kind;
    const index = BIN_KINDS.indexOf(kind as (typeof BIN_KINDS)[number]);
    if (index < 0) return undefined;
    if (state.bin[index] === 0) return said(...binHoldsNo(KIND_NAME[kind]));
    const spots = HOT_SPOTS[state.turn].filter((cell) => state.board[cell] === EMPTY);
    if (spots.length === 0) return said("Your hot spots are all taken: push, or move a piece off them, to select.", inTheBinWords("hotSpotsFull"));
    return reasonOf(state, `${kind}@${BOARD.name(spots[0])}`);
  }
  return undefined;
}
