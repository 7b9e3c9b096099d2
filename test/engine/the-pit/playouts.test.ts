/**
 * Seeded random games, checking at every position the invariants a player and the
 * server rely on: listed moves play, everything else is refused with a reason, texts
 * and positions round-trip, and the game is over exactly when no move is listed.
 */
import { describe, expect, it } from "vitest";
import { makeLongMove, parseLongMove } from "../../../src/engine/chess/notation.ts";
import { thePit } from "../../../src/engine/games/the-pit/index.ts";
import type { ThePitState } from "../../../src/engine/games/the-pit/index.ts";
import { pseudoLegalMoves } from "../../../src/engine/games/the-pit/moves.ts";
import { makeMoveText } from "../../../src/engine/games/the-pit/notation.ts";
import { makeState, parseState } from "../../../src/engine/games/the-pit/state-text.ts";
import { makeRandom, randomPlayout } from "../../../src/engine/random-playout.ts";
import { opposite } from "../../../src/engine/types.ts";

const GAMES = [1, 2, 3, 4];
const PLIES = 150;

/** Texts one slip away from a legal move: another square, the other sign, promotion or letter. */
function nearMisses(text: string, random: () => number): string[] {
  const move = parseLongMove(text);
  if (move === undefined) return [];
  const shift = (square: string, df: number, dr: number) => `${String.fromCharCode(square.charCodeAt(0) + df)}${Number(square.slice(1)) + dr}`;
  const misses = [
    makeLongMove({ ...move, capture: !move.capture }),
    makeLongMove({ ...move, to: shift(move.to, 1, 0) }),
    makeLongMove({ ...move, to: shift(move.to, 0, 1) }),
    makeLongMove({ ...move, from: shift(move.from, -1, 0) }),
    makeLongMove({ ...move, promotion: move.promotion === undefined ? "Q" : undefined }),
    makeLongMove({ ...move, promotion: move.promotion === undefined ? undefined : "K" }),
    makeLongMove({ ...move, piece: move.piece === undefined ? "P" : "KQRHCS"[Math.floor(random() * 6)] }),
    makeLongMove({ ...move, piece: undefined }),
    text.toUpperCase(),
    `${text}+`,
  ];
  return misses.filter((miss) => miss !== text);
}

function randomText(random: () => number): string {
  const alphabet = "abcdefghijkKQRHCSPNx-=0123456789 ";
  const length = 1 + Math.floor(random() * 9);
  return Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
}

/**
 * Checks one position and returns what is wrong, as sentences. (Collecting problems and
 * asserting once per game keeps tens of thousands of checks fast.)
 */
function checkPosition(state: ThePitState, random: () => number): string[] {
  const problems: string[] = [];
  const where = thePit.makePosition(state);
  const moves = thePit.legalMoves(state);
  const outcome = thePit.outcome(state);
  if ((outcome.status === "ongoing") !== moves.length > 0) problems.push(`${where}: outcome ${outcome.status} with ${moves.length} moves`);

  const reread = thePit.parsePosition(where);
  if (!reread.ok || thePit.makePosition(reread.value) !== where) problems.push(`${where}: position text does not round-trip`);

  const texts = new Set(moves.map((move) => move.text));
  if (texts.size !== moves.length) problems.push(`${where}: a move text is listed twice`);
  for (const move of moves) {
    const parsed = parseLongMove(move.text);
    if (parsed === undefined || makeLongMove(parsed) !== move.text) problems.push(`${where}: ${move.text} does not round-trip`);
    else if (move.path[0] !== parsed.from || move.path[1] !== parsed.to) problems.push(`${where}: ${move.text} has path ${move.path}`);
    const played = thePit.play(state, move.text);
    if (!played.ok) problems.push(`${where}: listed ${move.text} refused: ${played.error.message}`);
    else if (played.value.move !== move) problems.push(`${where}: ${move.text} played as ${played.value.move.text}`);
    else if (thePit.turn(played.value.state) !== opposite(thePit.turn(state))) problems.push(`${where}: ${move.text} did not pass the turn`);
  }

  const tries = [randomText(random), randomText(random)];
  if (moves.length > 0) tries.push(...nearMisses(moves[Math.floor(random() * moves.length)].text, random));
  const codes = outcome.status === "ongoing" ? ["illegal_move", "malformed_move"] : ["game_over"];
  for (const attempt of tries) {
    if (texts.has(attempt)) continue;
    const played = thePit.play(state, attempt);
    if (played.ok) problems.push(`${where}: unlisted "${attempt}" was accepted`);
    else if (!codes.includes(played.error.code) || !/^\S.*\.$/.test(played.error.message)) {
      problems.push(`${where}: "${attempt}" refused as ${played.error.code}: ${played.error.message}`);
    }
  }
  return problems;
}

describe("seeded random playouts", () => {
  for (const seed of GAMES) {
    it(`game ${seed}: every position keeps the invariants`, { timeout: 60_000 }, () => {
      const random = makeRandom(seed);
      const start = thePit.setup();
      if (!start.ok) throw new Error(start.error.message);
      const { states } = randomPlayout(thePit, start.value, random, { plies: PLIES });
      expect(states.flatMap((state) => checkPosition(state, random))).toEqual([]);
    });
  }

  it("the same seed plays the same game", () => {
    const start = thePit.setup();
    if (!start.ok) throw new Error(start.error.message);
    const a = randomPlayout(thePit, start.value, makeRandom(9), { plies: 60 });
    const b = randomPlayout(thePit, start.value, makeRandom(9), { plies: 60 });
    expect(a.moves).toEqual(b.moves);
    expect(a.moves).toHaveLength(60);
  });

  it("a move played on a position whose moves were never listed is accepted or refused exactly as the list says", { timeout: 60_000 }, () => {
    // play() checks a text against the named piece's moves alone (moves.ts findLegalMove)
    // unless the position's moves were listed: the two ways must agree on every text
    const random = makeRandom(21);
    const start = thePit.setup();
    if (!start.ok) throw new Error(start.error.message);
    const { states } = randomPlayout(thePit, start.value, random, { plies: PLIES });
    const problems: string[] = [];
    for (const state of states) {
      const fresh = parseState(makeState(state));
      if (!fresh.ok) throw new Error(fresh.error.message);
      const moves = thePit.legalMoves(state);
      const texts = new Set(moves.map((move) => move.text));
      // every move the pieces' movement allows, those that leave the king attacked included
      const movements = pseudoLegalMoves(state).map(makeMoveText);
      const tries = [...new Set([...movements, randomText(random), ...moves.flatMap((move) => nearMisses(move.text, random))])];
      for (const text of tries) {
        const unlisted = thePit.play(fresh.value, text);
        const listed = thePit.play(state, text);
        const where = `${thePit.makePosition(state)}: "${text}"`;
        if (unlisted.ok !== texts.has(text) || listed.ok !== texts.has(text)) problems.push(`${where} accepted ${unlisted.ok}, listed ${texts.has(text)}`);
        else if (unlisted.ok && listed.ok) {
          if (JSON.stringify(unlisted.value.move) !== JSON.stringify(listed.value.move)) problems.push(`${where} is another move`);
          if (makeState(unlisted.value.state) !== makeState(listed.value.state)) problems.push(`${where} leads elsewhere`);
          if (JSON.stringify(unlisted.value.notes) !== JSON.stringify(listed.value.notes)) problems.push(`${where} has other notes`);
        } else if (!unlisted.ok && !listed.ok && unlisted.error.message !== listed.error.message) problems.push(`${where} refused for another reason`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("a playout that avoids ending survives 400 plies", { timeout: 60_000 }, () => {
    const start = thePit.setup();
    if (!start.ok) throw new Error(start.error.message);
    const { states } = randomPlayout(thePit, start.value, makeRandom(1), { plies: 400, avoidEnding: true });
    expect(states).toHaveLength(401);
    expect(thePit.outcome(states[400]).status).toBe("ongoing");
  });
});
