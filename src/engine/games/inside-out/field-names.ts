/**
 * Field ids, shared by the notation, the position text, move paths and the board view:
 * `a1` for an ordinary square, `c3i` / `c3o` for the inner / outer field of a dual
 * square. A dual square is never named bare (ruling 10): which field is meant matters.
 */
import type { Result } from "../../types.ts";
import { ok } from "../../types.ts";
import { sentencesOf } from "../../sentence-words.ts";
import type { Layout } from "./board.ts";
import { FIELD_COUNT, GRID, innerField, isDual, isInnerField, squareOf } from "./board.ts";

function fieldId(layout: Layout, field: number): string {
  const square = squareOf(field);
  const name = GRID.name(square);
  if (!isDual(layout, square)) return name;
  return name + (isInnerField(field) ? "i" : "o");
}

/** Every field's id, per layout, written once: move lists and views ask for them constantly. */
const FIELD_IDS = new Map<Layout, readonly string[]>();

/** The id of a field in a layout. */
export function makeFieldId(layout: Layout, field: number): string {
  let ids = FIELD_IDS.get(layout);
  if (ids === undefined) {
    ids = Array.from({ length: FIELD_COUNT }, (_, f) => fieldId(layout, f));
    FIELD_IDS.set(layout, ids);
  }
  return ids[field];
}

const { malformed } = sentencesOf("inside-out");

const FIELD_ID = /^([a-z])([0-9]{1,2})([io]?)$/;

/**
 * Reads a field id. Refuses, with a sentence saying what to write instead, a bare dual
 * square, a suffix on an ordinary square, and squares off the board.
 */
export function parseFieldId(layout: Layout, text: string): Result<number> {
  const match = FIELD_ID.exec(text);
  if (match === null) return malformed("notAField", { text }, `"${text}" is not a field; write a square like a1, or c3i / c3o on a dual square.`);
  const [, file, rank, suffix] = match;
  const square = GRID.parse(file + rank);
  if (square === undefined) return malformed("offBoard", { square: file + rank }, `${file}${rank} is not on the board (a1 to f6).`);
  const name = GRID.name(square);
  if (isDual(layout, square)) {
    if (suffix === "") {
      return malformed("dualBare", { square: name }, `${name} is a dual square: write the field, ${name}i (inner) or ${name}o (outer).`);
    }
    return ok(suffix === "i" ? innerField(square) : square);
  }
  if (suffix !== "") return malformed("ordinarySuffix", { square: name }, `${name} is an ordinary square with a single field: write ${name}.`);
  return ok(square);
}
