/** Check: whether a king is attacked, through the shared attack test. */
import type { AttackReader } from "../../chess/attacks.ts";
import { attackersOf, isAttacked, isOnRideLine, makeAttackTable } from "../../chess/attacks.ts";
import type { AttackedKing, Side } from "../../types.ts";
import { opposite } from "../../types.ts";
import { BOARD } from "./board.ts";
import { ALL_MOVEMENTS } from "./pieces.ts";
import type { Board } from "./state.ts";

const ATTACKS = makeAttackTable(BOARD, ALL_MOVEMENTS);

/** Reads a board for the attack test. The board may be a scratch copy that changes between calls. */
export function attackReader(board: Board): AttackReader {
  return {
    sideAt: (cell) => board[cell]?.side,
    movementAt: (cell) => board[cell]!.movement,
  };
}

/** The cell of `side`'s king, or undefined when it has none (only an unchecked setup can lack one). */
export function findKing(board: Board, side: Side): number | undefined {
  for (const cell of BOARD.cells) {
    const piece = board[cell];
    if (piece !== undefined && piece.kind === "K" && piece.side === side) return cell;
  }
  return undefined;
}

/** Whether a piece of `attacker` could capture on `cell`. */
export function isAttackedBy(reader: AttackReader, cell: number, attacker: Side): boolean {
  return isAttacked(ATTACKS, cell, attacker, reader);
}

/** Whether emptying `cell` could open a line of attack onto `king`. */
export function mayExpose(king: number, cell: number): boolean {
  return isOnRideLine(ATTACKS, king, cell);
}

/** Whether `side`'s king is attacked. */
export function isInCheck(board: Board, side: Side): boolean {
  const king = findKing(board, side);
  return king !== undefined && isAttackedBy(attackReader(board), king, opposite(side));
}

/** Each side's king in check, with the pieces that give it (`Game.attackedKings`). */
export function kingsInCheck(board: Board): AttackedKing[] {
  const reader = attackReader(board);
  const found: AttackedKing[] = [];
  for (const side of ["white", "black"] as const) {
    const king = findKing(board, side);
    if (king === undefined) continue;
    const attackers = attackersOf(ATTACKS, king, opposite(side), reader);
    if (attackers.length > 0) found.push({ side, king: BOARD.name(king), attackers: attackers.map((cell) => BOARD.name(cell)) });
  }
  return found;
}
