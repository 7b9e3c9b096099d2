/**
 * Chess-like pieces described as data, for every game with pieces that step, leap or
 * ride: The Pit (Hero, Cavalier, Sorceror), In The Bin (nightrider, ferz, wazir),
 * Inside-out Chess, Ben39's square pieces. A piece's movement is a list of components;
 * each component is a set of grid steps taken once (a leap) or repeated (a ride).
 *
 * Steps are written from White's point of view (forward is +rank); `orient` turns
 * them for Black, which matters only for pieces that are not symmetric (pawns, generals).
 */
import type { Grid, Step } from "../geometry/grid.ts";
import { DIAGONAL, KING_STEPS, KNIGHT_STEPS, ORTHOGONAL } from "../geometry/grid.ts";
import type { Side } from "../types.ts";

/** What a component may do on the square it reaches. */
export type MoveMode = "move-or-capture" | "move-only" | "capture-only";

/**
 * One way of moving. A leap goes straight to `from + step`, over anything, and needs
 * that square to exist. A ride repeats the step along the grid's ray and stops at the
 * first piece (which it may capture), at the edge, or before a hole; `range` caps the
 * number of repetitions (a pawn's two-step is a forward ride of range 2).
 */
export interface MoveComponent {
  readonly kind: "leap" | "ride";
  readonly steps: readonly Step[];
  readonly mode: MoveMode;
  readonly range?: number;
}

/** A piece's whole movement: the union of its components. */
export type PieceMovement = readonly MoveComponent[];

/** A component that jumps by each step once (knight, king step, Sorceror leap). */
export function leaper(steps: readonly Step[], mode: MoveMode = "move-or-capture"): MoveComponent {
  return { kind: "leap", steps, mode };
}

/** A component that repeats each step (rook, bishop, nightrider), at most `range` times if given. */
export function rider(steps: readonly Step[], mode: MoveMode = "move-or-capture", range?: number): MoveComponent {
  return range === undefined ? { kind: "ride", steps, mode } : { kind: "ride", steps, mode, range };
}

/** A compound piece: all the components of its parts (Hero = rook + knight). */
export function combine(...movements: readonly PieceMovement[]): PieceMovement {
  return movements.flat();
}

/** The movement as Black uses it: every step mirrored top to bottom. */
export function orient(movement: PieceMovement, side: Side): PieceMovement {
  if (side === "white") return movement;
  return movement.map((component) => ({ ...component, steps: component.steps.map(([dx, dy]) => [dx, -dy] as const) }));
}

// The classic pieces. Game-specific compounds are built from these in each game's folder.
export const WAZIR: PieceMovement = [leaper(ORTHOGONAL)];
export const FERZ: PieceMovement = [leaper(DIAGONAL)];
export const KING: PieceMovement = [leaper(KING_STEPS)];
export const KNIGHT: PieceMovement = [leaper(KNIGHT_STEPS)];
export const ROOK: PieceMovement = [rider(ORTHOGONAL)];
export const BISHOP: PieceMovement = [rider(DIAGONAL)];
export const QUEEN: PieceMovement = [rider(KING_STEPS)];
export const NIGHTRIDER: PieceMovement = [rider(KNIGHT_STEPS)];

/** Who stands on a cell: a side, or undefined when the cell is empty. */
export type SideAt = (cell: number) => Side | undefined;

/**
 * Calls `visit` for every cell the movement reaches from `from` for a piece of
 * `mover`: empty cells its components may move to, and enemy-held cells they may
 * capture on. Pure geometry: check, en passant and promotion are the game's business.
 * A `visit` that returns true stops the walk (a question answered by the first cell
 * found, such as whether any legal move exists); the result says whether it stopped.
 */
export function forEachDestination(
  grid: Grid,
  from: number,
  movement: PieceMovement,
  mover: Side,
  sideAt: SideAt,
  visit: (to: number, isCapture: boolean) => boolean | void,
): boolean {
  for (const component of movement) {
    const canMove = component.mode !== "capture-only";
    const canCapture = component.mode !== "move-only";
    for (const step of component.steps) {
      if (component.kind === "leap") {
        // a leap lands where a ride's first step would: the grid's cached rays answer both
        const to = grid.ray(from, step)[0];
        if (to === undefined) continue;
        const occupant = sideAt(to);
        if (occupant === undefined) {
          if (canMove && visit(to, false)) return true;
        } else if (occupant !== mover && canCapture && visit(to, true)) return true;
        continue;
      }
      const ray = grid.ray(from, step);
      const end = component.range === undefined ? ray.length : Math.min(ray.length, component.range);
      for (let i = 0; i < end; i++) {
        const to = ray[i];
        const occupant = sideAt(to);
        if (occupant === undefined) {
          if (canMove && visit(to, false)) return true;
          continue;
        }
        if (occupant !== mover && canCapture && visit(to, true)) return true;
        break;
      }
    }
  }
  return false;
}
