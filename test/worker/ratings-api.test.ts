// Rated games through the API (issue 33; docs/api.md "Ratings"): created and accepted with
// named pockets, the name's age, against the computer, and the profile.
import { describe, expect, it } from "vitest";
import type { CreatedComputerGame, CreatedGame } from "../../src/contract/api.ts";
import { act, call, getGame, move } from "./client.ts";
import { pocketCall } from "./pocket-client.ts";
import { deliverReports, namedPocket, profileOf, refusal } from "./rated-client.ts";

type Refusal = { error: { code: string; message: string } };

function createRated(json: Record<string, unknown>, pocketAuth?: string): Promise<Response> {
  return call("/api/games", { method: "POST", json: { variant: "the-pit", rated: true, ...json }, headers: pocketAuth ? { "Pocket-Auth": pocketAuth } : {} });
}

function acceptRated(id: string, token: string, pocketAuth?: string): Promise<Response> {
  return call(`/api/games/${id}/rated-seat`, { method: "POST", token, json: {}, headers: pocketAuth ? { "Pocket-Auth": pocketAuth } : {} });
}


describe("rated games through the API", () => {
  it("from creation to the end: the challenge accepted by another named pocket, both ratings moved, both profiles showing the game", async () => {
    const ann = await namedPocket("Rated Ann");
    const bo = await namedPocket("Rated Bo");
    const res = await createRated({ side: "white" }, ann.header);
    expect(res.status, await res.clone().text()).toBe(201);
    const game = (await res.json()) as CreatedGame;
    expect((await getGame(game.id)).rated).toEqual({ white: "Rated Ann", black: null });
    await refusal(await move(game.id, game.seats.white.token, "a2-a3", 0), 422, "waiting_for_opponent");
    // the creator's own pocket cannot take the other seat
    await refusal(await acceptRated(game.id, game.seats.black.token, ann.header), 403, "same_pocket");
    expect((await acceptRated(game.id, game.seats.black.token, bo.header)).status).toBe(200);
    await refusal(await acceptRated(game.id, game.seats.black.token, bo.header), 409, "already_bound");
    const bound = await getGame(game.id);
    expect(bound.rated).toEqual({ white: "Rated Ann", black: "Rated Bo" });
    expect(bound.names).toEqual({ white: "Rated Ann", black: "Rated Bo" });
    for (const [side, text, ply] of [["white", "a2-a3", 0], ["black", "a9-a8", 1], ["white", "b2-b3", 2]] as const) {
      expect((await move(game.id, game.seats[side].token, text, ply)).status).toBe(200);
    }
    expect((await act(game.id, "resign", game.seats.black.token)).status).toBe(200);
    await deliverReports(game.id);
    const annProfile = await profileOf("rated ann"); // any letter case finds the name
    expect(annProfile.name).toBe("Rated Ann");
    expect(annProfile.computer).toBeUndefined();
    expect(annProfile.ratings["the-pit"]).toMatchObject({ games: 1, provisional: true });
    expect(annProfile.ratings["the-pit"].rating).toBeGreaterThan(1500);
    expect(annProfile.ratings["the-pit"].history).toHaveLength(1);
    expect(annProfile.recent).toEqual([expect.objectContaining({ gameId: game.id, white: "Rated Ann", black: "Rated Bo", result: "1-0", ratingBefore: 1500 })]);
    const boProfile = await profileOf("Rated Bo");
    expect(boProfile.ratings["the-pit"].rating).toBeLessThan(1500);
  });

  it("a new pocket takes the old one's ratings and the reports of its games still in play; the name follows", async () => {
    const ann = await namedPocket("Moving Ann");
    const bo = await namedPocket("Moving Bo");
    const play = async (): Promise<CreatedGame> => {
      const game = (await (await createRated({ side: "white" }, ann.header)).json()) as CreatedGame;
      expect((await acceptRated(game.id, game.seats.black.token, bo.header)).status).toBe(200);
      for (const [side, text, ply] of [["white", "a2-a3", 0], ["black", "a9-a8", 1]] as const) expect((await move(game.id, game.seats[side].token, text, ply)).status).toBe(200);
      return game;
    };
    const ended = await play();
    expect((await act(ended.id, "resign", ended.seats.black.token)).status).toBe(200);
    await deliverReports(ended.id);
    const before = (await profileOf("Moving Ann")).ratings["the-pit"];
    expect(before.games).toBe(1);
    // a game still in play when the phone is lost
    const inPlay = await play();

    // "Start a new pocket": the name given up and taken by the new pocket, the old closed with the new one as its successor
    const fresh = await namedPocket("Moving Ann 2");
    expect((await pocketCall(fresh, "/name", { method: "DELETE" })).status).toBe(200);
    expect((await pocketCall(ann, "/name", { method: "DELETE" })).status).toBe(200);
    expect((await pocketCall(fresh, "/name", { method: "PUT", json: { name: "Moving Ann" } })).status).toBe(200);
    // a successor that is not a pocket's is refused before anything closes
    await refusal(await pocketCall(ann, "", { method: "DELETE", headers: { "Pocket-Successor": `${fresh.keys.id}.${"x".repeat(43)}` } }), 403, "wrong_token");
    const closed = await pocketCall(ann, "", { method: "DELETE", headers: { "Pocket-Successor": `${fresh.keys.id}.${fresh.keys.auth}` } });
    expect(closed.status, await closed.clone().text()).toBe(200);
    expect(await closed.json()).toEqual({ closed: true, ratingsMovedTo: fresh.keys.id });

    const after = await profileOf("Moving Ann");
    expect(after.ratings["the-pit"]).toMatchObject({ games: 1, rating: before.rating });
    expect(after.recent.map((game) => game.gameId)).toEqual([ended.id]);
    // the game begun by the old pocket counts for the new one
    expect((await act(inPlay.id, "resign", inPlay.seats.black.token)).status).toBe(200);
    await deliverReports(inPlay.id);
    expect((await profileOf("Moving Ann")).ratings["the-pit"].games).toBe(2);
  });

  it("needs a named pocket whose name is a day old, to create and to accept", async () => {
    await refusal(await createRated({}), 401, "missing_pocket");
    await refusal(await createRated({}, "not-a-pocket"), 403, "wrong_pocket");
    const fresh = await namedPocket("Fresh Name", 60 * 60 * 1000);
    const tooNew = await createRated({}, fresh.header);
    await refusal(tooNew.clone(), 409, "name_too_new");
    expect(((await tooNew.json()) as Refusal).error.message).toMatch(/23 hours/);
    const nameless = await namedPocket("Soon Nameless");
    expect((await pocketCall(nameless, "/name", { method: "DELETE" })).status).toBe(200);
    await refusal(await createRated({}, nameless.header), 403, "name_needed");

    const ann = await namedPocket("Old Enough");
    const game = (await (await createRated({ side: "black" }, ann.header)).json()) as CreatedGame;
    await refusal(await acceptRated(game.id, game.seats.white.token, fresh.header), 409, "name_too_new");
    await refusal(await acceptRated(game.id, game.seats.white.token), 401, "missing_pocket");
    // an unrated game has no challenge to accept
    const unrated = (await (await call("/api/games", { method: "POST", json: { variant: "the-pit" } })).json()) as CreatedGame;
    await refusal(await acceptRated(unrated.id, unrated.seats.white.token, ann.header), 409, "not_rated");
  });

  it("rates a game against the computer: its seat plays as Computer level N, whose rating moves", async () => {
    const ann = await namedPocket("Level Fan");
    const res = await createRated({ side: "white", computer: { level: 1 } }, ann.header);
    expect(res.status, await res.clone().text()).toBe(201);
    const game = (await res.json()) as CreatedComputerGame;
    expect((await getGame(game.id)).rated).toEqual({ white: "Level Fan", black: "Computer level 1" });
    // two moves, the computer answering each by its alarm, then Ann resigns
    expect((await move(game.id, game.seats.white!.token, "a2-a3", 0)).status).toBe(200);
    await deliverReports(game.id);
    expect((await getGame(game.id)).ply).toBe(2);
    expect((await act(game.id, "resign", game.seats.white!.token)).status).toBe(200);
    await deliverReports(game.id);
    const level = await profileOf("Computer level 1");
    expect(level).toMatchObject({ name: "Computer level 1", computer: 1 });
    expect(level.ratings["the-pit"].rating).toBeGreaterThan(1500);
    expect(level.recent[0]).toMatchObject({ gameId: game.id, white: "Level Fan", black: "Computer level 1", result: "0-1" });
    expect((await profileOf("Level Fan")).ratings["the-pit"].rating).toBeLessThan(1500);
  });

  it("answers 404 for a name nobody holds, a given-up one included", async () => {
    const gone = await namedPocket("Given Up");
    expect((await pocketCall(gone, "/name", { method: "DELETE" })).status).toBe(200);
    for (const name of ["Given Up", "Nobody Here", "Computer level 4", "x".repeat(60)]) {
      await refusal(await call(`/api/players/${encodeURIComponent(name)}`), 404, "not_found");
    }
  });
});
