/** Stand-in for src/contract/league.ts until it lands (issue 22's contract, word for word). */
import type { TimeControl } from "../../../src/contract/time-control.ts";
import type { GameOptions, Side } from "../../../src/engine/types.ts";

export type LeagueResult = "1-0" | "0-1" | "1/2-1/2" | "+/-" | "-/+";
export interface LeagueGame { readonly id: string; readonly white: string; readonly black: string; readonly result: LeagueResult | null }
export interface LeagueRound { readonly number: number; readonly games: readonly LeagueGame[]; readonly bye: string | null }
export interface LeagueStanding { readonly rank: number; readonly name: string; readonly points: number; readonly played: number; readonly tieBreaks: Readonly<Record<string, number>> }
export interface LeagueSnapshot {
  readonly id: string;
  readonly name: string;
  readonly variant: string;
  readonly options: GameOptions;
  readonly format: "round-robin" | "swiss";
  readonly status: "open" | "running" | "finished";
  readonly timeControl: TimeControl | null;
  readonly players: readonly { readonly name: string; readonly withdrawn: boolean }[];
  readonly rounds: readonly LeagueRound[];
  readonly standings: readonly LeagueStanding[];
}
export interface CreatedLeague { readonly id: string; readonly organizer: { readonly token: string; readonly url: string }; readonly joinUrl: string; readonly watchUrl: string }
export interface JoinedLeague { readonly token: string; readonly url: string }
export interface LeagueMe { readonly name: string; readonly games: readonly { readonly id: string; readonly side: Side; readonly url: string }[] }
