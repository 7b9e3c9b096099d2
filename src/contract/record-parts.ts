/**
 * Which parts of a chained record the site wrote and the signature covers, and how the
 * verifier names the rest (docs/api.md "What the signature covers"). The site writes
 * the tags below, a `{[%ts] [%ch]}` after each main-line move, `{[%ev] [%ch]}` comments
 * for its other events, readable clock comments (clock-words.ts), move numbers and the
 * result token; everything else (a reader's comments, marks, variations, extra tags) is
 * not signed, and a verdict lists it (verify-problems.ts words each part).
 */
import type { RecordComment } from "../engine/annotated-record.ts";

/** The tags the site writes into a chained record, every one of them checked against the chain or the signature. */
export const SIGNED_TAGS: ReadonlySet<string> = new Set([
  "Variant",
  "Options",
  "Site",
  "Date",
  "White",
  "Black",
  "Result",
  "Termination",
  "TimeControl",
  "UTCTime",
  "ChainVersion",
  "ChainStart",
  "Chain",
  "Signature",
  "SignatureKey",
]);

/** The commands the site writes in its comments: a move's time, an event line, a check of the chain. */
export const CHAIN_COMMANDS: ReadonlySet<string> = new Set(["ts", "ev", "ch"]);

const TAG_NAME = /^\[([A-Za-z0-9_]+)\s/;

/**
 * The names of a record's tag pairs in order, repeats kept (the record reader keeps only
 * the last of a repeated tag, other PGN readers the first: a repeat is how one record
 * shows two games to two readers).
 */
export function tagNames(text: string): string[] {
  const names: string[] = [];
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (line === "") continue;
    const name = TAG_NAME.exec(line);
    if (!name) break;
    names.push(name[1]);
  }
  return names;
}

/** The first tag named twice, or undefined. */
export function repeatedTag(names: readonly string[]): string | undefined {
  return names.find((name, i) => names.indexOf(name) !== i);
}

/** The names of the tags the site never writes, each once, in the record's order: not signed. */
export function unsignedTags(names: readonly string[]): string[] {
  return [...new Set(names.filter((name) => !SIGNED_TAGS.has(name)))];
}

/** Whether a comment holds anything besides the site's chain commands: words, or other commands (`[%eval]`). */
export function hasReaderText(comment: RecordComment): boolean {
  return comment.text !== "" || [...comment.commands.keys()].some((name) => !CHAIN_COMMANDS.has(name));
}

/** Whether a comment holds a command that chains an event (a move's time or an event line). */
export function isChained(comment: RecordComment): boolean {
  return comment.commands.has("ts") || comment.commands.has("ev");
}
