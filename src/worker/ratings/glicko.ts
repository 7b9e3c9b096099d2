/**
 * Glicko-2 (Glickman, "Example of the Glicko-2 system") through the glicko2 npm package:
 * one rating period per rated game, as lichess rates, so a rating moves the moment a
 * game ends rather than at the end of a week. Pure: no storage, no clock.
 */
import { Glicko2 } from "glicko2";

/** A player's standing before or after a game. */
export interface Standing {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
}

/** Where every pocket starts in a game kind: Glickman's defaults. */
export const NEW_STANDING: Standing = { rating: 1500, deviation: 350, volatility: 0.06 };

/** Glickman's suggested constraint on the change of volatility (0.3 to 1.2); 0.5 is his worked example's and lichess's choice is 0.75. */
const TAU = 0.5;

/** A deviation above this shows the rating as provisional ("1500?"), lichess's rule. */
export const PROVISIONAL_DEVIATION = 110;

/**
 * A player's standing after one rating period of `games` (the opponent's standing before
 * and the player's score: 1, 1/2 or 0). Glickman's worked example is one period of three games.
 */
export function ratePeriod(player: Standing, games: readonly { readonly opponent: Standing; readonly score: number }[]): Standing {
  const glicko = new Glicko2({ tau: TAU });
  const me = glicko.makePlayer(player.rating, player.deviation, player.volatility);
  const matches = games.map((game) => [me, glicko.makePlayer(game.opponent.rating, game.opponent.deviation, game.opponent.volatility), game.score] as const);
  glicko.updateRatings(matches);
  return { rating: me.getRating(), deviation: me.getRd(), volatility: me.getVol() };
}

/** Both players' standings after one game between them: `whiteScore` is 1, 1/2 or 0. */
export function rateGame(white: Standing, black: Standing, whiteScore: number): { white: Standing; black: Standing } {
  return {
    white: ratePeriod(white, [{ opponent: black, score: whiteScore }]),
    black: ratePeriod(black, [{ opponent: white, score: 1 - whiteScore }]),
  };
}
