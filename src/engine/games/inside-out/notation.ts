/**
 * Move texts (ruling 10): long algebraic over field ids, `Nb1-c3i`, `Nc3i-c3o`,
 * `b3ixb3o`, `c2xb3i`, `a5-a6=K`. Written and read with the shared long-algebraic
 * helpers; this file adds the fields and the checks that are this game's own.
 */
import { makeLongMove, parseLongMove } from "../../chess/notation.ts";
import type { Move, Result } from "../../types.ts";
import { ok } from "../../types.ts";
import { sentencesOf } from "../../sentence-words.ts";
import type { Layout } from "./board.ts";
import { makeFieldId, parseFieldId } from "./field-names.ts";
import type { FieldMoveInfo } from "./moves.ts";
import { EMPTY, kindOf } from "./pieces.ts";

/** A move text taken apart, its fields resolved. The rest of the text is checked against the legal move. */
export interface WrittenMove {
  readonly from: number;
  readonly to: number;
  readonly letter?: string;
  readonly capture: boolean;
  readonly promotion?: string;
}

/** Squares as the notation may write them: a bare square is read too, so it can be refused with a reason. */
const FIELD_PATTERN = "[a-z][0-9]{1,2}[io]?";

const { malformed } = sentencesOf("inside-out");

/** Reads a move text: its form and its fields. */
export function parseMoveText(layout: Layout, text: string): Result<WrittenMove> {
  const long = parseLongMove(text.trim(), FIELD_PATTERN);
  if (long === undefined) {
    return malformed("notAMove", { text }, `"${text}" is not a move; write it like Nb1-c3i, c2xb3i or a5-a6=K.`);
  }
  const from = parseFieldId(layout, long.from);
  if (!from.ok) return from;
  const to = parseFieldId(layout, long.to);
  if (!to.ok) return to;
  return ok({
    from: from.value,
    to: to.value,
    capture: long.capture,
    ...(long.piece === undefined ? {} : { letter: long.piece }),
    ...(long.promotion === undefined ? {} : { promotion: long.promotion }),
  });
}

/** The canonical text of a move: `x` exactly when the field moved to holds an enemy. */
export function makeMoveText(layout: Layout, move: FieldMoveInfo): string {
  const kind = kindOf(move.piece);
  return makeLongMove({
    ...(kind === "P" ? {} : { piece: kind }),
    from: makeFieldId(layout, move.from),
    capture: move.captured !== EMPTY,
    to: makeFieldId(layout, move.to),
    ...(move.arriving !== move.piece ? { promotion: "K" } : {}),
  });
}

/** The move as the UI and the move list see it. */
export function toMove(layout: Layout, move: FieldMoveInfo): Move {
  const kind = move.arriving !== move.piece ? "promotion" : move.captured !== EMPTY ? "capture" : "move";
  return { text: makeMoveText(layout, move), path: [makeFieldId(layout, move.from), makeFieldId(layout, move.to)], kind };
}
