// Notices in the recipient's language (issue 31, item 2): the language a seat subscribed
// in (`lang` on PUT /notices) writes its webhook and Web Push texts, league notices too.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameRoom } from "../../src/worker/game-room.ts";
import { deliverNotice, type Notice } from "../../src/worker/lifecycle/notices.ts";
import { generateVapidKeys } from "../../src/worker/push/vapid.ts";
import { decryptPushBody, newUserAgent } from "../engine/push/user-agent.ts";
import { call, createGame, errorOf, playAll, roomStub } from "./client.ts";
import { createAllGames, createLeague, finishGame, fireAlarm, joinLeague, leagueStub, me, recordLeagueNotices, seatToken, startLeague } from "./league-client.ts";

const HOOK = "https://hooks.example/de";

/** The texts of the notices queued in a game's outbox, by seat. */
async function queued(id: string): Promise<{ side: string; text: string; target: Record<string, unknown> }[]> {
  return runInDurableObject(roomStub(id), (_room: GameRoom, state) =>
    state.storage.sql
      .exec("SELECT side, target, payload FROM outbox ORDER BY id")
      .toArray()
      .map((row) => ({ side: String(row.side), text: (JSON.parse(String(row.payload)) as Notice).text, target: JSON.parse(String(row.target)) as Record<string, unknown> })),
  );
}

/** Takes the game's deliveries in place of the network, from now on: set before any notice is queued (the alarm may run on its own). */
async function captureDeliveries(id: string, status = 204): Promise<Record<string, unknown>[]> {
  const deliveries: Record<string, unknown>[] = [];
  await runInDurableObject(roomStub(id), (room: GameRoom) => {
    room.deliveryFetch = async (_input, init) => {
      deliveries.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return new Response(null, { status });
    };
  });
  return deliveries;
}

/** Runs the game's alarm with every queued notice due, until `count` deliveries arrived. */
async function deliverDue(id: string, deliveries: readonly unknown[], count: number): Promise<void> {
  for (let i = 0; i < 8 && deliveries.length < count; i++) {
    await runInDurableObject(roomStub(id), async (_room: GameRoom, state) => {
      state.storage.sql.exec("UPDATE outbox SET next_at = 0");
      await state.storage.setAlarm(Date.now());
    });
    await runDurableObjectAlarm(roomStub(id));
  }
}

describe("notices in the subscriber's language", () => {
  it("writes a seat's webhook notices in the language it subscribed in, the other seat's in English", async () => {
    const game = await createGame({ variant: "the-pit", names: { white: "Ann", black: "Bo" } });
    const de = await call(`/api/games/${game.id}/notices`, { method: "PUT", token: game.seats.white.token, json: { webhook: HOOK, lang: "de" } });
    expect(await de.json()).toEqual({ webhook: HOOK, push: false, pushAvailable: false });
    await call(`/api/games/${game.id}/notices`, { method: "PUT", token: game.seats.black.token, json: { webhook: "https://hooks.example/en" } });

    const deliveries = await captureDeliveries(game.id);
    await playAll(game, ["a2-a3", "a9-a8"]);
    await deliverDue(game.id, deliveries, 2);
    expect(deliveries).toHaveLength(2);
    const toAnn = deliveries.find((d) => d.side === "white")!;
    expect(toAnn.content).toBe("Bo hat a9-a8 gespielt. Du bist am Zug in The Pit gegen Bo. https://pigeon.test/g/" + game.id);
    expect(toAnn.text).toBe(toAnn.content);
    expect(deliveries.find((d) => d.side === "black")!.content).toBe(`Ann played a2-a3. Your turn in The Pit against Ann. https://pigeon.test/g/${game.id}`);
  });

  it("carries the language into a Web Push payload, which the subscriber decrypts in German", async () => {
    const game = await createGame({ variant: "the-pit", names: { white: "Ann", black: "Bo" } });
    await captureDeliveries(game.id, 503); // the endpoint is down: the notice stays queued, to be read
    await call(`/api/games/${game.id}/notices`, { method: "PUT", token: game.seats.black.token, json: { webhook: HOOK, lang: "de" } });
    await call(`/api/games/${game.id}/draw`, { method: "POST", token: game.seats.white.token, json: { action: "offer" } });
    const [item] = await queued(game.id);
    expect(item).toMatchObject({ side: "black", text: "Ann bietet in The Pit Remis an.", target: { kind: "webhook", lang: "de" } });

    // the same notice, as the alarm sends it to a push subscription (the test server has no VAPID keys of its own)
    const vapid = { ...(await generateVapidKeys()), subject: "mailto:ops@pigeon.test" };
    const browser = await newUserAgent();
    let sent: Request | undefined;
    const notice = await runInDurableObject(roomStub(game.id), (_room: GameRoom, state) => JSON.parse(String(state.storage.sql.exec("SELECT payload FROM outbox").one().payload)) as Notice);
    const result = await deliverNotice({ kind: "push", endpoint: "https://push.example/sub", keys: browser.keys, lang: "de" }, notice, vapid, async (input) => {
      sent = input as Request;
      return new Response(null, { status: 201 });
    });
    expect(result).toBe("delivered");
    const body = JSON.parse(new TextDecoder().decode((await decryptPushBody(new Uint8Array(await sent!.arrayBuffer()), browser)).plaintext)) as Record<string, unknown>;
    expect(body).toMatchObject({ title: "Pigeon Post", body: "Ann bietet in The Pit Remis an.", event: "draw-offer" });
  });

  it("keeps one language per seat: the latest settings' (English when they name none), and refuses a language it lacks", async () => {
    const game = await createGame({ variant: "the-pit", names: { white: "Ann", black: "Bo" } });
    const deliveries = await captureDeliveries(game.id);
    const put = (json: unknown) => call(`/api/games/${game.id}/notices`, { method: "PUT", token: game.seats.black.token, json });
    expect(await errorOf(await put({ webhook: HOOK, lang: "xx" }))).toMatchObject({ status: 400, code: "bad_request", message: expect.stringContaining("lang must be one of: en, es, pt-BR") });
    expect(await errorOf(await put({ webhook: HOOK, lang: 7 }))).toMatchObject({ status: 400, code: "bad_request" });
    expect((await put({ webhook: HOOK, lang: "ja" })).status).toBe(200);
    await call(`/api/games/${game.id}/draw`, { method: "POST", token: game.seats.white.token, json: { action: "offer" } });
    // the seat changes its language without changing where notices go: its webhook speaks Arabic from now on
    expect((await put({ lang: "ar" })).status).toBe(200);
    await call(`/api/games/${game.id}/resign`, { method: "POST", token: game.seats.white.token, json: {} });
    // an old client sends no language: English
    expect((await put({ webhook: HOOK })).status).toBe(200);
    await call(`/api/games/${game.id}/messages`, { method: "POST", token: game.seats.white.token, json: { text: "gg" } });
    await deliverDue(game.id, deliveries, 3);
    const texts = deliveries.map((d) => String(d.content).replace(/ https:.*$/, ""));
    expect(texts).toContain("Ann が The Pit で引き分けを提案しています。");
    // Arabic isolates the Latin names so they never reorder the sentence
    expect(texts).toContain("انتهت \u2068The Pit\u2069 ضد \u2068Ann\u2069: فزت (\u2068استسلام\u2069).");
    expect(texts).toContain("Ann wrote in The Pit: “gg”");
    expect(texts).toHaveLength(3);
  });

  it("sends a league's own notices in each player's language", async () => {
    const league = await createLeague({ format: "swiss", rounds: 2, maxPlayers: 4 });
    const players: Record<string, string> = {};
    for (const name of ["Ann", "Bo", "Cy", "Di"]) players[name] = (await joinLeague(league, name)).token;
    const sent = await recordLeagueNotices(league.id);
    await call(`/api/leagues/${league.id}/notices`, { method: "PUT", token: players.Ann, json: { webhook: "https://hooks.example/ann", lang: "fr" } });
    await call(`/api/leagues/${league.id}/notices`, { method: "PUT", token: players.Bo, json: { webhook: "https://hooks.example/bo" } });
    const started = await startLeague(league);
    await fireAlarm(leagueStub(league.id));
    // Ann's games take her language with her settings
    const [annsGame] = (await me(league.id, players.Ann)).games;
    const room = roomStub(annsGame.id);
    const targets = await runInDurableObject(room, (_r: GameRoom, state) => state.storage.sql.exec("SELECT target FROM notices").toArray().map((row) => JSON.parse(String(row.target)) as { lang?: string }));
    expect(targets.map((t) => t.lang)).toEqual(["fr"]);

    const seats = new Map<string, { white: string; black: string }>();
    for (const token of Object.values(players)) {
      for (const game of (await me(league.id, token)).games) seats.set(game.id, { ...(seats.get(game.id) ?? { white: "", black: "" }), [game.side]: seatToken(game.url) });
    }
    for (const game of started.rounds[0].games) await finishGame(league.id, game.id, seats.get(game.id)!, "1-0");
    await createAllGames(league.id);
    await fireAlarm(leagueStub(league.id));
    const rounds = sent.filter((s) => s.event === "league-round").map((s) => String(s.content));
    expect(rounds).toHaveLength(2);
    expect(rounds.some((text) => text.startsWith("La ronde 2 de "))).toBe(true);
    expect(rounds.some((text) => text.startsWith("Round 2 of "))).toBe(true);
  });
});
