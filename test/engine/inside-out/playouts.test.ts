/**
 * Seeded random playouts in both layouts, checking at every position:
 * - the engine's moves are exactly the naive reference generator's;
 * - every listed move plays and keeps its text; near misses and unlisted texts are
 *   refused with a reason, and a refusal leaves the state as it was;
 * - position texts round-trip, with the same moves after the trip;
 * - no field holds two pieces; a piece on an inner field lists only its step out;
 * - the outcome is over exactly when no move is listed or a side has no king.
 */
import { describe, expect, it } from "vitest";
import type { InsideOutState } from "../../../src/engine/games/inside-out/index.ts";
import { makeRandom } from "../../../src/engine/random-playout.ts";
import type { Move } from "../../../src/engine/types.ts";
import { game, start } from "./helpers.ts";
import { naiveMoves, naiveParse } from "./naive-reference.ts";

const GAMES_PER_LAYOUT = 30;
const MAX_PLIES = 160;

/** Texts that look like a listed move but are not: a bare dual square, the other field, the wrong sign or suffix. */
function nearMisses(move: Move): string[] {
  const misses = [move.text.replace(/([a-f][1-6])[io]/g, "$1")];
  misses.push(move.text.replace(/([a-f][1-6])i$/, "$1o").replace(/([a-f][1-6])o$/, "$1i"));
  misses.push(move.text.includes("x") ? move.text.replace("x", "-") : move.text.replace("-", "x"));
  misses.push(move.text.endsWith("=K") ? move.text.slice(0, -2) : `${move.text}=K`);
  return misses.filter((text) => text !== move.text);
}

/**
 * A plain assertion: these checks run hundreds of thousands of times, where vitest's
 * `expect` would cost most of the suite's time. A failure names the position.
 */
function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(what);
}

const same = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

function checkPosition(state: InsideOutState, random: () => number): void {
  const text = game.makePosition(state);
  const moves = game.legalMoves(state);
  const listed = new Set(moves.map((move) => move.text));

  // Round trip, with the same moves afterwards.
  const again = game.parsePosition(text);
  check(again.ok, `position text refused: ${text}`);
  if (again.ok) {
    check(game.makePosition(again.value) === text, `position text changed on a round trip: ${text}`);
    const moveTexts = (list: readonly Move[]) => list.map((move) => move.text);
    check(same(moveTexts(game.legalMoves(again.value)), moveTexts(moves)), `moves changed on a round trip: ${text}`);
  }

  // The naive reference lists the same moves.
  const engine = moves.map((move) => move.path.join("-")).sort();
  const naive = naiveMoves(naiveParse(text));
  check(same(engine, naive), `engine and reference differ in ${text}:\n  engine ${engine.join(" ")}\n  naive  ${naive.join(" ")}`);

  // One piece per field; inner-field pieces only step out.
  const view = game.view(state);
  const at = view.pieces.map((piece) => piece.at);
  check(new Set(at).size === at.length, `a field holds two pieces: ${text}`);
  for (const move of moves) {
    if (move.path[0].endsWith("i")) check(move.path[1] === `${move.path[0].slice(0, 2)}o`, `${move.text} leaves an inner field: ${text}`);
  }

  // Over exactly when nothing is listed or a side has lost its kings.
  const kings = { white: 0, black: 0 };
  for (const piece of view.pieces) if (piece.kind === "K" && piece.side !== "neutral") kings[piece.side]++;
  const over = game.outcome(state).status !== "ongoing";
  check(over === (moves.length === 0 || kings.white === 0 || kings.black === 0), `outcome and moves disagree: ${text}`);
  if (over) return;

  // Near misses and random unlisted texts are refused with a reason and change nothing.
  const refuse = (attempt: string) => {
    if (listed.has(attempt)) return;
    const played = game.play(state, attempt);
    check(!played.ok, `${attempt} was accepted in ${text}`);
    if (!played.ok) {
      check(played.error.code === "illegal_move" || played.error.code === "malformed_move", `${attempt}: ${played.error.code}`);
      check(played.error.message.length > 10, `${attempt}: no reason given`);
    }
  };
  for (let i = 0; i < 3; i++) for (const miss of nearMisses(moves[Math.floor(random() * moves.length)])) refuse(miss);
  const ids = view.cells.map((cell) => cell.id);
  const own = view.pieces.filter((piece) => piece.side === game.turn(state));
  for (let i = 0; i < 12; i++) {
    const piece = own[Math.floor(random() * own.length)];
    const letter = piece.kind === "P" ? "" : piece.kind;
    refuse(`${letter}${piece.at}-${ids[Math.floor(random() * ids.length)]}`);
    refuse(`${letter}${piece.at}x${ids[Math.floor(random() * ids.length)]}`);
  }
  check(game.makePosition(state) === text, `a refusal changed the state: ${text}`);
}

describe("seeded random playouts", () => {
  for (const layout of ["centred", "as-printed"]) {
    it(`keeps every invariant over ${GAMES_PER_LAYOUT} games in the ${layout} layout`, () => {
      let finished = 0;
      let refills = 0;
      for (let seed = 1; seed <= GAMES_PER_LAYOUT; seed++) {
        const random = makeRandom(seed * 7919 + (layout === "centred" ? 0 : 1));
        let state = start(layout);
        for (let ply = 0; ply < MAX_PLIES; ply++) {
          checkPosition(state, random);
          const moves = game.legalMoves(state);
          if (moves.length === 0) break;
          // Every listed move plays and keeps its text.
          for (const move of moves) {
            const played = game.play(state, move.text);
            check(played.ok && played.value.move.text === move.text && same(played.value.move.path, move.path), `${move.text} does not play`);
          }
          const played = game.play(state, moves[Math.floor(random() * moves.length)].text);
          if (!played.ok) throw new Error(played.error.message);
          refills += played.value.notes.length;
          state = played.value.state;
        }
        if (game.outcome(state).status !== "ongoing") finished++;
      }
      // The walks must reach the rules that matter: king captures and finished games.
      expect(refills).toBeGreaterThan(GAMES_PER_LAYOUT);
      expect(finished).toBeGreaterThan(GAMES_PER_LAYOUT / 3);
    }, 30_000);
  }
});
