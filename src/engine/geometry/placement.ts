/**
 * FEN-style placement text for grids with holes, written once for The Pit (the pit's
 * squares written `*`) and In The Bin (the bin written `*`): ranks from the top down,
 * separated by `/`, runs of empty squares as numbers, one letter per piece, upper case
 * White and lower case Black.
 */
import type { Result } from "../types.ts";
import { fail, ok } from "../types.ts";
import type { Grid } from "./grid.ts";

/** The placement of `letterAt` (a piece letter, or undefined for an empty square); holes are `*`. */
export function makePlacement(grid: Grid, letterAt: (cell: number) => string | undefined): string {
  const ranks: string[] = [];
  for (let rank = grid.height - 1; rank >= 0; rank--) {
    let text = "";
    let empty = 0;
    for (let file = 0; file < grid.width; file++) {
      const cell = rank * grid.width + file;
      const letter = grid.isOnBoard(cell) ? letterAt(cell) : "*";
      if (letter === undefined) {
        empty++;
        continue;
      }
      if (empty > 0) text += String(empty);
      empty = 0;
      text += letter;
    }
    if (empty > 0) text += String(empty);
    ranks.push(text);
  }
  return ranks.join("/");
}

/**
 * Reads a placement into one entry per occupied cell. `readLetter` turns a letter into a
 * piece (undefined for a letter that is none; `letters` says which are, for the message);
 * `holeName` names the holes in messages ("the pit").
 */
export function parsePlacement<P>(
  grid: Grid,
  text: string,
  readLetter: (letter: string) => P | undefined,
  words: { readonly holeName: string; readonly letters: string },
): Result<Map<number, P>> {
  const rows = text.split("/");
  if (rows.length !== grid.height) return fail("malformed_position", `The board needs ${grid.height} ranks separated by "/", not ${rows.length}.`);
  const pieces = new Map<number, P>();
  for (let row = 0; row < rows.length; row++) {
    const rank = grid.height - 1 - row;
    const where = `Rank ${rank + 1}`;
    let file = 0;
    for (const token of rows[row].match(/\d+|./g) ?? []) {
      const isEmptyRun = /^\d+$/.test(token);
      const count = isEmptyRun ? Number(token) : 1;
      if (count < 1 || file + count > grid.width) return fail("malformed_position", `${where} does not have exactly ${grid.width} squares.`);
      for (let i = 0; i < count; i++, file++) {
        const cell = rank * grid.width + file;
        const square = grid.name(cell);
        const hole = !grid.isOnBoard(cell);
        if (token === "*") {
          if (!hole) return fail("malformed_position", `${where}: ${square} is not in ${words.holeName}, so it cannot be written "*".`);
          continue;
        }
        if (hole) return fail("malformed_position", `${where}: ${square} is in ${words.holeName} and must be written "*".`);
        if (isEmptyRun) continue;
        const piece = readLetter(token);
        if (piece === undefined) return fail("malformed_position", `${where}: "${token}" is not a piece letter (${words.letters}, lower case for Black).`);
        pieces.set(cell, piece);
      }
    }
    if (file !== grid.width) return fail("malformed_position", `${where} does not have exactly ${grid.width} squares.`);
  }
  return ok(pieces);
}
