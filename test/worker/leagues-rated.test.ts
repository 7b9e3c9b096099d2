// Rated leagues (issue 33; docs/ratings.md "Rated leagues"): joined with a named pocket,
// their games created rated with both seats bound, their ends moving both ratings.
import { describe, expect, it } from "vitest";
import type { CreatedLeague, JoinedLeague } from "../../src/contract/league.ts";
import { act, call, getGame, move } from "./client.ts";
import { codeOf, createLeague, deliver, getLeague, joinLeague, me, seatToken, startLeague } from "./league-client.ts";
import { pocketCall } from "./pocket-client.ts";
import { deliverReports, namedPocket, profileOf, refusal } from "./rated-client.ts";

function joinWithPocket(league: CreatedLeague, name: string, pocketAuth?: string): Promise<Response> {
  return call(`/api/leagues/${league.id}/players`, { method: "POST", json: { name, code: codeOf(league) }, headers: pocketAuth ? { "Pocket-Auth": pocketAuth } : {} });
}


describe("a rated league", () => {
  it("takes two named pockets under their names, creates its game rated with both seats bound, and its end moves both ratings", async () => {
    const ann = await namedPocket("League Ann");
    const bo = await namedPocket("League Bo");
    const league = await createLeague({ rated: true });
    expect((await getLeague(league.id)).rated).toBe(true);

    // the name in the body is not the one played under: the pocket's public name is
    const annJoin = await joinWithPocket(league, "Someone else", ann.header);
    expect(annJoin.status, await annJoin.clone().text()).toBe(201);
    const annSeat = (await annJoin.json()) as JoinedLeague;
    await refusal(await joinWithPocket(league, "Ann again", ann.header), 409, "name_taken");
    const boJoin = await joinWithPocket(league, "Bo", bo.header);
    expect(boJoin.status, await boJoin.clone().text()).toBe(201);
    const boSeat = (await boJoin.json()) as JoinedLeague;
    expect((await getLeague(league.id)).players.map((p) => p.name)).toEqual(["League Ann", "League Bo"]);

    await startLeague(league);
    const [annGame] = (await me(league.id, annSeat.token)).games;
    const [boGame] = (await me(league.id, boSeat.token)).games;
    expect(annGame.id).toBe(boGame.id);
    const snapshot = await getGame(annGame.id);
    const sides = { [annGame.side]: "League Ann", [boGame.side]: "League Bo" };
    // bound at creation: no acceptance step, the first move is taken
    expect(snapshot.rated).toEqual(sides);
    const tokens = { [annGame.side]: seatToken(annGame.url), [boGame.side]: seatToken(boGame.url) } as { white: string; black: string };
    for (const [side, text, ply] of [["white", "a2-a3", 0], ["black", "a9-a8", 1], ["white", "b2-b3", 2], ["black", "b9-b8", 3]] as const) {
      const res = await move(annGame.id, tokens[side], text, ply);
      expect(res.status, await res.clone().text()).toBe(200);
    }
    // Ann resigns: Bo wins the league's game and rating points
    expect((await act(annGame.id, "resign", tokens[annGame.side])).status).toBe(200);
    await deliverReports(annGame.id);
    await deliver(league.id, annGame.id);

    const annPit = (await profileOf("League Ann")).ratings["the-pit"];
    const boPit = (await profileOf("League Bo")).ratings["the-pit"];
    expect(annPit).toMatchObject({ games: 1 });
    expect(boPit).toMatchObject({ games: 1 });
    expect(annPit!.rating).toBeLessThan(1500);
    expect(boPit!.rating).toBeGreaterThan(1500);
    expect((await getLeague(league.id)).rounds[0].games[0].result).not.toBeNull();
  });

  it("refuses a join without a pocket, with a nameless pocket, and with a name under a day old", async () => {
    const league = await createLeague({ rated: true });
    await refusal(await joinWithPocket(league, "Ann"), 403, "name_needed");
    const nameless = await namedPocket("League Nameless");
    expect((await pocketCall(nameless, "/name", { method: "DELETE" })).status).toBe(200);
    await refusal(await joinWithPocket(league, "Ann", nameless.header), 403, "name_needed");
    const fresh = await namedPocket("League Fresh", 60_000);
    await refusal(await joinWithPocket(league, "Ann", fresh.header), 409, "name_too_new");
    expect((await getLeague(league.id)).players).toEqual([]);
  });

  it("leaves an unrated league as it was: any name joins, a pocket's header changes nothing, its games are unrated", async () => {
    const ann = await namedPocket("Unrated Ann");
    const league = await createLeague();
    expect((await getLeague(league.id)).rated).toBe(false);
    const joined = await joinWithPocket(league, "Ann", ann.header);
    expect(joined.status, await joined.clone().text()).toBe(201);
    await joinLeague(league, "Bo");
    expect((await getLeague(league.id)).players.map((p) => p.name)).toEqual(["Ann", "Bo"]);
    await startLeague(league);
    const game = (await getLeague(league.id)).rounds[0].games[0];
    expect((await getGame(game.id)).rated).toBeNull();
  });

  it("refuses a rated that is not a boolean", async () => {
    const res = await call("/api/leagues", { method: "POST", json: { name: "Club", variant: "the-pit", format: "round-robin", maxPlayers: 4, rated: "yes" } });
    await refusal(res, 400, "bad_request");
  });
});
