/**
 * Every legal move of a Ben39 position (seed; rulings 3-14), each with its text (ruling
 * 9), its click path and a builder of the position after it. There is no check: a move
 * is legal when the piece may make it, whatever it leaves attacked (ruling 3).
 */
import type { Move, Side } from "../../types.ts";
import { opposite } from "../../types.ts";
import {
  cellAt, cornersOf, CYCLE, fileOf, geometryOf, nameOf, OUTSIDE_CORNER, rankOf, squaresAround, type Geometry,
} from "./board.ts";
import { Draft } from "./draft.ts";
import { HAND_KINDS, isLineKind, pieceOf, type HandKind, type Piece, type SquareKind } from "./pieces.ts";
import type { Ben39State } from "./state.ts";

export interface Candidate extends Move {
  /** The position after the move. */
  readonly after: () => Ben39State;
}

type Vec = readonly [number, number];

const ORTHO: readonly Vec[] = [[2, 0], [-2, 0], [0, 2], [0, -2]];
const DIAG: readonly Vec[] = [[2, 2], [2, -2], [-2, 2], [-2, -2]];
const KNIGHT: readonly Vec[] = [[2, 4], [4, 2], [4, -2], [2, -4], [-2, -4], [-4, -2], [-4, 2], [-2, 4]];
/** The offsets from an intersection to its four squares, NW NE SE SW (clockwise as seen from above). */
const AROUND: readonly Vec[] = [[-1, 1], [1, 1], [1, -1], [-1, -1]];

export const ROTATE_CLOCKWISE = "clockwise";
export const ROTATE_ANTICLOCKWISE = "anticlockwise";
export const CHOICE_ORTHOGONAL = "orthogonal first";
export const CHOICE_DIAGONAL = "diagonal first";

/** The click id of a side's hand item, and of a movable square's first click. */
export function handItemId(side: Side, kind: HandKind): string {
  return `hand:${side}:${kind}`;
}
export function squareHandleId(square: number): string {
  return `square:${nameOf(square)}`;
}

function shift(cell: number, [df, dr]: Vec): number | undefined {
  return cellAt(fileOf(cell) + df, rankOf(cell) + dr);
}

/** Whether a square piece is frozen by an enemy immobilizer on one of its corners (ruling 12). */
export function isImmobilized(cells: readonly (Piece | undefined)[], square: number): boolean {
  const piece = cells[square];
  if (!piece) return false;
  return cornersOf(square).some((corner) => {
    const other = cells[corner];
    return other !== undefined && other.kind === "I" && other.side !== piece.side;
  });
}

/** Whether `side` has a castle on a corner of `square` (the king rule, rulings 7 and 13). */
export function hasCastle(cells: readonly (Piece | undefined)[], square: number, side: Side): boolean {
  return cornersOf(square).some((corner) => {
    const piece = cells[corner];
    return piece !== undefined && piece.kind === "C" && piece.side === side;
  });
}

const letterText = (piece: Piece): string => (piece.kind === "P" ? "" : piece.kind);

/** Steps of the shogi generals and the pawn, forward being up the board for White. */
function stepsOf(kind: SquareKind, side: Side): readonly Vec[] {
  const f = side === "white" ? 2 : -2;
  switch (kind) {
    case "K":
      return [...ORTHO, ...DIAG];
    case "G":
      return [...ORTHO, [2, f], [-2, f]];
    case "S":
      return [...DIAG, [0, f]];
    default:
      return [];
  }
}

interface Context {
  readonly state: Ben39State;
  readonly geo: Geometry;
  readonly side: Side;
  readonly out: Candidate[];
  /** The mover's wizards on the board: a teleport needs exactly two. */
  readonly wizards: number[];
}

const isSquare = (geo: Geometry, cell: number | undefined): cell is number => cell !== undefined && geo.square[cell] === 1;
const isPoint = (geo: Geometry, cell: number | undefined): cell is number => cell !== undefined && geo.point[cell] === 1;

/** A square piece moves from `from` to `to` (capturing what stands there), if the king rule allows. */
function addSquareMove(ctx: Context, from: number, to: number, piece: Piece): void {
  const { state, side } = ctx;
  const target = state.cells[to];
  if (piece.kind === "K" && !(hasCastle(state.cells, from, side) && hasCastle(state.cells, to, side))) return;
  const capture = target !== undefined;
  ctx.out.push({
    text: `${letterText(piece)}${nameOf(from)}${capture ? "x" : "-"}${nameOf(to)}`,
    path: [nameOf(from), nameOf(to)],
    kind: capture ? "capture" : "move",
    after: () => {
      const draft = new Draft(state);
      if (target) draft.toHand(side, target);
      draft.cells[from] = undefined;
      draft.arrive(to, piece);
      return draft.finish();
    },
  });
}

function squarePieceMoves(ctx: Context, from: number, piece: Piece): void {
  const { state, geo, side } = ctx;
  const kind = piece.kind as SquareKind;
  const free = (cell: number) => state.cells[cell] === undefined;
  const enemy = (cell: number) => state.cells[cell] !== undefined && state.cells[cell]!.side !== side;
  const ride = (dirs: readonly Vec[]) => {
    for (const dir of dirs) {
      for (let cell = shift(from, dir); isSquare(geo, cell); cell = shift(cell, dir)) {
        if (free(cell)) addSquareMove(ctx, from, cell, piece);
        else {
          if (enemy(cell)) addSquareMove(ctx, from, cell, piece);
          break;
        }
      }
    }
  };
  switch (kind) {
    case "R":
      ride(ORTHO);
      break;
    case "Q":
      ride([...ORTHO, ...DIAG]);
      break;
    case "B":
      ride(DIAG);
      for (const dir of ORTHO) {
        const cell = shift(from, dir);
        if (isSquare(geo, cell) && free(cell)) addSquareMove(ctx, from, cell, piece);
      }
      break;
    case "N":
      ride(KNIGHT);
      break;
    case "P": {
      const forward = side === "white" ? 2 : -2;
      const ahead = shift(from, [0, forward]);
      if (isSquare(geo, ahead) && free(ahead)) addSquareMove(ctx, from, ahead, piece);
      for (const df of [-2, 2]) {
        const cell = shift(from, [df, forward]);
        if (isSquare(geo, cell) && enemy(cell)) addSquareMove(ctx, from, cell, piece);
      }
      break;
    }
    default:
      for (const step of stepsOf(kind, side)) {
        const cell = shift(from, step);
        if (isSquare(geo, cell) && (free(cell) || enemy(cell))) addSquareMove(ctx, from, cell, piece);
      }
  }
}

/** A line piece moves along the lines to an empty intersection. */
function addLineMove(ctx: Context, from: number, to: number, piece: Piece, moved: Piece = piece): void {
  const { state } = ctx;
  ctx.out.push({
    text: `${piece.kind}${nameOf(from)}-${nameOf(to)}`,
    path: [nameOf(from), nameOf(to)],
    kind: "move",
    after: () => {
      const draft = new Draft(state);
      draft.cells[from] = undefined;
      draft.cells[to] = moved;
      return draft.finish();
    },
  });
}

function linePieceMoves(ctx: Context, from: number, piece: Piece): void {
  const { state, geo } = ctx;
  const open = (cell: number | undefined, previous: number): cell is number =>
    isPoint(geo, cell) && geo.link(previous, cell) && state.cells[cell] === undefined;
  const slide = (dirs: readonly Vec[]) => {
    for (const dir of dirs) {
      let previous = from;
      for (let cell = shift(from, dir); open(cell, previous); previous = cell, cell = shift(cell, dir)) addLineMove(ctx, from, cell, piece);
    }
  };
  const step = (dirs: readonly Vec[], moved?: Piece) => {
    for (const dir of dirs) {
      const cell = shift(from, dir);
      if (open(cell, from)) addLineMove(ctx, from, cell, piece, moved);
    }
  };
  switch (piece.kind) {
    case "X":
      slide(ORTHO);
      break;
    case "I":
      slide([...ORTHO, ...DIAG]);
      break;
    case "W":
      step([...ORTHO, ...DIAG]);
      wizardTeleports(ctx, from);
      break;
    case "C":
      // ruling 13: the step kind alternates; the castle remembers the next one
      if (piece.next === "d") step(DIAG, pieceOf(piece.side, "C", "o"));
      else step(ORTHO, pieceOf(piece.side, "C", "d"));
      break;
    case "Z":
      for (const leap of KNIGHT) {
        const cell = shift(from, leap);
        if (isPoint(geo, cell) && state.cells[cell] === undefined) addLineMove(ctx, from, cell, piece);
      }
      spiderRotations(ctx, from);
      break;
  }
}

/** The king rule for a king that moves from `from` to `to` (castles do not move in these moves). */
function kingMayGo(cells: readonly (Piece | undefined)[], piece: Piece, from: number, to: number): boolean {
  return piece.kind !== "K" || (hasCastle(cells, from, piece.side) && hasCastle(cells, to, piece.side));
}

/** Teleports by the wizard on `wizard` (seed; rulings 6, 7, 12). */
function wizardTeleports(ctx: Context, wizard: number): void {
  const { state, geo, side } = ctx;
  const others = ctx.wizards.filter((cell) => cell !== wizard);
  if (ctx.wizards.length !== 2 || others.length !== 1) return;
  const partner = others[0];
  for (const offset of AROUND) {
    const source = shift(wizard, offset);
    if (!isSquare(geo, source)) continue;
    const piece = state.cells[source];
    if (!piece || piece.side !== side || isImmobilized(state.cells, source)) continue;
    const target = shift(partner, offset);
    const onBoard = isSquare(geo, target);
    const occupant = onBoard ? state.cells[target] : undefined;
    if (!onBoard && piece.kind === "K") continue; // a king is never sent off the board
    if (onBoard && !kingMayGo(state.cells, piece, source, target)) continue;
    if (occupant && occupant.side === side && target !== undefined) {
      if (isImmobilized(state.cells, target)) continue; // ruling 12: no swap with a frozen friend
      if (!kingMayGo(state.cells, occupant, target, source)) continue;
    }
    ctx.out.push({
      text: `W${nameOf(wizard)}:${nameOf(source)}`,
      path: [nameOf(wizard), nameOf(source)],
      kind: occupant && occupant.side !== side ? "capture" : "teleport",
      after: () => {
        const draft = new Draft(state);
        draft.cells[source] = undefined;
        if (!onBoard) {
          draft.toHand(side, piece);
          return draft.finish();
        }
        if (occupant && occupant.side === side) draft.arrive(source, occupant);
        else if (occupant) draft.toHand(side, occupant);
        draft.arrive(target as number, piece);
        return draft.finish();
      },
    });
  }
}

/** The spider's quarter turns (seed; rulings 6, 7, 9). */
function spiderRotations(ctx: Context, spider: number): void {
  const { state, geo, side } = ctx;
  const around = AROUND.map((offset) => shift(spider, offset));
  const movers = around.flatMap((cell, i) => (isSquare(geo, cell) && state.cells[cell]?.side === side ? [i] : []));
  if (movers.length === 0) return; // a rotation must move a piece
  if (movers.some((i) => isImmobilized(state.cells, around[i]!))) return; // all friendly pieces turn, or none
  for (const [sign, turn] of [["+", 1], ["-", 3]] as const) {
    const landing = (i: number) => around[(i + turn) % 4];
    let legal = true;
    for (const i of movers) {
      const piece = state.cells[around[i]!]!;
      const to = landing(i);
      const onBoard = isSquare(geo, to);
      if (piece.kind === "K" && (!onBoard || !kingMayGo(state.cells, piece, around[i]!, to))) legal = false;
    }
    if (!legal) continue;
    const captures = movers.some((i) => {
      const to = landing(i);
      return isSquare(geo, to) && state.cells[to] !== undefined && state.cells[to]!.side !== side;
    });
    ctx.out.push({
      text: `Z${nameOf(spider)}${sign}`,
      path: [nameOf(spider), sign === "+" ? ROTATE_CLOCKWISE : ROTATE_ANTICLOCKWISE],
      kind: captures ? "capture" : "rotation",
      after: () => {
        const draft = new Draft(state);
        const pieces = movers.map((i) => state.cells[around[i]!]!);
        for (const i of movers) draft.cells[around[i]!] = undefined;
        movers.forEach((i, n) => {
          const to = landing(i);
          if (!isSquare(geo, to)) {
            draft.toHand(side, pieces[n]);
            return;
          }
          const victim = draft.cells[to];
          if (victim) draft.toHand(side, victim);
          draft.arrive(to, pieces[n]);
        });
        return draft.finish();
      },
    });
  }
}

/** Whether a square piece dropped on `square` could ever move from there on an otherwise empty board (rulings 5, 11). */
function couldMove(geo: Geometry, kind: HandKind, side: Side, square: number): boolean {
  const anyStep = (steps: readonly Vec[]) => steps.some((step) => isSquare(geo, shift(square, step)));
  switch (kind) {
    case "R":
      return anyStep(ORTHO);
    case "B":
      return anyStep([...DIAG, ...ORTHO]);
    case "N":
      return anyStep(KNIGHT);
    case "G":
    case "S":
      return anyStep(stepsOf(kind, side));
    case "P":
      return anyStep([[0, side === "white" ? 2 : -2]]);
    default:
      return true;
  }
}

function drops(ctx: Context): void {
  const { state, geo, side } = ctx;
  const hand = state.hands[side];
  for (const kind of HAND_KINDS) {
    if (hand[kind] === 0) continue;
    const line = isLineKind(kind);
    const places = line ? geo.points : geo.squares;
    for (const cell of places) {
      if (state.cells[cell] !== undefined) continue;
      if (!line && !couldMove(geo, kind, side, cell)) continue;
      if (kind === "I" && squaresAround(cell).some((square) => square !== undefined && state.cells[square] !== undefined && state.cells[square]!.side !== side)) continue;
      const steps: readonly ("o" | "d" | undefined)[] = kind === "C" ? ["o", "d"] : [undefined];
      for (const first of steps) {
        const piece = pieceOf(side, kind, first);
        ctx.out.push({
          text: `${kind}@${nameOf(cell)}${first ? `:${first}` : ""}`,
          path: [handItemId(side, kind), nameOf(cell)],
          ...(first ? { choice: first === "o" ? CHOICE_ORTHOGONAL : CHOICE_DIAGONAL } : {}),
          kind: "drop",
          after: () => {
            const draft = new Draft(state);
            draft.takeFromHand(side, kind);
            draft.cells[cell] = piece;
            return draft.finish();
          },
        });
      }
    }
  }
}

/** How many of `side`'s pieces count on a movable square and its corners (seed; rulings 12, 13). */
function countFor(cells: readonly (Piece | undefined)[], square: number, side: Side): number {
  let count = 0;
  const piece = cells[square];
  if (piece && piece.side === side && !isImmobilized(cells, square) && !(piece.kind === "K" && !hasCastle(cells, square, side))) count++;
  for (const corner of cornersOf(square)) if (cells[corner]?.side === side) count++;
  return count;
}

/** The locations a movable square at cycle position `from` may go to: the two nearest, skipping the other square (seed). */
export function squareDestinations(from: number, other: number): number[] {
  return [1, 7].map((step) => {
    const next = (from + step) % 8;
    return next === other ? (next + step) % 8 : next;
  });
}

function squareMoves(ctx: Context): void {
  const { state, side } = ctx;
  for (const [index, position] of state.movable.entries()) {
    const other = state.movable[1 - index];
    const square = CYCLE[position];
    const resident = state.cells[square];
    // pinned by a frozen piece, or a king with no castle (rulings 12, 13)
    if (resident && (isImmobilized(state.cells, square) || (resident.kind === "K" && !hasCastle(state.cells, square, resident.side)))) continue;
    if (countFor(state.cells, square, side) <= countFor(state.cells, square, opposite(side))) continue;
    const outside = OUTSIDE_CORNER[position];
    const compulsory = [square, outside].filter((cell) => state.cells[cell] !== undefined);
    const optional = cornersOf(square).filter((cell) => cell !== outside && state.cells[cell]?.side === side);
    for (const destination of squareDestinations(position, other)) {
      const target = CYCLE[destination];
      const vec: Vec = [fileOf(target) - fileOf(square), rankOf(target) - rankOf(square)];
      const moved = (cell: number) => shift(cell, vec)!;
      const travelling = new Set(compulsory);
      const landingFree = (cell: number, movers: ReadonlySet<number>) => {
        const at = moved(cell);
        return state.cells[at] === undefined || movers.has(at);
      };
      // optional travellers that could come along (a destination taken by a piece that stays blocks one)
      const choosable = optional.filter((cell) => landingFree(cell, new Set([...compulsory, ...optional])));
      for (let mask = 0; mask < 1 << choosable.length; mask++) {
        const chosen = choosable.filter((_, i) => mask & (1 << i));
        const movers = new Set([...travelling, ...chosen]);
        if (![...movers].every((cell) => landingFree(cell, movers))) continue;
        const after = (): Ben39State => {
          const draft = new Draft(state);
          const pieces = [...movers].map((cell) => [cell, state.cells[cell]!] as const);
          for (const [cell] of pieces) draft.cells[cell] = undefined;
          for (const [cell, piece] of pieces) {
            if (cell === square) draft.arrive(moved(cell), piece);
            else draft.cells[moved(cell)] = piece;
          }
          const pair: [number, number] = [destination, other];
          draft.movable = pair[0] < pair[1] ? pair : [pair[1], pair[0]];
          return draft.finish();
        };
        // the king rule for a king carried along: a castle of its own on a corner where it arrives
        if (resident?.kind === "K") {
          const next = after();
          if (!hasCastle(next.cells, target, resident.side)) continue;
        }
        const names = chosen.map(nameOf).sort(byFileThenRank);
        ctx.out.push({
          text: `#${nameOf(square)}-${nameOf(target)}${names.length > 0 ? `:${names.join(",")}` : ""}`,
          path: [squareHandleId(square), nameOf(target), ...names],
          kind: "square",
          after,
        });
      }
    }
  }
}

/** Orders intersection names by file, then rank (ruling 9). */
export function byFileThenRank(a: string, b: string): number {
  return a.charCodeAt(0) - b.charCodeAt(0) || Number(a.slice(1)) - Number(b.slice(1));
}

/**
 * The moves of a state, worked out once: play, outcome, legalMoves, refusals and
 * explanations all ask, the search many times over. The plain Move list (without the
 * builders) is kept beside them.
 */
const remembered = new WeakMap<Ben39State, { candidates: Candidate[]; moves?: Move[] }>();

export function candidatesOf(state: Ben39State): Candidate[] {
  let found = remembered.get(state);
  if (!found) {
    found = { candidates: generateMoves(state) };
    remembered.set(state, found);
  }
  return found.candidates;
}

export function legalMovesOf(state: Ben39State): Move[] {
  candidatesOf(state);
  const found = remembered.get(state)!;
  found.moves ??= found.candidates.map(({ after: _after, ...move }) => move);
  return found.moves;
}

/** Every legal move of the side to move; none once a king has fallen. */
export function generateMoves(state: Ben39State): Candidate[] {
  if (state.winner) return [];
  const side = state.turn;
  const geo = geometryOf(state.movable[0], state.movable[1]);
  const ctx: Context = { state, geo, side, out: [], wizards: [] };
  for (const cell of geo.points) {
    const piece = state.cells[cell];
    if (piece?.side === side && piece.kind === "W") ctx.wizards.push(cell);
  }
  for (const cell of geo.squares) {
    const piece = state.cells[cell];
    if (piece?.side === side && !isImmobilized(state.cells, cell)) squarePieceMoves(ctx, cell, piece);
  }
  for (const cell of geo.points) {
    const piece = state.cells[cell];
    if (piece?.side === side) linePieceMoves(ctx, cell, piece);
  }
  drops(ctx);
  squareMoves(ctx);
  return ctx.out;
}
