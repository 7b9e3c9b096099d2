// The league page's pure parts: scores read from one player's side, the crosstable's
// order, points as people write them, the link's role, and "your games" in order.
import { describe, expect, it } from "vitest";
import { leagueLinkFromHash } from "../../../web/src/league/link.ts";
import { createLeagueState, myGamesInOrder } from "../../../web/src/league/page-state.ts";
import { figureText, gamesBetween, playersInOrder, pointsText, scoreOf, tieBreakLabel } from "../../../web/src/league/results.ts";
import type { LeagueGame, LeagueMe, LeagueSnapshot } from "../../../web/src/league/types.ts";
import type { GameSnapshot } from "../../../web/src/api.ts";

const game = (id: string, white: string, black: string, result: LeagueGame["result"], annulled = false): LeagueGame => ({ id, white, black, result, annulled });

const league: LeagueSnapshot = {
  id: "lg", name: "Club", variant: "the-pit", options: {}, format: "round-robin", status: "running", timeControl: null, double: true, roundsPlanned: 4, maxPlayers: 8, rated: false,
  players: [{ name: "Ann", withdrawn: false }, { name: "Bo", withdrawn: false }, { name: "Cy", withdrawn: true }],
  rounds: [
    { number: 1, games: [game("g1", "Ann", "Bo", "1-0")], bye: "Cy" },
    { number: 2, games: [game("g2", "Bo", "Cy", "+/-", true)], bye: "Ann" },
    { number: 3, games: [game("g3", "Bo", "Ann", null)], bye: "Cy" },
  ],
  standings: [
    { rank: 1, name: "Bo", points: 1.5, played: 1, tieBreaks: { sonnebornBerger: 0.5, wins: 0, headToHead: null } },
    { rank: 2, name: "Ann", points: 1, played: 1, tieBreaks: { sonnebornBerger: 0, wins: 1, headToHead: null } },
  ],
  gamesPending: 0, createdAt: "2026-11-25T00:00:00Z", startedAt: "2026-11-25T00:00:00Z", finishedAt: null,
};

describe("league results", () => {
  it("reads each result from either player's side, forfeits and games in play included", () => {
    expect([scoreOf(game("a", "A", "B", "1-0"), "A"), scoreOf(game("a", "A", "B", "1-0"), "B")]).toEqual(["1", "0"]);
    expect([scoreOf(game("a", "A", "B", "0-1"), "A"), scoreOf(game("a", "A", "B", "0-1"), "B")]).toEqual(["0", "1"]);
    expect([scoreOf(game("a", "A", "B", "1/2-1/2"), "A"), scoreOf(game("a", "A", "B", "1/2-1/2"), "B")]).toEqual(["½", "½"]);
    expect([scoreOf(game("a", "A", "B", "+/-"), "A"), scoreOf(game("a", "A", "B", "+/-"), "B")]).toEqual(["+", "−"]);
    expect([scoreOf(game("a", "A", "B", "-/+"), "A"), scoreOf(game("a", "A", "B", "-/+"), "B")]).toEqual(["−", "+"]);
    expect(scoreOf(game("a", "A", "B", null), "B")).toBe("*");
  });

  it("finds both games of a pair in a double round-robin, in round order, whoever had White", () => {
    expect(gamesBetween(league, "Ann", "Bo").map((g) => g.id)).toEqual(["g1", "g3"]);
    expect(gamesBetween(league, "Bo", "Ann").map((g) => g.id)).toEqual(["g1", "g3"]);
    expect(gamesBetween(league, "Ann", "Cy")).toEqual([]);
  });

  it("orders the crosstable by the standings, then players not ranked yet", () => {
    expect(playersInOrder(league)).toEqual(["Bo", "Ann", "Cy"]);
  });

  it("writes points and figures as people do", () => {
    expect([0, 0.5, 1, 2.5, 10].map(pointsText)).toEqual(["0", "½", "1", "2½", "10"]);
    expect([figureText(null), figureText(undefined), figureText(1.5)]).toEqual(["–", "–", "1½"]);
    expect(tieBreakLabel("buchholzCut1")).toEqual({ short: "Buch. C1", long: "Buchholz cut 1" });
    expect(tieBreakLabel("someNewFigure").long).toBe("Some new figure");
  });
});

describe("league links and your games", () => {
  it("tells the link's role from its fragment", () => {
    expect(leagueLinkFromHash("")).toEqual({ role: "watch" });
    expect(leagueLinkFromHash("#join=abc")).toEqual({ role: "join", code: "abc" });
    expect(leagueLinkFromHash("#player=tok")).toEqual({ role: "player", token: "tok" });
    expect(leagueLinkFromHash("#organizer=tok")).toEqual({ role: "organizer", token: "tok" });
    expect(leagueLinkFromHash("#seat=tok")).toEqual({ role: "watch" });
  });

  it("puts the player's turn first, then the opponent's, games being created, then games over; the game's own state beats the league's", () => {
    const state = createLeagueState("lg", { role: "player", token: "t" });
    const me: LeagueMe = {
      name: "Ann",
      withdrawn: false,
      games: [
        { id: "over", round: 1, side: "white", opponent: "Bo", url: "/g/over#seat=1", status: "finished", result: "1-0" },
        { id: "later", round: 5, side: "white", opponent: "Cy", url: "/g/later#seat=2", status: "pending", result: null },
        { id: "theirs", round: 2, side: "black", opponent: "Bo", url: "/g/theirs#seat=3", status: "their-turn", result: null },
        { id: "mine", round: 3, side: "white", opponent: "Dee", url: "/g/mine#seat=4", status: "your-turn", result: null },
        // the league last heard it was the opponent's turn; the game itself says it is Ann's now
        { id: "moved", round: 4, side: "black", opponent: "Eve", url: "/g/moved#seat=5", status: "their-turn", result: null },
      ],
    };
    state.me = me;
    state.games.set("moved", { status: "active", turn: "black" } as GameSnapshot);
    expect(myGamesInOrder(state).map((g) => [g.id, g.standing])).toEqual([
      ["mine", "your-turn"],
      ["moved", "your-turn"],
      ["theirs", "waiting"],
      ["later", "pending"],
      ["over", "over"],
    ]);
  });
});
