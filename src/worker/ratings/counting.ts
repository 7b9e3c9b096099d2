/**
 * Which finished rated games move ratings (docs/ratings.md). Pure: the Ratings object
 * hands in what it knows (the report, how many games the same two pockets already
 * counted lately) and gets a verdict.
 */

/** What a game room reports of a rated game once it is over (lifecycle/rated-outbox.ts). */
export interface RatedReport {
  readonly gameId: string;
  readonly variant: string;
  /** The pocket ids bound to the seats (a computer level's is `computer-N`) and their public names at binding. */
  readonly white: { readonly pocket: string; readonly name: string };
  readonly black: { readonly pocket: string; readonly name: string };
  /** "1-0", "0-1", "1/2-1/2"; null for an aborted game (never counted). */
  readonly result: "1-0" | "0-1" | "1/2-1/2" | null;
  /** Moves played by both sides together. */
  readonly plies: number;
  /** When the game ended (ms). */
  readonly endedAt: number;
}

/** The self-play limit: the same two pockets count at most this many rated games of one game kind within the window. */
export const PAIR_LIMIT = { games: 3, windowMs: 7 * 24 * 60 * 60 * 1000 } as const;

/** "Games under two moves do not count": fewer plies than this and the game leaves both ratings alone. */
export const MIN_PLIES = 2;

/** Why a rated game did not count, or null when it does. */
export type NotCounted = "aborted" | "too_short" | "same_pocket" | "pair_limit";

export const isComputerPocket = (pocket: string): boolean => /^computer-[123]$/.test(pocket);

/** Whether `report` counts, given how many games of its kind the same two pockets counted in the window before it. */
export function countingVerdict(report: RatedReport, pairGamesInWindow: number): NotCounted | null {
  if (report.result === null) return "aborted";
  if (report.plies < MIN_PLIES) return "too_short";
  if (report.white.pocket === report.black.pocket) return "same_pocket";
  // a computer level is nobody's second pocket: games against it are limited by the computer's own budget instead
  const againstComputer = isComputerPocket(report.white.pocket) || isComputerPocket(report.black.pocket);
  if (!againstComputer && pairGamesInWindow >= PAIR_LIMIT.games) return "pair_limit";
  return null;
}

/** White's score in Glicko-2's terms. */
export function whiteScore(result: "1-0" | "0-1" | "1/2-1/2"): number {
  return result === "1-0" ? 1 : result === "0-1" ? 0 : 0.5;
}
