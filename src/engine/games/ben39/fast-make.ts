/**
 * Playing a fast move on Ben39's fast board (issue 34): each move kind as the readable
 * rules' draft builds it (moves.ts), through FastBoard's logged writes, so `undo` takes
 * any move back. Captured pieces go to the mover's hand, a queen as a pawn, a fallen
 * king ends the game, a pawn arriving on its last rank by any means becomes a queen.
 */
import { AROUND, BLACK, C, D, fastGeometry, HAND, HAND_CODE, MOVABLE, TURN, type FastBoard } from "./fast-board.ts";
import {
  destinationOf, moveA, moveB, moveExtra, moveType, MOVE_DROP, MOVE_LINE, MOVE_ROTATE, MOVE_SQUARE, MOVE_STEP, MOVE_TELEPORT, OFF_BOARD,
  travellerCells, travellers,
} from "./fast-moves.ts";
import { CYCLE } from "./board.ts";

/** Pieces lifted off the board by a rotation or a movable square before they land. */
const lifted = new Int32Array(5);

export function makeMove(board: FastBoard, move: number): void {
  const mem = board.mem;
  const side = mem[TURN];
  const sideBit = side << 4;
  const a = moveA(move);
  const b = moveB(move);
  board.begin();
  switch (moveType(move)) {
    case MOVE_STEP: {
      const code = mem[a];
      if (mem[b] !== 0) board.toHand(side, mem[b]);
      board.set(a, 0);
      board.arrive(b, code);
      break;
    }
    case MOVE_LINE: {
      const code = mem[a];
      board.set(a, 0);
      // ruling 13: a castle alternates its steps and remembers the next
      board.set(b, code === (C | sideBit) ? D | sideBit : code === (D | sideBit) ? C | sideBit : code);
      break;
    }
    case MOVE_DROP: {
      const hand = HAND + side * 11 + b;
      board.set(hand, mem[hand] - 1);
      board.set(a, (b === 10 && moveExtra(move) === 1 ? D : HAND_CODE[b]) | sideBit);
      break;
    }
    case MOVE_TELEPORT: {
      const piece = mem[b];
      const target = moveExtra(move);
      board.set(b, 0);
      if (target === OFF_BOARD) board.toHand(side, piece);
      else {
        const occupant = mem[target];
        if (occupant !== 0 && (occupant & BLACK) === sideBit) board.arrive(b, occupant);
        else if (occupant !== 0) board.toHand(side, occupant);
        board.arrive(target, piece);
      }
      break;
    }
    case MOVE_ROTATE: {
      const geo = fastGeometry(mem[MOVABLE], mem[MOVABLE + 1]);
      const turn = b === 0 ? 1 : 3;
      let movers = 0;
      for (let i = 0; i < 4; i++) {
        const cell = AROUND[a * 4 + i];
        if (cell >= 0 && geo.square[cell] === 1 && mem[cell] !== 0 && (mem[cell] & BLACK) === sideBit) {
          movers |= 1 << i;
          lifted[i] = mem[cell];
        }
      }
      for (let i = 0; i < 4; i++) if ((movers & (1 << i)) !== 0) board.set(AROUND[a * 4 + i], 0);
      for (let i = 0; i < 4; i++) {
        if ((movers & (1 << i)) === 0) continue;
        const to = AROUND[a * 4 + ((i + turn) & 3)];
        if (to < 0 || geo.square[to] !== 1) board.toHand(side, lifted[i]);
        else {
          if (mem[to] !== 0) board.toHand(side, mem[to]);
          board.arrive(to, lifted[i]);
        }
      }
      break;
    }
    case MOVE_SQUARE: {
      const position = mem[MOVABLE + a];
      const other = mem[MOVABLE + 1 - a];
      const destination = destinationOf(position, other, b);
      const delta = CYCLE[destination] - CYCLE[position];
      const movers = travellers(mem, position) | moveExtra(move);
      for (let j = 0; j < 5; j++) if ((movers & (1 << j)) !== 0) lifted[j] = mem[travellerCells[j]];
      for (let j = 0; j < 5; j++) if ((movers & (1 << j)) !== 0) board.set(travellerCells[j], 0);
      for (let j = 0; j < 5; j++) {
        if ((movers & (1 << j)) === 0) continue;
        if (j === 4) board.arrive(travellerCells[j] + delta, lifted[j]);
        else board.set(travellerCells[j] + delta, lifted[j]);
      }
      board.set(MOVABLE, Math.min(destination, other));
      board.set(MOVABLE + 1, Math.max(destination, other));
      break;
    }
  }
  board.finish();
}
