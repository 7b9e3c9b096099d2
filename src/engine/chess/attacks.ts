/**
 * "Is this square attacked?", written once over movement data (./movement.ts), for
 * every game with check or with attack warnings. It looks outward from the target
 * along every capturing step any piece of the game has (laid out per cell once), so a
 * query costs a few dozen look-ups however many pieces are on the board.
 */
import type { Grid, Step } from "../geometry/grid.ts";
import type { Side } from "../types.ts";
import type { PieceMovement } from "./movement.ts";

/** What the attack test needs to know about the board. */
export interface AttackReader {
  /** The side of the piece on a cell, or undefined when it is empty. */
  sideAt(cell: number): Side | undefined;
  /** The movement of the piece on an occupied cell, oriented for its side. */
  movementAt(cell: number): PieceMovement;
}

interface Capture {
  /** Leap steps that capture. */
  readonly leaps: ReadonlySet<number>;
  /** Ride steps that capture, with how far they reach. */
  readonly rides: ReadonlyMap<number, number>;
}

/** A cell from which a leap of step `key` would land on the target. */
interface LeapSource {
  readonly from: number;
  readonly key: number;
}

/** The cells a rider of step `key` would cross to reach the target, nearest to the target first. */
interface RideLine {
  readonly cells: readonly number[];
  readonly key: number;
}

/** The capturing steps of a game's pieces, laid out for every target cell of its grid. */
export interface AttackTable {
  readonly grid: Grid;
  readonly leapSources: readonly (readonly LeapSource[])[];
  readonly rideLines: readonly (readonly RideLine[])[];
  /** For each target, a flag per cell: whether the cell lies on one of the target's ride lines. */
  readonly onRideLine: readonly Uint8Array[];
  readonly captures: ReadonlyMap<PieceMovement, Capture>;
}

const stepKey = ([dx, dy]: Step): number => (dx + 64) * 128 + (dy + 64);

/**
 * Prepares the attack test for a game, once. `movements` must hold every movement a
 * piece can have on the board (each orientation of a directional piece included).
 */
export function makeAttackTable(grid: Grid, movements: readonly PieceMovement[]): AttackTable {
  const leapSteps = new Map<number, Step>();
  const rideSteps = new Map<number, Step>();
  const captures = new Map<PieceMovement, Capture>();
  for (const movement of movements) {
    const leaps = new Set<number>();
    const rides = new Map<number, number>();
    for (const component of movement) {
      if (component.mode === "move-only") continue;
      for (const step of component.steps) {
        const key = stepKey(step);
        if (component.kind === "leap") {
          leaps.add(key);
          leapSteps.set(key, step);
        } else {
          rides.set(key, Math.max(rides.get(key) ?? 0, component.range ?? Infinity));
          rideSteps.set(key, step);
        }
      }
    }
    captures.set(movement, { leaps, rides });
  }
  const leapSources: LeapSource[][] = [];
  const rideLines: RideLine[][] = [];
  const onRideLine: Uint8Array[] = [];
  for (const target of grid.cells) {
    // Look back from the target: a step s lands here from target - s.
    leapSources[target] = [];
    for (const [key, [dx, dy]] of leapSteps) {
      const from = grid.offset(target, [-dx, -dy]);
      if (from !== undefined) leapSources[target].push({ from, key });
    }
    rideLines[target] = [];
    for (const [key, [dx, dy]] of rideSteps) {
      const cells = grid.ray(target, [-dx, -dy]);
      if (cells.length > 0) rideLines[target].push({ cells, key });
    }
    onRideLine[target] = new Uint8Array(grid.width * grid.height);
    for (const { cells } of rideLines[target]) for (const cell of cells) onRideLine[target][cell] = 1;
  }
  return { grid, leapSources, rideLines, onRideLine, captures };
}

function captureOf(table: AttackTable, movement: PieceMovement): Capture {
  const capture = table.captures.get(movement);
  // A movement missing from the table would make the test silently wrong.
  if (capture === undefined) throw new Error("movement not registered in the attack table");
  return capture;
}

/**
 * Whether emptying `cell` could let a rider through to `target`. When it cannot, moving
 * a piece away from `cell` exposes nothing: leaps jump anyway, and a piece arriving
 * somewhere only blocks. Move generators use it to skip most king-safety tests.
 */
export function isOnRideLine(table: AttackTable, target: number, cell: number): boolean {
  return table.onRideLine[target][cell] === 1;
}

/** Whether a piece of `attacker` could capture on `target` (pins ignored, as chess counts attacks). */
export function isAttacked(table: AttackTable, target: number, attacker: Side, reader: AttackReader): boolean {
  return scanAttackers(table, target, attacker, reader, undefined);
}

/** The cells of every piece of `attacker` that could capture on `target` (pins ignored): what a board marks as the attackers. */
export function attackersOf(table: AttackTable, target: number, attacker: Side, reader: AttackReader): number[] {
  const found: number[] = [];
  scanAttackers(table, target, attacker, reader, found);
  return found;
}

/**
 * The one scan behind both questions: without `found` it stops at the first attacker
 * (the search asks this millions of times); with it, it collects them all.
 */
function scanAttackers(table: AttackTable, target: number, attacker: Side, reader: AttackReader, found: number[] | undefined): boolean {
  for (const { from, key } of table.leapSources[target]) {
    if (reader.sideAt(from) === attacker && captureOf(table, reader.movementAt(from)).leaps.has(key)) {
      if (!found) return true;
      if (!found.includes(from)) found.push(from);
    }
  }
  for (const { cells, key } of table.rideLines[target]) {
    for (let i = 0; i < cells.length; i++) {
      const side = reader.sideAt(cells[i]);
      if (side === undefined) continue;
      if (side === attacker) {
        const range = captureOf(table, reader.movementAt(cells[i])).rides.get(key);
        if (range !== undefined && range > i) {
          if (!found) return true;
          if (!found.includes(cells[i])) found.push(cells[i]);
        }
      }
      break;
    }
  }
  return found !== undefined && found.length > 0;
}
