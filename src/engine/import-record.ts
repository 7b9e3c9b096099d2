/**
 * Importing a record: parse it, find its game, replay every move, and check that the
 * result it claims fits what the moves reach. An error names the first bad move.
 */
import { isAnnotated } from "./annotated-record.ts";
import { treeFromMoves } from "./annotated-tree.ts";
import { parseAnnotatedRecord, parseOptionsTag, resultToken } from "./record.ts";
import { getGame } from "./registry.ts";
import type { EndReason, GameOptions, Outcome, Result, Side } from "./types.ts";
import { fail, ok } from "./types.ts";
import { recordStart } from "./record-start.ts";
import { mainLineFrom, makeTreeRecord, nodeOf, ROOT, type VariationTree } from "./variations.ts";

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
  /** Every line of the record, with its comments and marks. */
  readonly tree: VariationTree;
  /** The record written back in normal form: its tags (Result as found), moves, comments, marks and variations. */
  readonly record: string;
  /** Whether the record has comments, marks or variations (the main line's moves are not all it says). */
  readonly annotated: boolean;
}

export { recordStart };

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
 * Reads a record and checks it by replay: the main line and every variation, each move in
 * its own position. The answer has the main line's canonical moves and the whole tree.
 */
export function importRecord(text: string): Result<ImportedGame> {
  const parsed = parseAnnotatedRecord(text);
  if (!parsed.ok) return parsed;
  const { tags } = parsed.value;
  const mainMoves = parsed.value.moves.line.length;
  if (mainMoves > MAX_IMPORTED_MOVES) {
    return fail("malformed_record", `The record has ${mainMoves} moves; at most ${MAX_IMPORTED_MOVES} can be imported.`);
  }
  const variant = tags.get("Variant") ?? "";
  const game = getGame(variant);
  if (!game) return fail("malformed_record", `Unknown game "${variant}" in the Variant tag.`);
  const options = parseOptionsTag(tags.get("Options"));
  const start = recordStart(game, tags);
  if (!start.ok) return start;
  const tree = treeFromMoves(game, start.value, parsed.value.moves);
  if (!tree.ok) return tree;
  const line = mainLineFrom(tree.value, ROOT).map((id) => nodeOf(tree.value, id));
  const moves = line.map((node) => node.move);
  const sides = line.map((node) => node.side);
  const end = line.length ? line[line.length - 1].state : start.value;
  const claimed = tags.get("Result") ?? "*";
  if (!RESULT_TOKENS.has(claimed)) return fail("malformed_record", `The Result tag "${claimed}" is not 1-0, 0-1, 1/2-1/2 or *.`);
  const ending = gameEnding(game.outcome(end), tags, claimed);
  if (!ending.ok) return ending;
  const { outcome, result, termination } = ending.value;
  const record = makeTreeRecord(tree.value, new Map([...tags, ["Result", result]]));
  const annotated = isAnnotated(parsed.value.moves);
  return ok({ variant, options, tags, moves, sides, outcome, result, termination, tree: tree.value, record, annotated });
}

/** How the record ends: as its moves end it, else as its Result (and Termination) tag says. */
function gameEnding(reached: Outcome, tags: ReadonlyMap<string, string>, claimed: string): Result<{ outcome: Outcome; result: string; termination: string | null }> {
  if (reached.status !== "ongoing") {
    if (claimed !== "*" && claimed !== resultToken(reached)) {
      return fail("malformed_record", `The Result tag says ${claimed}, but the moves end the game ${resultToken(reached)} (${reached.reason}).`);
    }
    return ok({ outcome: reached, result: resultToken(reached), termination: reached.reason });
  }
  if (claimed === "*") return ok({ outcome: reached, result: "*", termination: null });
  const reason = lifecycleReason(tags, claimed);
  const outcome: Outcome =
    claimed === "1/2-1/2" ? { status: "draw", reason } : { status: "win", winner: claimed === "1-0" ? "white" : "black", reason };
  return ok({ outcome, result: claimed, termination: reason });
}
