/**
 * A move and an evaluation said in a player's words rather than notation, for the
 * computer's hint (issue 20, item 9): "Sorceror g1 to b6", "Knightrider j10 takes the
 * king on h14", "Queen from the bin onto d4"; "the position is about even", "White is
 * clearly better", "Black wins in 2".
 */
import type { AnyGame, BoardView, BySide, Move, Side } from "./types.ts";
import { opposite } from "./types.ts";

const CHESS_NAMES: Readonly<Record<string, string>> = { K: "King", Q: "Queen", R: "Rook", B: "Bishop", N: "Knight", P: "Pawn" };

/** A piece kind's name as the legend gives it ("Knightrider"), else the chess name, else the letter. */
export function pieceName(game: AnyGame, kind: string): string {
  return game.pieces?.find((piece) => piece.kind === kind)?.name ?? CHESS_NAMES[kind] ?? kind;
}

/**
 * One step of a move as its clicks say it, for the page to put in its reader's words
 * (issue 31): a piece moved, a piece taking another, a piece brought from an off-board
 * area (by the area's id and label), a man placed on an empty cell. Piece names are the
 * game's own.
 */
export type MovePart =
  | { readonly kind: "moves"; readonly piece: string; readonly from: string; readonly to: string }
  | { readonly kind: "takes"; readonly piece: string; readonly from: string; readonly taken: string; readonly to: string }
  | { readonly kind: "enters"; readonly piece: string; readonly area: { readonly id: string; readonly label: string; readonly side?: Side }; readonly to: string }
  | { readonly kind: "places"; readonly at: string };

/**
 * `move` in `state` as parts, read from its clicks on the board: a piece clicked and a
 * cell after it moves there (or takes what stands there); an off-board item then a cell
 * enters from that area; an empty cell alone is a man placed there. Empty when the clicks
 * say nothing a sentence could (In The Bin's "push"): the caller then writes the notation.
 */
export function moveParts(game: AnyGame, state: unknown, move: Move): MovePart[] {
  const view = game.view(state);
  const cells = new Set(view.cells.map((cell) => cell.id));
  const pieceAt = (id: string) => view.pieces.find((piece) => piece.at === id);
  const parts: MovePart[] = [];
  const path = move.path;
  for (let i = 0; i < path.length; i++) {
    const id = path[i];
    const next = path[i + 1];
    const piece = cells.has(id) ? pieceAt(id) : undefined;
    if (piece && next !== undefined && cells.has(next)) {
      const taken = pieceAt(next);
      const name = pieceName(game, piece.kind);
      parts.push(
        taken && taken.side !== piece.side && taken.side !== "neutral"
          ? { kind: "takes", piece: name, from: id, taken: pieceName(game, taken.kind), to: next }
          : { kind: "moves", piece: name, from: id, to: next },
      );
      i++;
    } else if (!cells.has(id) && next !== undefined && cells.has(next)) {
      const item = areaItem(view, id);
      if (!item) continue;
      parts.push({ kind: "enters", piece: pieceName(game, item.kind), area: item.area, to: next });
      i++;
    } else if (cells.has(id) && !piece) parts.push({ kind: "places", at: id });
  }
  return parts;
}

/** A part in English words: "Sorceror g1 to b6", "Knightrider j10 takes the king on h14", "Queen from the bin onto d4", "a man on d4". */
export function partInWords(part: MovePart): string {
  switch (part.kind) {
    case "moves":
      return `${part.piece} ${part.from} to ${part.to}`;
    case "takes":
      return `${part.piece} ${part.from} takes the ${part.taken.toLowerCase()} on ${part.to}`;
    case "enters":
      return `${part.piece} from ${part.area.label.toLowerCase()} onto ${part.to}`;
    case "places":
      return `a man on ${part.at}`;
  }
}

/** `move` in `state` in English words (moveParts said one after another), or undefined when its clicks say nothing. */
export function moveInWords(game: AnyGame, state: unknown, move: Move): string | undefined {
  const parts = moveParts(game, state, move);
  return parts.length > 0 ? parts.map(partInWords).join(", then ") : undefined;
}

function areaItem(view: BoardView, id: string): { kind: string; area: { id: string; label: string; side?: Side } } | undefined {
  for (const area of view.areas) {
    const item = area.items.find((candidate) => candidate.id === id);
    if (item) return { kind: item.kind, area: { id: area.id, label: area.label, ...(area.side ? { side: area.side } : {}) } };
  }
  return undefined;
}

/**
 * An evaluation as a fact: `score` in the game's units (a pawn about 100) for the side to
 * move, `win` the search's score of a won position, a won line scoring `win` less its
 * length in plies. Bands as chess sites draw them: under half a pawn about even, under
 * one and a half slightly better, under four clearly better, beyond that winning.
 */
export type Evaluation =
  | { readonly kind: "winsIn"; readonly side: Side; readonly moves: number }
  | { readonly kind: "even" }
  | { readonly kind: "slightlyBetter" | "clearlyBetter" | "winning"; readonly side: Side };

export function evaluationOf(score: number, toMove: Side, win: number): Evaluation {
  const plies = win - Math.abs(score);
  const ahead = score >= 0 ? toMove : opposite(toMove);
  if (plies <= 64) return { kind: "winsIn", side: ahead, moves: Math.max(1, Math.ceil(plies / 2)) };
  const size = Math.abs(score);
  if (size < 50) return { kind: "even" };
  if (size < 150) return { kind: "slightlyBetter", side: ahead };
  if (size < 400) return { kind: "clearlyBetter", side: ahead };
  return { kind: "winning", side: ahead };
}

/** An evaluation in English words: "the position is about even", "White is clearly better", "Black wins in 2 moves". */
export function evaluationInWords(score: number, toMove: Side, sideNames: BySide<string>, win: number): string {
  return evaluationText(evaluationOf(score, toMove, win), sideNames);
}

/** An evaluation's fact in English words, the sides named as the game names them. */
export function evaluationText(evaluation: Evaluation, sideNames: BySide<string>): string {
  switch (evaluation.kind) {
    case "winsIn":
      return `${sideNames[evaluation.side]} wins in ${evaluation.moves} ${evaluation.moves === 1 ? "move" : "moves"}`;
    case "even":
      return "the position is about even";
    case "slightlyBetter":
      return `${sideNames[evaluation.side]} is slightly better`;
    case "clearlyBetter":
      return `${sideNames[evaluation.side]} is clearly better`;
    case "winning":
      return `${sideNames[evaluation.side]} is winning`;
  }
}
