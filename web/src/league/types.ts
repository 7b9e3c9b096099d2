/**
 * The league API's shapes under the names the pages use (src/contract/league.ts;
 * docs/api.md, "Leagues"). Type-only: nothing of the Worker is bundled.
 */
export type {
  CreatedLeague,
  JoinedLeague,
  LeagueGameView as LeagueGame,
  LeagueMe,
  LeagueOrganizerLinks,
  LeagueResult,
  LeagueRoundView as LeagueRound,
  LeagueSeat,
  LeagueStandingRow as LeagueStanding,
  LeagueView as LeagueSnapshot,
  LeagueWithdrawal,
} from "../../../src/contract/league.ts";
