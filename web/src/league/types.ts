/**
 * The league API's shapes as the pages read them (docs/api.md, "Leagues"). Type-only:
 * nothing of the Worker is bundled.
 */
export type {
  CreatedLeague,
  LeagueGame,
  LeagueMe,
  LeagueResult,
  LeagueRound,
  LeagueSnapshot,
  LeagueStanding,
  JoinedLeague,
} from "./contract-shapes.ts";
