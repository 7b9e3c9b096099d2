/**
 * What a material count alone cannot see in games won by checkmate: with a lone or
 * outnumbered king left, the stronger side mates by driving that king to the edge and
 * bringing its own king near (the "mop-up" of chess engines). Without it a searcher a
 * rook or two up wanders until the move or ply limit; with it, a few plies of search
 * find the mates. One helper for every game on a grid of files and ranks.
 */
import type { Grid } from "../geometry/grid.ts";
import type { BySide } from "../types.ts";

/** Below this lead the drive is left out: the game is not yet a matter of mating. */
const LEAD = 300;

/**
 * For White: positive when White is `material` ahead (kings left out, in the game's
 * units) and Black's king is cornered and near White's; the mirror when Black is ahead.
 * `kings` holds each king's cell, undefined for a side with none on the board.
 */
export function kingDrive(grid: Grid, material: number, kings: BySide<number | undefined>): number {
  if (Math.abs(material) < LEAD || kings.white === undefined || kings.black === undefined) return 0;
  const [strong, weak] = material > 0 ? [kings.white, kings.black] : [kings.black, kings.white];
  const fromCentre = Math.abs(2 * grid.file(weak) - (grid.width - 1)) + Math.abs(2 * grid.rank(weak) - (grid.height - 1));
  const between = Math.max(Math.abs(grid.file(strong) - grid.file(weak)), Math.abs(grid.rank(strong) - grid.rank(weak)));
  const score = 10 * fromCentre + 8 * (Math.max(grid.width, grid.height) - between);
  return material > 0 ? score : -score;
}
