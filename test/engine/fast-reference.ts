/**
 * Holds a game's fast position (src/engine/search/fast-position.ts) to its readable
 * rules, move for move (issue 34 item 4): at every state given and along seeded random
 * games from each, the fast position must list the same moves with the same texts and
 * capture flags, count them alike, say the same outcome, evaluation and position text,
 * keep its key as a fresh position of the same state has it, and reach by `make` the
 * state `play` reaches, and by `unmake` the state it left. One fast position is made
 * and unmade along each whole game, so its incremental state (hash, counters, undo
 * stack) is checked over long lines, not only one ply deep.
 */
import { expect } from "vitest";
import { makeRandom, randomPlayout } from "../../src/engine/random-playout.ts";
import { FAST_BLACK_WINS, FAST_DRAW, FAST_ONGOING, FAST_WHITE_WINS } from "../../src/engine/search/fast-position.ts";
import type { FastOutcome, FastPosition } from "../../src/engine/search/fast-position.ts";
import { fastPositionOf } from "../../src/engine/search/fast-registry.ts";
import type { Game, Outcome } from "../../src/engine/types.ts";

function outcomeCode(outcome: Outcome): FastOutcome {
  if (outcome.status === "win") return outcome.winner === "white" ? FAST_WHITE_WINS : FAST_BLACK_WINS;
  return outcome.status === "draw" ? FAST_DRAW : FAST_ONGOING;
}

function fastOf<S>(game: Game<S>, state: S): FastPosition {
  const position = fastPositionOf(game, state);
  if (position === undefined) throw new Error(`${game.id} has no fast path in src/engine/search/fast-registry.ts`);
  return position;
}

/** The fast position's legal moves as [text, capture] pairs, sorted by text. */
function fastMoves(position: FastPosition): { move: number; text: string; capture: boolean }[] {
  const { list, count } = position.legalMoves();
  const moves = Array.from(list.subarray(0, count), (move) => ({ move, text: position.moveText(move), capture: position.isCapture(move) }));
  return moves.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
}

/**
 * Compares `position` with `state` in everything but the moves' successors; `where` names
 * the place in failure messages. Returns the fast moves (sorted by text).
 */
export function expectSameState<S>(game: Game<S>, position: FastPosition, state: S, where: string): { move: number; text: string }[] {
  expect(position.positionText(), `${where}: position text`).toBe(game.makePosition(state));
  expect(position.turn(), `${where}: turn`).toBe(game.turn(state));
  expect(position.outcome(), `${where}: outcome`).toBe(outcomeCode(game.outcome(state)));
  if (game.evaluate) expect(position.evaluate(), `${where}: evaluation`).toBe(game.evaluate(state));
  expect(position.key(), `${where}: key against a fresh position of the state`).toBe(fastOf(game, state).key());
  const reference = game
    .legalMoves(state)
    .map((move) => ({ text: move.text, capture: move.kind.includes("capture") }))
    .sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  const fast = fastMoves(position);
  expect(
    fast.map(({ text, capture }) => ({ text, capture })),
    `${where}: legal moves`,
  ).toEqual(reference);
  expect(position.countLegalMoves(), `${where}: count`).toBe(reference.length);
  return fast;
}

/**
 * Every legal move from `state` made and unmade on `position` (which stands at `state`):
 * each reaches what `play` reaches, and unmake restores the position and its key.
 */
export function expectEveryMoveMatches<S>(game: Game<S>, position: FastPosition, state: S, where: string): void {
  const fast = expectSameState(game, position, state, where);
  const key = position.key();
  const text = position.positionText();
  for (const { move, text: moveText } of fast) {
    const played = game.play(state, moveText);
    if (!played.ok) throw new Error(`${where}: listed move ${moveText} was refused: ${played.error.message}`);
    position.make(move);
    expect(position.positionText(), `${where}, after ${moveText}`).toBe(game.makePosition(played.value.state));
    expect(position.outcome(), `${where}, after ${moveText}: outcome`).toBe(outcomeCode(game.outcome(played.value.state)));
    expect(position.key(), `${where}, after ${moveText}: key`).toBe(fastOf(game, played.value.state).key());
    position.unmake(move);
    expect(position.positionText(), `${where}, ${moveText} taken back`).toBe(text);
    expect(position.key(), `${where}, ${moveText} taken back: key`).toBe(key);
  }
}

export interface ReferenceOptions {
  /** Seeded random games per start state. */
  readonly games: number;
  /** Plies per game (fewer if it ends). */
  readonly plies: number;
  /** Check every move's successor at every `everyMovesAt`-th ply (1: all; they cost a `play` each). */
  readonly everyMovesAt?: number;
  readonly seed?: number;
}

/**
 * Along seeded random games from each start, one fast position made along the game:
 * the same state as the rules' at every ply, and every move's successor at some plies.
 */
export function expectFastMatchesRules<S>(game: Game<S>, starts: readonly { id: string; state: S }[], options: ReferenceOptions): void {
  const every = options.everyMovesAt ?? 1;
  for (const { id, state: start } of starts) {
    for (let g = 0; g < options.games; g++) {
      const seed = (options.seed ?? 1) * 1000 + g;
      const { states, moves } = randomPlayout(game, start, makeRandom(seed), { plies: options.plies, avoidEnding: true });
      const position = fastOf(game, start);
      const made: number[] = [];
      for (let ply = 0; ply < states.length; ply++) {
        const where = `${game.id} ${id}, game ${seed}, ply ${ply}`;
        if (ply % every === 0) expectEveryMoveMatches(game, position, states[ply], where);
        else expectSameState(game, position, states[ply], where);
        if (ply === moves.length) break;
        const next = fastMoves(position).find((m) => m.text === moves[ply]);
        expect(next, `${where}: the game's move ${moves[ply]} among the fast moves`).toBeDefined();
        position.make(next!.move);
        made.push(next!.move);
      }
      // taking the whole game back returns to the start
      for (let i = made.length - 1; i >= 0; i--) position.unmake(made[i]);
      expectSameState(game, position, start, `${game.id} ${id}, game ${seed}, taken back to the start`);
    }
  }
}
