/** Where a record's moves start, from its tags: apart from import-record.ts so a page can use it without the registry of every game. */
import { resolveOptions } from "./options.ts";
import { parseOptionsTag } from "./record.ts";
import type { AnyGame, Result } from "./types.ts";
import { fail } from "./types.ts";

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

