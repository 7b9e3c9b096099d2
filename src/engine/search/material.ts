/**
 * Material counted from a game's own drawing (`view`): every game already says which
 * pieces stand where and whose they are, so one count serves them all. Each game's
 * `evaluate` (in its own folder) gives the values and adds what its rules make matter.
 */
import type { BoardView } from "../types.ts";

/** White's material minus Black's: pieces on the board at full value, pieces in a side's areas (hands, reserves) at `areaWeight`. */
export function materialOf(view: BoardView, values: Readonly<Record<string, number>>, areaWeight = 0): number {
  let score = 0;
  for (const piece of view.pieces) {
    if (piece.side === "neutral") continue;
    const value = values[piece.kind] ?? 0;
    score += piece.side === "white" ? value : -value;
  }
  if (areaWeight === 0) return score;
  for (const area of view.areas) {
    if (!area.side) continue;
    for (const item of area.items) {
      const value = (values[item.kind] ?? 0) * item.count * areaWeight;
      score += area.side === "white" ? value : -value;
    }
  }
  return score;
}
