/**
 * Playing a candidate: the new board and bin, the history extended (rules 7-8), and the
 * turn (rule 6): a move that put a piece into the bin gives the mover an extra move, unless
 * no legal one exists, when it lapses and the opponent moves.
 */
import { addIfAbsent } from "../../persistent-map.ts";
import { opposite } from "../../types.ts";
import type { Candidate } from "./moves.ts";
import { hasLegalMove } from "./moves.ts";
import { binKey, nextMoveNumber, type InTheBinState } from "./state.ts";

export interface Applied {
  readonly state: InTheBinState;
  /** The move earned an extra move that could not be played. */
  readonly lapsed: boolean;
}

export function applyCandidate(state: InTheBinState, candidate: Candidate): Applied {
  const mover = state.turn;
  const moveNumber = nextMoveNumber(state.moveNumber, state.lastMover, mover);
  const base = {
    board: candidate.board,
    bin: candidate.bin,
    hash: candidate.hash,
    boards: addIfAbsent(state.boards, candidate.hash[0], candidate.hash[1], moveNumber),
    bins: candidate.changesBin ? addIfAbsent(state.bins, 0, binKey(candidate.bin), moveNumber) : state.bins,
    moveNumber,
    lastMover: mover,
  };
  if (candidate.addsToBin) {
    const extra: InTheBinState = { ...base, turn: mover, extra: true };
    if (hasLegalMove(extra)) return { state: extra, lapsed: false };
    return { state: { ...base, turn: opposite(mover), extra: false }, lapsed: true };
  }
  return { state: { ...base, turn: opposite(mover), extra: false }, lapsed: false };
}
