/**
 * The shapes a league's pure core works on. Players are named by their (unique) names, and
 * `players` lists are always in seed order: the order they joined, which is also the order the
 * Berger tables number them and the order Swiss breaks ties in.
 */

/** A game's result as the league records it; `null` while the game is unfinished. */
export type LeagueResult = "1-0" | "0-1" | "1/2-1/2" | "+/-" | "-/+" | null;

/** The league formats. */
export type LeagueFormat = "round-robin" | "swiss";

/** A pairing: who has White and who has Black. */
export interface Pairing {
  readonly white: string;
  readonly black: string;
}

/** A paired game and its result so far. */
export interface LeagueGame extends Pairing {
  readonly result: LeagueResult;
  /**
   * Set when the withdrawal rule cancelled this game: it stays in the record but counts for
   * nobody (see `withdraw`).
   */
  readonly annulled?: boolean;
}

/** One round: its games and the player who sits it out, if the count is odd. */
export interface LeagueRound<G extends Pairing = LeagueGame> {
  readonly games: readonly G[];
  readonly bye: string | null;
  /** Set when the withdrawal rule cancelled the bye player's results, this bye with them. */
  readonly byeAnnulled?: boolean;
}

/** The points White and Black score from a result, or `undefined` while it is unfinished. */
export function pointsOf(result: LeagueResult): { readonly white: number; readonly black: number } | undefined {
  switch (result) {
    case "1-0":
    case "+/-":
      return { white: 1, black: 0 };
    case "0-1":
    case "-/+":
      return { white: 0, black: 1 };
    case "1/2-1/2":
      return { white: 0.5, black: 0.5 };
    case null:
      return undefined;
  }
}

/** Why a league operation was refused: a stable code and a sentence for the organizer. */
export interface LeagueError {
  readonly code: "too_few_players" | "round_unfinished" | "unknown_player";
  readonly message: string;
}

/** A refusal as a `Result` (the engine's `Result` shape, with a league's error codes). */
export function leagueFail(code: LeagueError["code"], message: string): { readonly ok: false; readonly error: LeagueError } {
  return { ok: false, error: { code, message } };
}
