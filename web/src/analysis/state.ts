/**
 * The analysis board's state (chessground's shape: plain data, changed only by the
 * functions below): a variation tree, the node shown, and the move being clicked. Every
 * move is checked by the engine in the browser; nothing is sent to the server.
 */
import type { AnyGame, Move, Side } from "../../../src/engine/types.ts";
import { MARK_GLYPHS } from "../../../src/engine/annotated-record.ts";
import {
  addLine,
  annotate,
  addMove,
  createTree,
  deleteLine,
  mainLineFrom,
  nodeOf,
  promote,
  ROOT,
  type VariationTree,
} from "../../../src/engine/variations.ts";
import { clickFor, startInput, type MoveInput } from "../move-input.ts";
import { say } from "../engine-words.ts";

export interface AnalysisState {
  readonly game: AnyGame;
  tree: VariationTree;
  /** The node on the board. */
  at: number;
  input: MoveInput;
  /** The promotion-style chooser is open. */
  choosing: boolean;
  orientation: Side;
  /** Why the last typed or clicked move was refused, shown until the next change. */
  refusal: string | undefined;
}

/** A board at `start`, with `line` played along it (as far as its moves are legal). */
export function createAnalysis(game: AnyGame, start: unknown, line: readonly string[]): AnalysisState {
  const tree = createTree(game, start);
  const added = addLine(tree, game, ROOT, line);
  const state: AnalysisState = {
    game,
    tree: added.ok ? added.value.tree : tree,
    at: added.ok ? added.value.node : ROOT,
    input: startInput([]),
    choosing: false,
    orientation: "white",
    refusal: added.ok ? undefined : say(added.error),
  };
  resetInput(state);
  return state;
}

export function positionOf(state: AnalysisState): unknown {
  return nodeOf(state.tree, state.at).state;
}

function resetInput(state: AnalysisState): void {
  state.input = startInput(state.game.legalMoves(positionOf(state)));
  state.choosing = false;
}

export function goTo(state: AnalysisState, node: number): void {
  if (!state.tree.nodes.has(node)) return;
  state.at = node;
  state.refusal = undefined;
  resetInput(state);
}

/** Plays `text` from the node shown (or goes to it, if it is already in the tree). */
export function playText(state: AnalysisState, text: string): boolean {
  const added = addMove(state.tree, state.game, state.at, text);
  if (!added.ok) {
    state.refusal = say(added.error);
    return false;
  }
  state.tree = added.value.tree;
  goTo(state, added.value.node);
  return true;
}

/** A click on the board or an area: extends the move being built, and plays it when whole. */
export function clickAt(state: AnalysisState, id: string | undefined): void {
  const result = clickFor(state.game, state.input, id);
  state.input = result.input;
  state.choosing = false;
  state.refusal = undefined;
  if (result.play) playText(state, result.play.text);
}

export function choose(state: AnalysisState, move: Move): void {
  playText(state, move.text);
}

export function back(state: AnalysisState): void {
  const parent = nodeOf(state.tree, state.at).parent;
  if (parent !== undefined) goTo(state, parent);
}

export function forward(state: AnalysisState): void {
  const next = nodeOf(state.tree, state.at).children[0];
  if (next !== undefined) goTo(state, next);
}

export function toStart(state: AnalysisState): void {
  goTo(state, ROOT);
}

export function toEnd(state: AnalysisState): void {
  goTo(state, mainLineFrom(state.tree, state.at).at(-1) ?? state.at);
}

/** Steps to the neighbouring variation at this point (`delta` -1 or +1 among the siblings). */
export function switchVariation(state: AnalysisState, delta: number): void {
  const node = nodeOf(state.tree, state.at);
  if (node.parent === undefined) return;
  const siblings = nodeOf(state.tree, node.parent).children;
  const next = siblings[siblings.indexOf(state.at) + delta];
  if (next !== undefined) goTo(state, next);
}

/** Removes the move shown and everything after it; the board goes back one move. */
export function deleteHere(state: AnalysisState): void {
  const parent = nodeOf(state.tree, state.at).parent;
  if (parent === undefined) return;
  state.tree = deleteLine(state.tree, state.at);
  goTo(state, parent);
}

/** Makes the line through the move shown the main one at its branch point. */
export function promoteHere(state: AnalysisState): void {
  state.tree = promote(state.tree, state.at);
}

export function flip(state: AnalysisState): void {
  state.orientation = state.orientation === "white" ? "black" : "white";
}

/** Gives the move shown a mark (NAG 1-6, !, ?...), or takes its mark off; its other NAGs stay. */
export function markHere(state: AnalysisState, nag: number | undefined): void {
  const node = nodeOf(state.tree, state.at);
  if (node.parent === undefined) return;
  const others = (node.nags ?? []).filter((other) => !MARK_GLYPHS.has(other));
  state.tree = annotate(state.tree, state.at, { nags: nag === undefined ? others : [nag, ...others] });
}

/** Sets the words of the comment after the move shown (its first one; its [%...] commands kept). */
export function commentHere(state: AnalysisState, text: string): void {
  const node = nodeOf(state.tree, state.at);
  if (node.parent === undefined) return;
  const [first, ...rest] = node.after ?? [];
  const commands = first?.commands ?? new Map<string, string>();
  const words = text.replace(/\s+/g, " ").trim();
  const kept = words || commands.size > 0 ? [{ text: words, commands }] : [];
  state.tree = annotate(state.tree, state.at, { after: [...kept, ...rest] });
}

/** The keys that step through a tree, on the analysis board and a study alike: back, forward, start, end, and between variations. */
export const STEP_KEYS: Readonly<Record<string, (state: AnalysisState) => void>> = {
  ArrowLeft: back,
  ArrowRight: forward,
  Home: toStart,
  End: toEnd,
  ArrowUp: (state) => switchVariation(state, -1),
  ArrowDown: (state) => switchVariation(state, 1),
};
