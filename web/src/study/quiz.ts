/**
 * An interactive chapter ("Find the move", issue 32): its reader plays one side (the
 * chapter's orientation) along the chapter's main line. The other side's moves play
 * themselves; the reader's move is checked against the main line's next move:
 * - right: it is played, and the comment the author wrote after it is shown;
 * - wrong, but the author answered it (a variation starting with that move): the
 *   variation's first comment is shown and the try is taken back;
 * - any other wrong try: "Not the move", taken back;
 * - "Show me the move" plays the right move for the reader.
 * At the main line's end the chapter is solved, with the count of wrong tries.
 *
 * Pure (no DOM): the study page, the embed and `<pigeon-viewer>` share it through
 * quiz-view.ts. Feedback names nodes, not words, so the view says them in its language.
 */
import type { Side } from "../../../src/engine/types.ts";
import { nodeOf, ROOT, type VariationNode, type VariationTree } from "../../../src/engine/variations.ts";

/** What the last thing the reader did led to. */
export type QuizFeedback =
  /** The reader's move was the one: `node` is it (its comment is the author's word on it). */
  | { readonly kind: "right"; readonly node: number }
  /** A wrong try the author answered: `node` is the variation's node whose comment answers it; `move` the try. */
  | { readonly kind: "answered"; readonly node: number; readonly move: string }
  /** A wrong try nobody answered. */
  | { readonly kind: "wrong"; readonly move: string }
  /** The reader asked for the move: `node` is it, now played. */
  | { readonly kind: "shown"; readonly node: number };

export interface QuizState {
  readonly tree: VariationTree;
  /** The side the reader plays. */
  readonly reader: Side;
  /** The main-line node on the board. */
  readonly at: number;
  /** Wrong tries so far (answered or not). */
  readonly wrongTries: number;
  /** Moves the reader asked to be shown. */
  readonly shown: number;
  /** Moves the reader found. */
  readonly found: number;
  readonly feedback: QuizFeedback | undefined;
  /** The main line's end is reached: nothing is left to find. */
  readonly solved: boolean;
  /** The main-line moves the other side played by themselves since the reader's last move (their comments are shown too). */
  readonly replies: readonly number[];
}

/** The main line's next node from `at`, if any. */
function nextOf(tree: VariationTree, at: number): VariationNode | undefined {
  const next = nodeOf(tree, at).children[0];
  return next === undefined ? undefined : nodeOf(tree, next);
}

/** Plays the other side's main-line moves from `at` until the reader is to move or the line ends. */
function playReplies(state: QuizState, at: number): QuizState {
  const replies: number[] = [];
  let node = nextOf(state.tree, at);
  while (node && node.side !== state.reader) {
    replies.push(node.id);
    at = node.id;
    node = nextOf(state.tree, at);
  }
  return { ...state, at, replies, solved: node === undefined };
}

/** The quiz at the chapter's start, the other side's opening moves (if it moves first) played. */
export function startQuiz(tree: VariationTree, reader: Side): QuizState {
  return playReplies({ tree, reader, at: ROOT, wrongTries: 0, shown: 0, found: 0, feedback: undefined, solved: false, replies: [] }, ROOT);
}

/** The first node along a variation's own main line that carries words, if any. */
function firstCommented(tree: VariationTree, from: number): number | undefined {
  for (let node: VariationNode | undefined = nodeOf(tree, from); node; node = nextOf(tree, node.id)) {
    if ((node.after ?? []).some((comment) => comment.text.trim() !== "")) return node.id;
  }
  return undefined;
}

/** The reader tries `move` (the game's canonical move text, as the board makes it). */
export function tryMove(state: QuizState, move: string): QuizState {
  if (state.solved) return state;
  const next = nextOf(state.tree, state.at);
  if (!next) return { ...state, solved: true };
  if (next.move === move) return { ...playReplies(state, next.id), found: state.found + 1, feedback: { kind: "right", node: next.id } };
  const wrongTries = state.wrongTries + 1;
  const answer = nodeOf(state.tree, state.at)
    .children.map((id) => nodeOf(state.tree, id))
    .find((child) => child.move === move);
  const answeredAt = answer && firstCommented(state.tree, answer.id);
  const feedback: QuizFeedback = answeredAt === undefined ? { kind: "wrong", move } : { kind: "answered", node: answeredAt, move };
  return { ...state, wrongTries, feedback, replies: [] };
}

/** "Show me the move": the main line's next move is played for the reader. */
export function showMove(state: QuizState): QuizState {
  const next = state.solved ? undefined : nextOf(state.tree, state.at);
  if (!next) return state;
  return { ...playReplies(state, next.id), shown: state.shown + 1, feedback: { kind: "shown", node: next.id } };
}

/** The main line's next move, which the reader is to find (undefined once solved). */
export function expectedMove(state: QuizState): string | undefined {
  return state.solved ? undefined : nextOf(state.tree, state.at)?.move;
}

/** Starts again from the chapter's start. */
export function restartQuiz(state: QuizState): QuizState {
  return startQuiz(state.tree, state.reader);
}
