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
 * `move` in `state` in words, read from its clicks on the board: a piece clicked and a
 * cell after it is "<Piece> <from> to <to>" (or "takes the <piece> on <to>"); an
 * off-board item then a cell is "<Piece> from <area> onto <to>"; an empty cell alone is a
 * man placed there. Undefined when the clicks say nothing a sentence could (In The Bin's
 * "push"): the caller then writes the notation.
 */
export function moveInWords(game: AnyGame, state: unknown, move: Move): string | undefined {
  const view = game.view(state);
  const cells = new Set(view.cells.map((cell) => cell.id));
  const pieceAt = (id: string) => view.pieces.find((piece) => piece.at === id);
  const parts: string[] = [];
  const path = move.path;
  for (let i = 0; i < path.length; i++) {
    const id = path[i];
    const next = path[i + 1];
    const piece = cells.has(id) ? pieceAt(id) : undefined;
    if (piece && next !== undefined && cells.has(next)) {
      const taken = pieceAt(next);
      const name = pieceName(game, piece.kind);
      parts.push(taken && taken.side !== piece.side && taken.side !== "neutral" ? `${name} ${id} takes the ${pieceName(game, taken.kind).toLowerCase()} on ${next}` : `${name} ${id} to ${next}`);
      i++;
    } else if (!cells.has(id) && next !== undefined && cells.has(next)) {
      const item = areaItem(view, id);
      if (!item) continue;
      parts.push(`${pieceName(game, item.kind)} from ${item.area.toLowerCase()} onto ${next}`);
      i++;
    } else if (cells.has(id) && !piece) parts.push(`a man on ${id}`);
  }
  return parts.length > 0 ? parts.join(", then ") : undefined;
}

function areaItem(view: BoardView, id: string): { kind: string; area: string } | undefined {
  for (const area of view.areas) {
    const item = area.items.find((candidate) => candidate.id === id);
    if (item) return { kind: item.kind, area: area.label };
  }
  return undefined;
}

/**
 * An evaluation in words: `score` in the game's units (a pawn about 100) for the side to
 * move, `win` the search's score of a won position, a won line scoring `win` less its
 * length in plies. Bands as chess sites draw them: under half a pawn about even, under
 * one and a half slightly better, under four clearly better, beyond that winning.
 */
export function evaluationInWords(score: number, toMove: Side, sideNames: BySide<string>, win: number): string {
  const plies = win - Math.abs(score);
  const ahead = score >= 0 ? toMove : opposite(toMove);
  if (plies <= 64) {
    const moves = Math.max(1, Math.ceil(plies / 2));
    return `${sideNames[ahead]} wins in ${moves} ${moves === 1 ? "move" : "moves"}`;
  }
  const size = Math.abs(score);
  if (size < 50) return "the position is about even";
  if (size < 150) return `${sideNames[ahead]} is slightly better`;
  if (size < 400) return `${sideNames[ahead]} is clearly better`;
  return `${sideNames[ahead]} is winning`;
}
