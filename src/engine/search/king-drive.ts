/**
 * What a material count alone cannot see in games won by checkmate: with a lone or
 * outnumbered king left, the stronger side mates by driving that king to the edge and
 * bringing its own king near (the "mop-up" of chess engines). Without it a searcher a
 * rook or two up wanders until the move or ply limit; with it, a few plies of search
 * find the mates. One helper for every game on a grid of files and ranks.
 */

export interface KingDriveInput {
  /** White's material minus Black's, kings left out, in the game's units. */
  readonly material: number;
  /** Each king as [file, rank], or undefined when a side has none on the board. */
  readonly whiteKing: readonly [number, number] | undefined;
  readonly blackKing: readonly [number, number] | undefined;
  readonly width: number;
  readonly height: number;
}

/** Below this lead the drive is left out: the game is not yet a matter of mating. */
const LEAD = 300;

/** For White: positive when White is ahead and Black's king is cornered and near White's. */
export function kingDrive({ material, whiteKing, blackKing, width, height }: KingDriveInput): number {
  if (Math.abs(material) < LEAD || !whiteKing || !blackKing) return 0;
  const [strong, weak] = material > 0 ? [whiteKing, blackKing] : [blackKing, whiteKing];
  const fromCentre = Math.abs(2 * weak[0] - (width - 1)) + Math.abs(2 * weak[1] - (height - 1));
  const between = Math.max(Math.abs(strong[0] - weak[0]), Math.abs(strong[1] - weak[1]));
  const score = 10 * fromCentre + 8 * (Math.max(width, height) - between);
  return material > 0 ? score : -score;
}
