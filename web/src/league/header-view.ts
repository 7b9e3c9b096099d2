/** The league's heading and its facts: game, format, time control, players and status. */
import { h } from "../dom.ts";
import { controlText } from "../game/clock.ts";
import { getGame } from "../../../src/engine/registry.ts";
import type { LeagueSnapshot } from "./types.ts";
import { counted } from "../../../src/engine/plural.ts";

const STATUS = { open: "Open for players", running: "Under way", finished: "Finished" } as const;

/** "Round-robin (double)", "Swiss, 5 rounds". */
export function formatText(league: LeagueSnapshot): string {
  const rounds = counted(league.roundsPlanned, "round");
  if (league.format === "round-robin") return `${league.double ? "Double round-robin" : "Round-robin"}${league.roundsPlanned ? `, ${rounds}` : ""}`;
  return `Swiss, ${rounds}`;
}

/** The game's name with its options ("The Pit (size: 10)"). */
export function gameText(league: LeagueSnapshot): string {
  const name = getGame(league.variant)?.name ?? league.variant;
  const options = Object.entries(league.options ?? {}).map(([k, v]) => `${k}: ${String(v)}`);
  return options.length ? `${name} (${options.join(", ")})` : name;
}

export function renderLeagueHeader(league: LeagueSnapshot): HTMLElement[] {
  const fact = (term: string, value: string, testId?: string) => h("div", {}, h("dt", {}, term), h("dd", testId ? { "data-testid": testId } : {}, value));
  const active = league.players.filter((p) => !p.withdrawn).length;
  return [
    h("h1", { class: "league-name" }, league.name),
    h(
      "dl",
      { class: "league-facts" },
      fact("Game", gameText(league)),
      fact("Format", formatText(league)),
      fact("Time control", league.timeControl ? controlText(league.timeControl) : "No clock"),
      fact("Players", league.status === "open" ? `${active} of at most ${league.maxPlayers}` : String(active)),
      fact("Status", STATUS[league.status], "league-status"),
    ),
  ];
}
