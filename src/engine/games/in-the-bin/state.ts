/**
 * In The Bin's state: the board, the bin's contents (a count per kind), whose turn it is
 * and whether it is an extra move, plus what the history rules need: every earlier board
 * and every earlier bin (rules 7-8), each kept in a persistent map under its hash with the
 * move number at which it first stood, so that a state costs the same at ply 400 as at
 * ply 4 and refusals can say when ("after move 7").
 */
import { addIfAbsent, emptyMap, type PersistentMap } from "../../persistent-map.ts";
import type { Side } from "../../types.ts";
import type { Piece } from "./pieces.ts";
import { hashBoard, type BoardHash } from "./zobrist.ts";

export interface InTheBinState {
  /** The piece on each cell (0 empty; the bin's cell is always 0). Never written after creation. */
  readonly board: Uint8Array;
  /** The bin's contents by BIN_KINDS. */
  readonly bin: readonly number[];
  readonly turn: Side;
  /** The side to move plays an extra move (rule 6). */
  readonly extra: boolean;
  readonly hash: BoardHash;
  /** Every board that has stood (this one included), by hash, with the move number at which it first did (0: the start). */
  readonly boards: PersistentMap<number>;
  /** Every bin that has been, by its key, likewise. */
  readonly bins: PersistentMap<number>;
  /** The number of the last move played (a move opens at each White turn, as the move list numbers them); 0 before any. */
  readonly moveNumber: number;
  readonly lastMover: Side | undefined;
}

/** A bin's contents as one number: the counts (each at most 10) in base 11. */
export function binKey(bin: readonly number[]): number {
  let key = 0;
  for (let i = bin.length - 1; i >= 0; i--) key = key * 11 + bin[i];
  return key;
}

/** A state whose history holds only itself (the start, or a position read from text). */
export function freshState(board: Uint8Array, bin: readonly number[], turn: Side, extra: boolean): InTheBinState {
  const hash = hashBoard(board);
  return {
    board,
    bin,
    turn,
    extra,
    hash,
    boards: addIfAbsent(emptyMap<number>(), hash[0], hash[1], 0),
    bins: addIfAbsent(emptyMap<number>(), 0, binKey(bin), 0),
    moveNumber: 0,
    lastMover: undefined,
  };
}

/** The number of a move by `mover` after a move by `lastMover` numbered `moveNumber`. */
export function nextMoveNumber(moveNumber: number, lastMover: Side | undefined, mover: Side): number {
  if (lastMover === undefined) return Math.max(1, moveNumber);
  return mover === "white" && lastMover === "black" ? moveNumber + 1 : moveNumber;
}

export function kingCell(board: Uint8Array, king: Piece): number {
  return board.indexOf(king);
}
