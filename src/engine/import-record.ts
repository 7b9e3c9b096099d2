/**
 * Importing a record: parse it, find its game, replay every move, and check that the
 * result it claims fits what the moves reach. An error names the first bad move.
 */
import { resolveOptions } from "./options.ts";
import { parseOptionsTag, parseRecord, replayMovesFrom, resultToken } from "./record.ts";
import { getGame } from "./registry.ts";
import type { AnyGame, EndReason, GameOptions, Outcome, Result, Side } from "./types.ts";
import { fail, ok } from "./types.ts";

export interface ImportedGame {
  readonly variant: string;
  readonly options: GameOptions;
  readonly tags: ReadonlyMap<string, string>;
  /** Canonical move texts. */
  readonly moves: readonly string[];
  /** The side that made each move (In The Bin's extra moves make runs of one side). */
  readonly sides: readonly Side[];
  readonly outcome: Outcome;
  /** The PGN result token the game has: from the moves when they end it, else from the tag. */
  readonly result: string;
  /** Why it ended, or null for an unfinished record. */
  readonly termination: string | null;
}

const RESULT_TOKENS = new Set(["1-0", "0-1", "1/2-1/2", "*"]);

/** A finished game's reason when the moves do not end it: the record's Termination tag, or resignation/agreement. */
function lifecycleReason(tags: ReadonlyMap<string, string>, result: string): EndReason {
  const given = tags.get("Termination")?.toLowerCase();
  const known: readonly EndReason[] = ["resignation", "agreement", "timeout"];
  const match = known.find((reason) => given === reason);
  if (match) return match;
  return result === "1/2-1/2" ? "agreement" : "resignation";
}

/**
 * The longest record accepted. Replaying is validated move by move (about 0.1 ms each for
 * The Pit), so this keeps an import far inside a Worker's CPU budget; real games are a
 * few hundred moves.
 */
export const MAX_IMPORTED_MOVES = 1_000;

/**
 * Where a record's moves start: the game's start with the record's options, or the
 * position its `[FEN "<position text>"]` tag gives (PGN's `[SetUp "1"]` with it, or left
 * out). A tag the game cannot use is refused by name, as a malformed record: options the
 * game does not have, a SetUp other than "0" or "1", a SetUp "1" without a FEN, a FEN
 * the game's position reader refuses.
 */
export function recordStart(game: AnyGame, tags: ReadonlyMap<string, string>): Result<unknown> {
  const options = resolveOptions(game, parseOptionsTag(tags.get("Options")));
  if (!options.ok) return fail("malformed_record", `The Options tag: ${options.error.message}`);
  const setUp = tags.get("SetUp");
  const fen = tags.get("FEN");
  if (setUp !== undefined && setUp !== "0" && setUp !== "1") return fail("malformed_record", `The SetUp tag is "0" or "1", not "${setUp}".`);
  if (setUp === "1" && fen === undefined) return fail("malformed_record", 'The SetUp tag is "1" but there is no FEN tag with the start position.');
  if (setUp === "0" && fen !== undefined) return fail("malformed_record", 'The SetUp tag is "0" (the usual start) but a FEN tag gives another start.');
  if (fen === undefined) return game.setup(options.value);
  const start = game.parsePosition(fen);
  if (!start.ok) return fail("malformed_record", `The FEN tag is not a position of ${game.name}: ${start.error.message}`);
  return start;
}

export function importRecord(text: string): Result<ImportedGame> {
  const parsed = parseRecord(text);
  if (!parsed.ok) return parsed;
  const { tags, moves } = parsed.value;
  if (moves.length > MAX_IMPORTED_MOVES) {
    return fail("malformed_record", `The record has ${moves.length} moves; at most ${MAX_IMPORTED_MOVES} can be imported.`);
  }
  const variant = tags.get("Variant") ?? "";
  const game = getGame(variant);
  if (!game) return fail("malformed_record", `Unknown game "${variant}" in the Variant tag.`);
  const options = parseOptionsTag(tags.get("Options"));
  const start = recordStart(game, tags);
  if (!start.ok) return start;
  const replay = replayMovesFrom(game, start.value, moves);
  if (!replay.ok) return replay;
  const end = replay.value.states[replay.value.states.length - 1];
  const reached = game.outcome(end);
  const claimed = tags.get("Result") ?? "*";
  if (!RESULT_TOKENS.has(claimed)) return fail("malformed_record", `The Result tag "${claimed}" is not 1-0, 0-1, 1/2-1/2 or *.`);

  if (reached.status !== "ongoing") {
    if (claimed !== "*" && claimed !== resultToken(reached)) {
      return fail("malformed_record", `The Result tag says ${claimed}, but the moves end the game ${resultToken(reached)} (${reached.reason}).`);
    }
    return ok({ variant, options, tags, moves: replay.value.moves, sides: replay.value.sides, outcome: reached, result: resultToken(reached), termination: reached.reason });
  }
  if (claimed === "*") {
    return ok({ variant, options, tags, moves: replay.value.moves, sides: replay.value.sides, outcome: reached, result: "*", termination: null });
  }
  const reason = lifecycleReason(tags, claimed);
  const outcome: Outcome =
    claimed === "1/2-1/2" ? { status: "draw", reason } : { status: "win", winner: claimed === "1-0" ? "white" : "black", reason };
  return ok({ variant, options, tags, moves: replay.value.moves, sides: replay.value.sides, outcome, result: claimed, termination: reason });
}
