/**
 * A file of several records (a study's export, a PGN database) split into its games, in
 * one pass over the text. A game starts with its tags, or with its moves when it has
 * none; a game ends where the next one's tags begin after moves, or at a blank line after
 * its result token (`1-0`, `0-1`, `1/2-1/2`, `*`). Braces `{...}` and `;` line comments
 * are skipped as the record reader skips them, so a comment holding a blank line or a
 * line that starts with `[` does not split a game. Each game is then read on its own by
 * the record reader (record.ts), which bounds its length.
 */
import { MAX_RECORD_CHARS } from "./annotated-record.ts";
import type { Result } from "./types.ts";
import { fail, ok } from "./types.ts";

/** Games read from one file: a study's chapters (contract/study.ts STUDY_LIMITS.chapters). */
export const MAX_RECORDS = 64;

const RESULT_AT_END = /(?:^|\s)(?:1-0|0-1|1\/2-1\/2|\*)\s*$/;

/** Where the scan is: among tags, among moves, or inside a brace comment (which spans lines). */
type Place = "between" | "tags" | "moves";

/**
 * The games of `text`, each its own record text (trimmed), in order. At most `maxRecords`
 * (else a malformed_record naming the bound), the whole at most the record reader's length.
 */
export function splitRecords(text: string, maxRecords = MAX_RECORDS): Result<string[]> {
  if (text.length > MAX_RECORD_CHARS) return fail("malformed_record", `The file has ${text.length} characters; at most ${MAX_RECORD_CHARS} can be read.`);
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const games: string[] = [];
  let current: string[] = [];
  let place: Place = "between";
  let inComment = false;
  /** The moves so far end with a result token (outside any comment). */
  let ended = false;
  let blankSinceEnd = false;

  const close = (): void => {
    const game = current.join("\n").trim();
    if (game !== "") games.push(game);
    current = [];
    place = "between";
    ended = false;
    blankSinceEnd = false;
  };

  for (const line of lines) {
    const trimmed = line.trim();
    if (!inComment) {
      if (trimmed === "") {
        if (ended) blankSinceEnd = true;
        current.push(line);
        continue;
      }
      const startsTag = trimmed.startsWith("[");
      if (place === "moves" && (startsTag || (ended && blankSinceEnd))) close();
      if (games.length >= maxRecords) return fail("malformed_record", `The file holds more than ${maxRecords} games; at most ${maxRecords} can be read at once.`);
      if (startsTag && place !== "moves") {
        place = "tags";
        current.push(line);
        continue;
      }
      place = "moves";
    }
    current.push(line);
    const scanned = scanMoves(line, inComment);
    inComment = scanned.inComment;
    if (!inComment && scanned.outside.trim() !== "") {
      ended = RESULT_AT_END.test(scanned.outside);
      blankSinceEnd = false;
    }
  }
  close();
  if (games.length > maxRecords) return fail("malformed_record", `The file holds more than ${maxRecords} games; at most ${maxRecords} can be read at once.`);
  if (games.length === 0) return fail("malformed_record", "The file holds no game.");
  return ok(games);
}

/** One line of moves: whether a brace comment is still open at its end, and its text outside comments. */
function scanMoves(line: string, inComment: boolean): { inComment: boolean; outside: string } {
  let open = inComment;
  let outside = "";
  let from = 0;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (open) {
      if (char === "}") {
        open = false;
        from = i + 1;
      }
    } else if (char === "{") {
      outside += line.slice(from, i) + " ";
      open = true;
    } else if (char === ";") {
      outside += line.slice(from, i);
      return { inComment: false, outside };
    }
  }
  if (!open) outside += line.slice(from);
  return { inComment: open, outside };
}
