// Messages between the two players (issue 13, item 3): for the two seats and nobody else.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameRoom } from "../../src/worker/game-room.ts";
import { webhookBody, type Notice } from "../../src/worker/lifecycle/notices.ts";
import type { PlayerMessage } from "../../src/worker/lifecycle/messages.ts";
import { safeForNotice } from "../../src/worker/lifecycle/player-text.ts";
import type { CreatedGame, SocketMessage } from "../../src/contract/api.ts";
import { call, createGame, errorOf, getGame, move, openSocket, playAll, roomStub as stub } from "./client.ts";

function send(game: CreatedGame, side: "white" | "black", text: unknown, ip = `192.0.2.${Math.floor(Math.random() * 200) + 1}`): Promise<Response> {
  return call(`/api/games/${game.id}/messages`, { method: "POST", token: game.seats[side].token, json: { text }, headers: { "CF-Connecting-IP": ip } });
}

async function queuedNotices(id: string): Promise<string[]> {
  return runInDurableObject(stub(id), (_room: GameRoom, state) =>
    state.storage.sql.exec("SELECT side, payload FROM outbox ORDER BY id").toArray().map((row) => `${String(row.side)}: ${JSON.parse(String(row.payload)).text}`),
  );
}

describe("messages between the players", () => {
  it("reach the other seat live and by notice, and no watcher, snapshot or record", async () => {
    const game = await createGame({ variant: "the-pit", names: { white: "Ann", black: "Bo" } });
    await call(`/api/games/${game.id}/notices`, { method: "PUT", token: game.seats.white.token, json: { webhook: "https://hooks.example/ann" } });
    const watcher = await openSocket(game.id);
    const ann = await openSocket(game.id);
    await ann.waitFor((m) => m.type === "state");
    ann.ws.send(JSON.stringify({ type: "hello", token: game.seats.white.token }));
    await ann.waitFor((m) => m.type === "messages");

    await playAll(game, ["a2-a3"]);
    const res = await move(game.id, game.seats.black.token, "a9-a8", 1);
    expect(res.status).toBe(200);
    const sent = await call(`/api/games/${game.id}/moves`, { method: "POST", token: game.seats.white.token, json: { move: "b2-b3", ply: 2, message: "  Good luck <b>Bo</b>!  " } });
    expect(sent.status).toBe(200);
    const reply = await send(game, "black", "Thanks, @everyone <!channel>");
    expect(reply.status).toBe(201);
    expect(((await reply.json()) as { message: PlayerMessage }).message).toMatchObject({ side: "black", text: "Thanks, @everyone <!channel>" });

    const live = (await ann.waitFor((m) => m.type === "message" && m.message.side === "black")) as Extract<SocketMessage, { type: "message" }>;
    expect(live.message.text).toBe("Thanks, @everyone <!channel>");
    const both = (await (await call(`/api/games/${game.id}/messages`, { token: game.seats.black.token })).json()) as { messages: PlayerMessage[] };
    expect(both.messages.map((m) => [m.side, m.text])).toEqual([
      ["white", "Good luck <b>Bo</b>!"],
      ["black", "Thanks, @everyone <!channel>"],
    ]);

    const seen = [JSON.stringify(await getGame(game.id)), await (await call(`/api/games/${game.id}/record`)).text(), JSON.stringify(watcher.messages)].join("\n");
    expect(seen).not.toContain("Good luck");
    expect(seen).not.toContain("Thanks");
    expect(watcher.messages.some((m) => m.type === "message" || m.type === "messages")).toBe(false);
    expect((await call(`/api/games/${game.id}/messages`)).status).toBe(401);
    expect((await call(`/api/games/${game.id}/messages`, { token: "Z".repeat(43) })).status).toBe(403);

    // Ann's notice quotes Bo's message; Bo set no notices
    expect(await queuedNotices(game.id)).toContain("white: Bo wrote in The Pit: “Thanks, @everyone <!channel>”");
    for (const socket of [watcher, ann]) socket.ws.close();
  });

  it("quote the message in the your-turn notice of a move that carries one", async () => {
    const game = await createGame({ variant: "the-pit", names: { white: "Ann", black: "Bo" } });
    await call(`/api/games/${game.id}/notices`, { method: "PUT", token: game.seats.black.token, json: { webhook: "https://hooks.example/bo" } });
    await call(`/api/games/${game.id}/moves`, { method: "POST", token: game.seats.white.token, json: { move: "e2-e3", ply: 0, message: "Your move,\nBo" } });
    expect(await queuedNotices(game.id)).toEqual(["black: Ann played e2-e3 and wrote: “Your move, Bo”. Your turn in The Pit against Ann."]);
  });

  it("reach the opponent by notice when the move they came with set off its conditional reply", async () => {
    const game = await createGame({ variant: "the-pit", names: { white: "Ann", black: "Bo" } });
    await playAll(game, ["a2-a3", "a9-a8"]);
    for (const side of ["white", "black"] as const) {
      await call(`/api/games/${game.id}/notices`, { method: "PUT", token: game.seats[side].token, json: { webhook: `https://hooks.example/${side}` } });
    }
    await call(`/api/games/${game.id}/conditional`, { method: "PUT", token: game.seats.black.token, json: { ply: 2, lines: [[["b2-b3"], ["b9-b8"]]] } });
    await runInDurableObject(stub(game.id), (_room: GameRoom, state) => {
      state.storage.sql.exec("DELETE FROM outbox");
    });
    const res = await call(`/api/games/${game.id}/moves`, { method: "POST", token: game.seats.white.token, json: { move: "b2-b3", ply: 2, message: "Saw that coming?" } });
    expect((await getGame(game.id)).moves.slice(2)).toEqual(["b2-b3", "b9-b8"]);
    expect(res.status).toBe(200);
    expect(await queuedNotices(game.id)).toEqual([
      "white: Bo played b9-b8. Your turn in The Pit against Bo.",
      "black: Ann wrote in The Pit: “Saw that coming?”",
    ]);
  });

  it("quote at whole characters and never carry bidirectional controls, even from a name stored before the text rules", async () => {
    // names are refused such characters now (test/worker/text-rules.test.ts); one stored earlier is cleaned where a notice names it
    expect(safeForNotice("Ann\u202e\ud800\u0085")).toBe("Ann");
    const game = await createGame({ variant: "the-pit", names: { white: "Ann", black: "Bo" } });
    await call(`/api/games/${game.id}/notices`, { method: "PUT", token: game.seats.black.token, json: { webhook: "https://hooks.example/bo" } });
    // 141 characters as one sees them; a cut at 139 UTF-16 units would split the family's first emoji in two
    const long = `${"a".repeat(138)}👨‍👩‍👧😀😀`;
    await call(`/api/games/${game.id}/moves`, { method: "POST", token: game.seats.white.token, json: { move: "e2-e3", ply: 0, message: long } });
    const [payload] = await runInDurableObject(stub(game.id), (_room: GameRoom, state) => state.storage.sql.exec("SELECT payload FROM outbox").toArray().map((row) => String(row.payload)));
    const notice = JSON.parse(payload) as Notice;
    expect(notice.text).toBe(`Ann played e2-e3 and wrote: “${"a".repeat(138)}👨‍👩‍👧…”. Your turn in The Pit against Ann.`);
    const body = JSON.parse(webhookBody(notice)) as { content: string; text: string };
    for (const field of [body.content, body.text]) {
      expect(/[\ud800-\udfff]/u.test(field)).toBe(false);
      expect(field).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    }
  });

  it("show a Markdown link in a quote as text on Discord, and no Slack link either", () => {
    const notice: Notice = { event: "message", gameId: "abcdefghij", side: "white", url: "https://pigeon.test/g/abcdefghij", text: "Bo wrote: “[click](https://evil.example) <https://evil.example|here>”" };
    const body = JSON.parse(webhookBody(notice)) as { content: string; text: string };
    expect(body.content).toBe("Bo wrote: “\\[click\\](https://evil.example) \\<https://evil.example\\|here\\>” https://pigeon.test/g/abcdefghij");
    // a name at the start of the line cannot make a heading, nor bold anything
    const named = JSON.parse(webhookBody({ ...notice, text: "# **Bo** wrote: “hi”" })) as { content: string };
    expect(named.content).toBe("\\# \\*\\*Bo\\*\\* wrote: “hi” https://pigeon.test/g/abcdefghij");
    expect(body.text).toBe("Bo wrote: “[click](https://evil.example) &lt;https://evil.example|here&gt;” https://pigeon.test/g/abcdefghij");
  });

  it("ping nobody through a webhook: no Discord mentions, Slack's control characters escaped", () => {
    const notice: Notice = { event: "message", gameId: "abcdefghij", side: "white", url: "https://pigeon.test/g/abcdefghij", text: "Bo wrote: “@everyone <!channel> & co”" };
    const body = JSON.parse(webhookBody(notice)) as { content: string; text: string; allowed_mentions: unknown };
    expect(body.allowed_mentions).toEqual({ parse: [] });
    expect(body.text).toBe("Bo wrote: “@everyone &lt;!channel&gt; &amp; co” https://pigeon.test/g/abcdefghij");
  });

  it("refuse empty, long, control-character and flooding messages, and a move whose message is refused", async () => {
    const game = await createGame();
    const ip = "192.0.2.250";
    expect(await errorOf(await send(game, "white", "   ", ip))).toMatchObject({ status: 400, message: "text: The message is empty." });
    expect(await errorOf(await send(game, "white", "x".repeat(501), ip))).toMatchObject({ status: 400, message: "text: A message may have at most 500 characters." });
    expect(await errorOf(await send(game, "white", "ding\u0007", ip))).toMatchObject({ status: 400, message: "text: A message may not contain control characters (U+0007)." });
    expect(await errorOf(await send(game, "white", 42, ip))).toMatchObject({ status: 400 });
    for (const [text, what] of [
      ["next\u0085line", "control characters (U+0085)"],
      ["csi\u009b", "control characters (U+009B)"],
      ["evil\u202egnp.exe", "bidirectional control characters (U+202E)"],
      ["isolate\u2066x\u2069", "bidirectional control characters (U+2066)"],
      ["one\u2028two", "line or paragraph separators (U+2028, U+2029) (U+2028)"],
      ["one\u2029two", "line or paragraph separators (U+2028, U+2029) (U+2029)"],
    ]) {
      expect(await errorOf(await send(game, "white", text, ip))).toMatchObject({ status: 400, code: "bad_request", message: `text: A message may not contain ${what}.` });
    }
    // JSON's escapes can carry half a UTF-16 pair: refused, not stored as U+FFFD
    const lone = await call(`/api/games/${game.id}/messages`, { method: "POST", token: game.seats.white.token, body: '{"text":"half \\ud83d of an emoji"}', headers: { "CF-Connecting-IP": ip, "Content-Type": "application/json" } });
    expect(await errorOf(lone)).toMatchObject({ status: 400, message: expect.stringContaining("lone surrogate") });
    expect(await errorOf(await send(game, "white", "😀".repeat(501), ip))).toMatchObject({ status: 400, message: "text: A message may have at most 500 characters." });
    // 500 characters, 1,000 UTF-16 units: within the limit
    expect((await send(game, "black", "😀".repeat(500), ip)).status).toBe(201);
    expect((await (await call(`/api/games/${game.id}/messages`, { token: game.seats.white.token })).json()) as { messages: PlayerMessage[] }).toMatchObject({ messages: [{ text: "😀".repeat(500) }] });
    for (let i = 0; i < 5; i++) expect((await send(game, "white", `hello ${i}`, ip)).status).toBe(201);
    expect(await errorOf(await send(game, "white", "one more", ip))).toMatchObject({ status: 429, code: "rate_limited" });
    // the other seat has its own allowance
    expect((await send(game, "black", "hi", ip)).status).toBe(201);

    const refused = await call(`/api/games/${game.id}/moves`, { method: "POST", token: game.seats.white.token, json: { move: "a2-a3", ply: 0, message: "x".repeat(501) } });
    expect(await errorOf(refused)).toMatchObject({ status: 400 });
    expect((await getGame(game.id)).ply).toBe(0);
  });
});
