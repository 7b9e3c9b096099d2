/** The PGN-style record of a game, for live games and archived ones alike. */
import { makeOptionsTag, makeRecord, resultToken } from "../engine/record.ts";
import { makeTreeRecord, type VariationTree } from "../engine/variations.ts";
import type { BySide, GameOptions, Outcome, Side } from "../engine/types.ts";
import { timeControlTag, type TimeControl } from "../contract/time-control.ts";
import type { ClockEvent } from "../contract/clocks.ts";
import { clockEventWords } from "../contract/clock-words.ts";

export interface RecordSource {
  readonly id: string;
  readonly variant: string;
  readonly options: GameOptions;
  readonly names: BySide<string>;
  readonly createdAt: number;
  readonly outcome: Outcome;
  readonly timeControl: TimeControl | null;
  readonly moves: readonly string[];
  /** The side that made each move (one side can move several times in a row). */
  readonly sides: readonly Side[];
  /** Comments by the index of the move they come before (the clock's events, the chain's times and events). */
  readonly comments?: ReadonlyMap<number, readonly string[]>;
  /** An imported record's moves with their comments, marks and variations, written instead of `moves`. */
  readonly annotated?: VariationTree;
  /** Tags after the usual ones, in order (the chain's, contract/chain-record.ts). */
  readonly extraTags?: readonly (readonly [string, string])[];
}

export function makeRecordText(game: RecordSource, origin: string): string {
  const tags = new Map<string, string>([["Variant", game.variant]]);
  const optionsTag = makeOptionsTag(game.options);
  if (optionsTag) tags.set("Options", optionsTag);
  tags.set("Site", `${origin}/g/${game.id}`);
  tags.set("Date", new Date(game.createdAt).toISOString().slice(0, 10).replace(/-/g, "."));
  tags.set("White", game.names.white);
  tags.set("Black", game.names.black);
  tags.set("Result", resultToken(game.outcome));
  if (game.outcome.status !== "ongoing") tags.set("Termination", game.outcome.reason);
  tags.set("TimeControl", timeControlTag(game.timeControl));
  for (const [name, value] of game.extraTags ?? []) tags.set(name, value);
  if (game.annotated) return makeTreeRecord(game.annotated, tags);
  return makeRecord({ tags, moves: game.moves }, game.sides, game.comments);
}


/**
 * The clock's events as comments, each placed after the last move made before it (with
 * the time it happened, UTC), in contract/clock-words.ts's words, names quoted:
 * '{"Ann" starts a vacation, 2026-11-25 10:05 UTC}'.
 */
export function clockComments(events: readonly ClockEvent[], movesAt: readonly number[], names: BySide<string>): Map<number, string[]> {
  const comments = new Map<number, string[]>();
  for (const event of events) {
    let index = 0;
    while (index < movesAt.length && movesAt[index] <= event.at) index++;
    comments.set(index, [...(comments.get(index) ?? []), clockEventWords(event, names)]);
  }
  return comments;
}
