// Seeded random games, checking on every turn what must always hold: listed turns play,
// other texts are refused with a reason, texts round-trip, men are conserved, captures
// follow the rule and leave a pillar, and the outcome ends the game exactly when it should.
// Problems are collected and compared at the end: one expect per game keeps this fast.
import { describe, expect, it } from "vitest";
import { makeRandom } from "../../../src/engine/random-playout.ts";
import type { PitOfPillarsState } from "../../../src/engine/games/pit-of-pillars/index.ts";
import type { Side } from "../../../src/engine/types.ts";
import { capacityAt, game, pillarAt, playOk, position, stackAt, START } from "./helpers.ts";
import { naiveTurns, readPosition, writePosition } from "./naive-reference.ts";

const FILES = "abcdefgh";
const LETTER: Record<Side, string> = { white: "w", black: "r" };
const TURN_TEXT = /^(?:([a-h]\d)-([a-h]\d)|@([a-h]\d))(?:\/P([a-h]\d)-([a-h]\d))?$/;

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

function randomSquare(random: () => number): string {
  return `${pick(random, [...FILES])}${1 + Math.floor(random() * 8)}`;
}

/** Texts close to a legal one: a square nudged by one step, a pillar move added, the men swapped, random texts. */
function nearMisses(text: string, random: () => number): string[] {
  const misses: string[] = [];
  for (const square of text.match(/[a-h]\d/g) ?? []) {
    const [df, dr] = pick(random, [[1, 0], [-1, 0], [0, 1], [0, -1]]);
    misses.push(text.replace(square, `${FILES[FILES.indexOf(square[0]) + df] ?? "i"}${Number(square[1]) + dr}`));
  }
  if (text.includes(",")) misses.push(text.split(",").reverse().join(","));
  else if (!text.includes("/")) misses.push(`${text}/P${randomSquare(random)}-${randomSquare(random)}`);
  misses.push(`@${randomSquare(random)}`, `${randomSquare(random)}-${randomSquare(random)}`, `${randomSquare(random)},${randomSquare(random)}`);
  return misses;
}

function men(state: PitOfPillarsState, side: Side): number {
  return game.view(state).pieces.reduce((sum, p) => sum + (p.stack?.filter((s) => s === side).length ?? 0), 0);
}

function controls(state: PitOfPillarsState, side: Side): boolean {
  return game.view(state).pieces.some((p) => p.kind === "stack" && p.side === side);
}

function isBicoloured(stack: string): boolean {
  return stack.includes("w") && stack.includes("r");
}

interface Tally {
  plies: number;
  captures: number;
  ended: boolean;
  problems: string[];
}

/** Checks a movement turn's capture against the rule, from the position before it. */
function checkCapture(before: PitOfPillarsState, text: string, after: PitOfPillarsState, tally: Tally): void {
  const mover = game.turn(before);
  const [, from, to, reserveTo, pillarFrom, pillarTo] = TURN_TEXT.exec(text)!;
  const landing = reserveTo ?? to;
  let group = LETTER[mover];
  if (from !== undefined) {
    const source = stackAt(before, from);
    const distance = Math.abs(FILES.indexOf(to[0]) - FILES.indexOf(from[0])) + Math.abs(Number(to[1]) - Number(from[1]));
    group = source.slice(source.length - distance);
  }
  const received = stackAt(before, landing) + group;
  const shouldCapture = isBicoloured(received) && received.length > capacityAt(before, landing);
  const gained = after.reserves[mover] - before.reserves[mover] + (reserveTo !== undefined ? 1 : 0);
  const where = `${text} in ${game.makePosition(before)}`;
  if ((gained > 0) !== shouldCapture) tally.problems.push(`capture ${gained > 0} but the rule says ${shouldCapture}: ${where}`);
  if (gained <= 0) return;
  tally.captures++;
  if (!isBicoloured(received)) tally.problems.push(`a single-coloured stack was captured: ${where}`);
  if (gained !== [...received].filter((m) => m === LETTER[mover]).length) tally.problems.push(`wrong men returned: ${where}`);
  if (stackAt(after, landing) !== "") tally.problems.push(`the captured stack stayed: ${where}`);
  if (pillarAt(after, pillarFrom === landing ? pillarTo : landing) !== mover) tally.problems.push(`no pillar after the capture: ${where}`);
}

function playout(seed: number, maxPlies: number): Tally {
  const random = makeRandom(seed);
  const tally: Tally = { plies: 0, captures: 0, ended: false, problems: [] };
  const problem = (message: string) => tally.problems.push(message);
  let state = position(START);
  const entered: Record<Side, number> = { white: 0, black: 0 };
  for (let ply = 0; ply < maxPlies && tally.problems.length === 0; ply++) {
    tally.plies = ply;
    const moves = game.legalMoves(state);
    const texts = new Set(moves.map((m) => m.text));
    const outcome = game.outcome(state);
    const mover = game.turn(state);
    const text = game.makePosition(state);

    // the outcome ends the game exactly when no turn is listed, and never as a draw
    if ((outcome.status === "ongoing") !== moves.length > 0) problem(`outcome ${outcome.status} with ${moves.length} turns: ${text}`);
    if (texts.size !== moves.length) problem(`a turn is listed twice: ${text}`);
    if (outcome.status !== "ongoing") {
      tally.ended = true;
      const expected = controls(state, mover) ? "no-legal-move" : "no-stacks";
      if (outcome.status !== "win" || outcome.winner === mover || outcome.reason !== expected) problem(`wrong outcome ${JSON.stringify(outcome)}: ${text}`);
      if (naiveTurns(readPosition(text)).length > 0) problem(`the naive reference still has turns: ${text}`);
      const refused = game.play(state, "@d4");
      if (refused.ok || refused.error.code !== "game_over") problem(`a turn was accepted after the end: ${text}`);
      break;
    }

    // the position text round-trips
    if (game.makePosition(position(text)) !== text) problem(`position text does not round-trip: ${text}`);

    // listed turns play and keep their text, path and kind (all of a short list, a sample of a long one)
    const sample = moves.length <= 30 ? moves : Array.from({ length: 10 }, () => pick(random, moves));
    for (const move of sample) {
      const played = game.play(state, move.text);
      if (!played.ok) problem(`listed ${move.text} refused (${played.error.message}): ${text}`);
      else if (JSON.stringify(played.value.move) !== JSON.stringify(move)) problem(`${move.text} plays as ${JSON.stringify(played.value.move)}: ${text}`);
    }

    // texts near listed ones are refused with a reason exactly when they are not listed
    for (const miss of nearMisses(pick(random, moves).text, random)) {
      const played = game.play(state, miss);
      if (played.ok !== texts.has(miss)) problem(`${miss} ${played.ok ? "accepted but not listed" : "listed but refused"}: ${text}`);
      if (!played.ok && (!["illegal_move", "malformed_move"].includes(played.error.code) || played.error.message.length < 10)) {
        problem(`${miss} refused without a proper reason: ${JSON.stringify(played.error)}`);
      }
    }

    const chosen = pick(random, moves);
    const next = playOk(state, chosen.text).state;

    // now and then, the naive reference lists the same turns and reaches the same position
    if (ply % 40 === 0) {
      const naive = naiveTurns(readPosition(text));
      if (naive.map((t) => t.text).sort().join(" ") !== [...texts].sort().join(" ")) problem(`the naive reference lists other turns: ${text}`);
      const naiveNext = naive.find((t) => t.text === chosen.text);
      if (naiveNext === undefined || writePosition(naiveNext.next()) !== game.makePosition(next)) problem(`${chosen.text} reaches another position in the naive reference: ${text}`);
    }

    if (state.stage === "entering") entered[mover] += chosen.text.split(",").length;
    else checkCapture(state, chosen.text, next, tally);

    // men are conserved: entered from the supply = on the board + in reserve + out of the game
    for (const side of ["white", "black"] as const) {
      const counted = men(next, side) + next.reserves[side] + next.out[side];
      if (counted !== entered[side]) problem(`${side}: ${counted} men counted, ${entered[side]} entered, after ${chosen.text} in ${text}`);
    }
    state = next;
  }
  return tally;
}

describe("seeded random playouts", () => {
  const tallies: Tally[] = [];
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    it(`playout with seed ${seed}: every turn keeps the invariants`, () => {
      const tally = playout(seed, 1200);
      tallies.push(tally);
      expect(tally.problems).toEqual([]);
    });
  }

  it("the playouts went through captures to finished games", () => {
    expect(tallies.reduce((sum, t) => sum + t.captures, 0)).toBeGreaterThan(20);
    expect(tallies.filter((t) => t.ended).length).toBeGreaterThan(1);
  });
});
