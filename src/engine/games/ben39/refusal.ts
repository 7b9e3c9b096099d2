/**
 * Why a move text is refused, in a player's words: only reached when the text is none of
 * the legal moves, so it can afford to look at the position in detail.
 */
import type { Result } from "../../types.ts";
import { fail } from "../../types.ts";
import { parseCell } from "./board.ts";
import { KIND_NAME, type Kind } from "./pieces.ts";
import type { Ben39State } from "./state.ts";
import { SIDE_NAME } from "./state.ts";
import { generateMoves } from "./moves.ts";

const FORMS = /^(?:([KQRBNGSPXIWZC]?)([a-o]\d{1,2})([-x])([a-o]\d{1,2})|([RBNGSPXIWZC])@([a-o]\d{1,2})(?::([od]))?|W([a-o]\d{1,2}):([a-o]\d{1,2})|Z([a-o]\d{1,2})([+-])|#([a-o]\d{1,2})-([a-o]\d{1,2})(?::[a-o\d,]+)?)$/;

export function refuseMove(state: Ben39State, text: string): Result<never> {
  const form = FORMS.exec(text);
  if (!form) return fail("malformed_move", `"${text}" is not a Ben39 move; write it like Rj4-j10, Nh4xf8, f6-f8, Xa5-a9, P@f8, C@e5:o, Wg5:d6, Zg3+ or #l2-n4.`);
  const names = text.match(/[a-o]\d{1,2}/g) ?? [];
  for (const name of names) if (parseCell(name) === undefined) return fail("malformed_move", `There is no ${name} on the board (files a-o, ranks 1-15).`);
  const from = form[2] ? parseCell(form[2]) : form[8] ? parseCell(form[8]) : form[10] ? parseCell(form[10]) : undefined;
  if (from !== undefined && !form[12]) {
    const piece = state.cells[from];
    if (!piece) return fail("illegal_move", `There is no piece on ${names[0]}.`);
    if (piece.side !== state.turn) return fail("illegal_move", `The piece on ${names[0]} is ${SIDE_NAME[piece.side]}'s; it is ${SIDE_NAME[state.turn]}'s turn.`);
    const letter = form[1] || (form[8] ? "W" : form[10] ? "Z" : "P");
    if (letter !== piece.kind && !(letter === "P" && piece.kind === "P")) return fail("illegal_move", `The piece on ${names[0]} is a ${KIND_NAME[piece.kind as Kind]}, not a ${KIND_NAME[letter as Kind] ?? letter}.`);
  }
  if (form[5]) {
    const kind = form[5] as keyof Ben39State["hands"]["white"];
    if (state.hands[state.turn][kind] === 0) return fail("illegal_move", `${SIDE_NAME[state.turn]} has no ${KIND_NAME[kind]} in hand.`);
  }
  const same = generateMoves(state).filter((move) => move.path[0] === (form[12] ? `square:${form[12]}` : names[0]) && move.path[1] === names[1]);
  if (same.length > 0) return fail("illegal_move", `Write it as ${same.map((move) => move.text).slice(0, 3).join(" or ")}.`);
  return fail("illegal_move", `${text} is not a legal move here.`);
}
