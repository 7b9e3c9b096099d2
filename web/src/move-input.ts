/**
 * Building a move from clicks, for any game, from `Move.path` alone. The selection is
 * the prefix of clicks so far; the candidates are the legal moves whose path starts with
 * it; the next clicks that make sense are their `path[prefix.length]`.
 *
 * When the prefix is a whole path:
 * - one move has exactly this path and none goes on: it is played;
 * - several have exactly this path (a promotion): the player picks one by `choice`;
 * - longer paths go on from here (an optional second part of a turn): the player may
 *   click on, or end the turn with the move(s) already complete.
 */
import type { AnyGame, Move } from "../../src/engine/types.ts";

export interface MoveInput {
  /** The legal moves of the position; empty when this client may not move. */
  readonly moves: readonly Move[];
  readonly prefix: readonly string[];
}

/** No clicks yet. */
export function startInput(moves: readonly Move[]): MoveInput {
  return { moves, prefix: [] };
}

const startsWith = (path: readonly string[], prefix: readonly string[]): boolean =>
  prefix.length <= path.length && prefix.every((id, i) => path[i] === id);

/** Legal moves still possible after the clicks so far. */
export function candidates(input: MoveInput): Move[] {
  return input.moves.filter((move) => startsWith(move.path, input.prefix));
}

/** Ids a click may go to next. */
export function nextClicks(input: MoveInput): Set<string> {
  const ids = new Set<string>();
  for (const move of candidates(input)) {
    if (move.path.length > input.prefix.length) ids.add(move.path[input.prefix.length]);
  }
  return ids;
}

/** What the selection allows besides clicking on. */
export interface Completion {
  /** Moves whose whole path is the prefix (several when they differ by `choice`). */
  readonly complete: readonly Move[];
  /** Some longer path goes on from here. */
  readonly continues: boolean;
}

export function completion(input: MoveInput): Completion {
  const found = candidates(input);
  const n = input.prefix.length;
  return {
    complete: n === 0 ? [] : found.filter((move) => move.path.length === n),
    continues: found.some((move) => move.path.length > n),
  };
}

/**
 * The longest legal move already made by the clicks so far, when exactly one is: the
 * first part of a turn that goes on (a capture, then an optional pillar move). The board
 * shows it played, so later clicks land on what the player expects to see.
 */
export function madeSoFar(input: MoveInput): Move | undefined {
  const made = input.moves.filter((move) => move.path.length > 0 && startsWith(input.prefix, move.path));
  const longest = Math.max(0, ...made.map((move) => move.path.length));
  const found = made.filter((move) => move.path.length === longest);
  return found.length === 1 ? found[0] : undefined;
}

/** The result of a click: the new selection, and the move to play if the click finished one. */
export interface ClickResult {
  readonly input: MoveInput;
  readonly play?: Move;
}

/**
 * Applies one click. A click that extends the selection extends it; a click on the last
 * selected id takes that click back; a click that starts another move starts over from
 * there; anything else clears the selection.
 */
export function click(input: MoveInput, id: string | undefined): ClickResult {
  const cleared = startInput(input.moves);
  if (id === undefined) return { input: cleared };
  const extended: MoveInput = { moves: input.moves, prefix: [...input.prefix, id] };
  if (candidates(extended).length > 0) return settle(extended);
  if (input.prefix.length > 0 && input.prefix[input.prefix.length - 1] === id) {
    return { input: { moves: input.moves, prefix: input.prefix.slice(0, -1) } };
  }
  const restarted: MoveInput = { moves: input.moves, prefix: [id] };
  if (input.prefix.length > 0 && candidates(restarted).length > 0) return settle(restarted);
  return { input: cleared };
}

/**
 * The cells that also stand for a first step the board does not draw (Ben39's movable
 * square l2 for "square:l2"), among the first steps of `moves`: cell id to step.
 */
export function handlesOf(moves: readonly Move[], handleCell: ((id: string) => string | undefined) | undefined): Map<string, string> {
  const handles = new Map<string, string>();
  if (!handleCell) return handles;
  for (const move of moves) {
    const first = move.path[0];
    const cell = first === undefined ? undefined : handleCell(first);
    if (cell !== undefined) handles.set(cell, first);
  }
  return handles;
}

/**
 * A click, where a cell may also be the handle of another first step (`handlesOf`). On
 * such a cell the first click picks what stands there when that can move, else the
 * handle; a second click on it switches from the piece to the handle, a third lets go.
 * A click that would only clear the selection starts the handle instead.
 */
export function clickWithHandles(input: MoveInput, id: string | undefined, handles: ReadonlyMap<string, string>): ClickResult {
  const handle = id === undefined ? undefined : handles.get(id);
  if (handle === undefined) return click(input, id);
  const [first, ...rest] = input.prefix;
  const only = rest.length === 0;
  if (only && first === handle) return { input: startInput(input.moves) };
  if (only && first === id) return settle({ moves: input.moves, prefix: [handle] });
  const result = click(input, id);
  if (result.play || result.input.prefix.length > 0) return result;
  return settle({ moves: input.moves, prefix: [handle] });
}

/** What the board marks for the clicks so far (cells: a handle's step shown on its cell). */
export interface BoardMarks {
  readonly selected: readonly string[];
  /** Where the next click may go. */
  readonly targets: ReadonlySet<string>;
  /** What a click may start a move with instead (a hand piece while a board piece is selected). */
  readonly starts: ReadonlySet<string>;
}

export function boardMarks(game: AnyGame, input: MoveInput): BoardMarks {
  const onBoard = (id: string): string => game.handleCell?.(id) ?? id;
  const targets = nextClicks(input);
  const starts = input.prefix.length === 0 ? targets : nextClicks(startInput(input.moves));
  return { selected: input.prefix.map(onBoard), targets, starts: new Set([...starts].map(onBoard)) };
}

/** A click on the board as the game means it: `clickWithHandles` with the game's handles. */
export function clickFor(game: AnyGame, input: MoveInput, id: string | undefined): ClickResult {
  return clickWithHandles(input, id, handlesOf(input.moves, game.handleCell?.bind(game)));
}

/** Plays the move at once when the selection names exactly one and nothing longer. */
function settle(input: MoveInput): ClickResult {
  const { complete, continues } = completion(input);
  if (complete.length === 1 && !continues) return { input: startInput(input.moves), play: complete[0] };
  return { input };
}

/** The position with the part of the turn already clicked played on it, to draw. */
export function previewState(game: AnyGame, state: unknown, made: Move | undefined): unknown {
  if (!made) return state;
  const played = game.play(state, made.text);
  return played.ok ? played.value.state : state;
}
