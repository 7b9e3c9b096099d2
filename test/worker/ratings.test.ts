// Ratings (issue 33; docs/ratings.md): a rated game's room, its outbox to the Ratings
// object, and what counts.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ratingsObject } from "../../src/worker/ratings/ratings.ts";
import type { RatedReport } from "../../src/worker/ratings/counting.ts";
import type { PlayerProfile } from "../../src/contract/pocket.ts";
import { act, call, createGame, getGame, move, roomStub } from "./client.ts";
import { deliverReports, pitRating, ratedRoom } from "./rated-client.ts";

const ANN = { pocket: "annPocketAAAAAAAAAAA", name: "Ann" };
const BO = { pocket: "boPocketBBBBBBBBBBBB", name: "Bo" };

let pockets = 0;
/** A fresh pair of named pockets: every test its own players, so their ratings start at 1500. */
function twoPlayers(): { white: { pocket: string; name: string }; black: { pocket: string; name: string } } {
  pockets++;
  return { white: { pocket: `white${pockets}`.padEnd(20, "W"), name: `White ${pockets}` }, black: { pocket: `black${pockets}`.padEnd(20, "B"), name: `Black ${pockets}` } };
}

/** Two moves each in The Pit. */
async function playFourPlies(id: string, tokens: { white: string; black: string }): Promise<void> {
  for (const [side, text, ply] of [["white", "a2-a3", 0], ["black", "a9-a8", 1], ["white", "b2-b3", 2], ["black", "b9-b8", 3]] as const) {
    const res = await move(id, tokens[side], text, ply);
    expect(res.status, await res.clone().text()).toBe(200);
  }
}

describe("a rated game", () => {
  it("takes no move before both seats are bound, shows the names bound, and refuses a second binding or the creator's own pocket", async () => {
    const { id, tokens } = await ratedRoom({ white: ANN, black: null });
    expect((await getGame(id)).rated).toEqual({ white: "Ann", black: null });
    const early = await move(id, tokens.white, "a2-a3", 0);
    expect(early.status).toBe(422);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe("waiting_for_opponent");
    const own = await roomStub(id).bindRatedSeat(tokens.black, ANN);
    expect(own.ok ? 200 : own.error).toMatchObject({ status: 403, code: "same_pocket" });
    expect((await roomStub(id).bindRatedSeat(tokens.black, BO)).ok).toBe(true);
    const again = await roomStub(id).bindRatedSeat(tokens.black, { pocket: "x".repeat(20), name: "X" });
    expect(again.ok ? 200 : again.error).toMatchObject({ status: 409, code: "already_bound" });
    const snapshot = await getGame(id);
    expect(snapshot.rated).toEqual({ white: "Ann", black: "Bo" });
    expect(snapshot.names).toEqual({ white: "Ann", black: "Bo" });
    expect((await move(id, tokens.white, "a2-a3", 0)).status).toBe(200);
  });

  it("moves both ratings once it ends, through the room's outbox, and only once", async () => {
    const players = twoPlayers();
    const { id, tokens } = await ratedRoom(players);
    await playFourPlies(id, tokens);
    expect((await act(id, "resign", tokens.black)).status).toBe(200);
    await deliverReports(id);
    const white = await pitRating(players.white.pocket);
    const black = await pitRating(players.black.pocket);
    expect(white).toMatchObject({ games: 1 });
    expect(black).toMatchObject({ games: 1 });
    expect(white!.rating).toBeGreaterThan(1500);
    expect(black!.rating).toBeLessThan(1500);
    // the same game reported again (an acknowledgement lost) changes nothing
    const report: RatedReport = { gameId: id, variant: "the-pit", white: players.white, black: players.black, result: "1-0", plies: 4, endedAt: Date.now() };
    expect(await ratingsObject(env).report(report)).toEqual({ ok: true, value: { counted: true, reason: null } });
    await deliverReports(id);
    expect(await pitRating(players.white.pocket)).toEqual(white);
    expect(await pitRating(players.black.pocket)).toEqual(black);
  });

  it("does not count a game under two moves, or an aborted one; an unrated game shows rated: null", async () => {
    const short = twoPlayers();
    const one = await ratedRoom(short);
    expect((await move(one.id, one.tokens.white, "a2-a3", 0)).status).toBe(200);
    expect((await act(one.id, "resign", one.tokens.black)).status).toBe(200);
    await deliverReports(one.id);
    expect(await pitRating(short.white.pocket)).toBeUndefined();
    // it was reported, and judged too short (the repeat answers the verdict kept)
    const repeat = { gameId: one.id, variant: "the-pit", ...short, result: "1-0", plies: 1, endedAt: Date.now() } as const;
    expect(await ratingsObject(env).report(repeat)).toEqual({ ok: true, value: { counted: false, reason: "too_short" } });

    const aborted = twoPlayers();
    const two = await ratedRoom(aborted);
    expect((await act(two.id, "abort", two.tokens.white)).status).toBe(200);
    await deliverReports(two.id);
    expect(await pitRating(aborted.white.pocket)).toBeUndefined();
    expect((await getGame(two.id)).status).toBe("aborted");

    expect((await getGame((await createGame()).id)).rated).toBeNull();
  });
});

describe("the Ratings object", () => {
  const report = (gameId: string, white: { pocket: string; name: string }, black: { pocket: string; name: string }, at: number): RatedReport => ({
    gameId, variant: "the-pit", white, black, result: "1-0", plies: 10, endedAt: at,
  });

  it("counts at most 3 games of a kind between the same two pockets in 7 days, either colour", async () => {
    const { white, black } = twoPlayers();
    const day = 24 * 60 * 60 * 1000;
    const start = Date.now() - 30 * day;
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await ratingsObject(env).report(report(`pair-${white.pocket}-${i}`, i % 2 ? black : white, i % 2 ? white : black, start + i * day)));
    expect(verdicts.map((v) => (v.ok ? v.value.reason : v.error.code))).toEqual([null, null, null, "pair_limit"]);
    expect(await pitRating(white.pocket)).toMatchObject({ games: 3 });
    // 7 days after the first, the pair counts again
    const later = await ratingsObject(env).report(report(`pair-${white.pocket}-later`, white, black, start + 7 * day + 1));
    expect(later.ok && later.value.counted).toBe(true);
  });

  it("rates a computer level as any player, without the pair limit, and shows it at GET /api/players/Computer level N", async () => {
    const human = twoPlayers().white;
    const computer = { pocket: "computer-2", name: "Computer level 2" };
    for (let i = 0; i < 5; i++) await ratingsObject(env).report(report(`vs-computer-${human.pocket}-${i}`, computer, human, Date.now() - 1000 + i));
    expect(await pitRating(human.pocket)).toMatchObject({ games: 5 });
    const res = await fetchProfile("Computer level 2");
    expect(res.status).toBe(200);
    const profile = (await res.json()) as PlayerProfile;
    expect(profile).toMatchObject({ name: "Computer level 2", computer: 2 });
    expect(profile.ratings["the-pit"].games).toBeGreaterThanOrEqual(5);
    expect(profile.ratings["the-pit"].rating).toBeGreaterThan(1500);
    expect(profile.ratings["the-pit"].history.length).toBe(profile.ratings["the-pit"].games);
    expect(profile.recent[0]).toMatchObject({ variant: "the-pit", white: "Computer level 2", result: "1-0" });
    expect(profile.recent[0].ratingAfter).toBeGreaterThan(profile.recent[0].ratingBefore);
  });
});

function fetchProfile(name: string): Promise<Response> {
  return call(`/api/players/${encodeURIComponent(name)}`);
}
