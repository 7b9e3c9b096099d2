/** The league's heading and its facts: game, format, time control, players and status. */
import { h } from "../dom.ts";
import { controlText } from "../game/clock.ts";
import { getGame } from "../../../src/engine/registry.ts";
import type { LeagueSnapshot } from "./types.ts";
import { t } from "../i18n.ts";

const STATUS = { open: "league.status.open", running: "league.status.running", finished: "league.status.finished" } as const;

/** "Round-robin (double)", "Swiss, 5 rounds". */
export function formatText(league: LeagueSnapshot): string {
  const rounds = league.roundsPlanned;
  if (league.format === "round-robin") {
    if (!rounds) return t(league.double ? "league.format.doubleRoundRobin" : "league.format.roundRobin");
    return t(league.double ? "league.format.doubleRoundRobinRounds" : "league.format.roundRobinRounds", { rounds });
  }
  return t("league.format.swiss", { rounds });
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
      fact(t("league.facts.game"), gameText(league)),
      fact(t("league.facts.format"), formatText(league)),
      fact(t("league.facts.timeControl"), league.timeControl ? controlText(league.timeControl) : t("league.facts.noClock")),
      fact(t("league.facts.players"), league.status === "open" ? t("league.facts.playersOfMax", { active, max: league.maxPlayers }) : String(active)),
      fact(t("league.facts.status"), t(STATUS[league.status]), "league-status"),
      // only a rated league says so: an unrated one's facts stay as they were
      ...(league.rated ? [fact(t("league.rated.facts.term"), t("league.rated.facts.rated"), "league-rated")] : []),
    ),
  ];
}
