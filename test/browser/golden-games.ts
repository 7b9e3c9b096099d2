/**
 * Golden records replayed move by move through the seat pages: by whole-games.spec.ts (by
 * keyboard and typed) and by `npm run bench:page` (page-work.ts).
 */
import { readFileSync } from "node:fs";
import { getGame } from "../../src/engine/registry.ts";
import { parseOptionsTag, parseRecord, replayMoves } from "../../src/engine/record.ts";
import type { Move, Side } from "../../src/engine/types.ts";
import { leavesKingOpen } from "../../web/src/game/danger.ts";

/**
 * The record of each game that `npm run bench:page` plays: the longest first, since what a
 * page does for a move must stay flat as a game grows long.
 */
export const GOLDEN_GAMES = {
  ben39: "ben39/king-captured-random-50.pgn",
  "pit-of-pillars": "pit-of-pillars/white-wins-no-legal-move.pgn",
  "in-the-bin": "in-the-bin/checkmate-random-20.pgn",
  "inside-out": "inside-out/as-printed-last-king.pgn",
  "the-pit": "the-pit/black-wins-sorcerors-mate.pgn",
} as const;

/**
 * The record of each game that whole-games.spec.ts plays through both seat pages, the
 * longest first (started last, they ran on alone at the end of the suite). Ben39's is its
 * shortest game with every kind of move (28 plies): the 76 plies of GOLDEN_GAMES' took 39
 * CPU seconds by keyboard and typed, nearly half of this file's (docs/benchmarks.md,
 * "Eleventh session").
 */
export const WHOLE_GAMES: Record<GoldenVariant, string> = { ...GOLDEN_GAMES, ben39: "ben39/king-captured-random-1920.pgn" };

export type GoldenVariant = keyof typeof GOLDEN_GAMES;

export interface Ply {
  readonly side: Side;
  readonly move: Move;
  /** Several legal moves share this path, or a longer one goes on from it: the move bar finishes it. */
  readonly finish?: "choice" | "end-turn";
  /** It leaves the mover's own king to be captured: the page asks first, and the player answers Enter. */
  readonly asks: boolean;
}

/** The golden game of `variant` in `records`: its plies as a player makes them, its options and its result. */
export function goldenGame(variant: GoldenVariant, records: Record<GoldenVariant, string> = GOLDEN_GAMES): { plies: Ply[]; options: Record<string, string>; result: string } {
  const record = parseRecord(readFileSync(new URL(`../fixtures/records/${records[variant]}`, import.meta.url), "utf8"));
  if (!record.ok) throw new Error(record.error.message);
  const game = getGame(variant)!;
  const options = parseOptionsTag(record.value.tags.get("Options"));
  const replay = replayMoves(game, record.value.moves, options);
  if (!replay.ok) throw new Error(replay.error.message);
  const plies = replay.value.moves.map((text, i): Ply => {
    const legal = game.legalMoves(replay.value.states[i]);
    const move = legal.find((m) => m.text === text)!;
    const samePath = legal.filter((m) => m.path.join(" ") === move.path.join(" "));
    const goesOn = legal.some((m) => m.path.length > move.path.length && move.path.every((id, k) => m.path[k] === id));
    const asks = leavesKingOpen(game, replay.value.states[i], move);
    return { side: replay.value.sides[i], move, finish: samePath.length > 1 ? "choice" : goesOn ? "end-turn" : undefined, asks };
  });
  return { plies, options, result: record.value.tags.get("Result") ?? "" };
}
