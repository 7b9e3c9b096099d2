/**
 * A league's rounds: all of a round-robin's at the start (the Berger tables), a Swiss's one
 * at a time as each ends, and the league's end once every game has. Game ids are decided and
 * recorded here, before any GameRoom exists, so each game is created exactly once
 * (game-creation.ts creates them).
 */
import { roundRobin } from "../../engine/league/round-robin.ts";
import { pairSwissRound } from "../../engine/league/swiss.ts";
import type { Pairing } from "../../engine/league/types.ts";
import { apiError, type Outcome } from "../errors.ts";
import { newGameId } from "../tokens.ts";
import type { LeagueStore } from "./league-store.ts";

/** What changed as the league moved on: a round paired, or the league over. */
export type Advance = { readonly kind: "round-paired"; readonly round: number } | { readonly kind: "finished" } | undefined;

/** Starts an open league with at least two players: every round of a round-robin, round 1 of a Swiss. */
export function startLeague(store: LeagueStore, now: number): Outcome<void> {
  const meta = store.readMeta()!;
  if (meta.status !== "open") return apiError(409, "league_started", "This league has already started.");
  const names = store.players().map((p) => p.name);
  if (names.length < 2) return apiError(409, "too_few_players", "A league needs at least two players to start.");
  if (meta.format === "round-robin") {
    const rounds = roundRobin(names, { double: meta.double });
    rounds.forEach((round, i) => addRound(store, i + 1, round.games, round.bye));
    store.updateMeta({ status: "running", startedAt: now, rounds: rounds.length });
  } else {
    const first = pairSwissRound(names, []);
    if (!first.ok) return apiError(409, first.error.code, first.error.message);
    addRound(store, 1, first.value.games, first.value.bye);
    store.updateMeta({ status: "running", startedAt: now });
  }
  return { ok: true, value: undefined };
}

function addRound(store: LeagueStore, number: number, games: readonly Pairing[], bye: string | null): void {
  store.addRound(number, bye, games.map((g) => ({ id: newGameId(), white: g.white, black: g.black })));
}

/**
 * After results: a Swiss whose round has ended in full gets its next round; a league with
 * every game ended (and, for a Swiss, every round played or no one left to pair) is finished.
 */
export function advance(store: LeagueStore, now: number): Advance {
  const meta = store.readMeta()!;
  if (meta.status !== "running" || store.openCount() > 0) return undefined;
  const played = store.roundCount();
  if (meta.format === "swiss" && played < meta.rounds) {
    const players = store.players();
    const next = pairSwissRound(
      players.map((p) => p.name),
      store.rounds(),
      players.filter((p) => p.withdrawn).map((p) => p.name),
    );
    if (next.ok) {
      addRound(store, played + 1, next.value.games, next.value.bye);
      return { kind: "round-paired", round: played + 1 };
    }
  }
  store.updateMeta({ status: "finished", finishedAt: now });
  return { kind: "finished" };
}
