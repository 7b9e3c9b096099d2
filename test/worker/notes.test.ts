// A seat's private notes (issue 21): for that seat's own tokens and nobody else, kept
// through eviction and the end of the game, empty again in a rematch.
import { evictDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { deriveRematchToken } from "../../src/contract/rematch-token.ts";
import type { CreatedGame, SeatNotes } from "../../src/contract/api.ts";
import { call, createGame, errorOf, getGame, openSocket, playAll, roomStub as stub } from "./client.ts";

function put(id: string, token: string | undefined, text: unknown): Promise<Response> {
  return call(`/api/games/${id}/notes`, { method: "PUT", token, json: { text } });
}

async function read(id: string, token: string): Promise<SeatNotes> {
  const res = await call(`/api/games/${id}/notes`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  return (await res.json()) as SeatNotes;
}

async function saved(res: Response): Promise<SeatNotes> {
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  return (await res.json()) as SeatNotes;
}

describe("a seat's private notes", () => {
  it("are read and written by their own seat only: the opponent has its own, and no token or a wrong one is refused", async () => {
    const game = await createGame();
    const { white, black } = game.seats;
    expect(await read(game.id, white.token)).toEqual({ text: "", updatedAt: null });
    const mine = await saved(await put(game.id, white.token, "Plan: open the a-file\n\tthen double rooks"));
    expect(mine.text).toBe("Plan: open the a-file\n\tthen double rooks");
    expect(Date.now() - Date.parse(mine.updatedAt!)).toBeLessThan(60_000);
    expect(await read(game.id, white.token)).toEqual(mine);
    // the opponent reads its own notes, never White's
    expect(await read(game.id, black.token)).toEqual({ text: "", updatedAt: null });
    await saved(await put(game.id, black.token, "Watch the a-file"));
    expect((await read(game.id, white.token)).text).toBe("Plan: open the a-file\n\tthen double rooks");

    expect(await errorOf(await call(`/api/games/${game.id}/notes`))).toMatchObject({ status: 401, code: "missing_token" });
    expect(await errorOf(await put(game.id, undefined, "mine now"))).toMatchObject({ status: 401, code: "missing_token" });
    expect(await errorOf(await call(`/api/games/${game.id}/notes`, { token: "Z".repeat(43) }))).toMatchObject({ status: 403, code: "wrong_token" });
    expect(await errorOf(await put(game.id, "Z".repeat(43), "mine now"))).toMatchObject({ status: 403, code: "wrong_token" });
    // a seat of another game is not a seat of this one
    const other = await createGame();
    expect(await errorOf(await call(`/api/games/${game.id}/notes`, { token: other.seats.white.token }))).toMatchObject({ status: 403 });
    expect((await read(game.id, white.token)).text).toBe("Plan: open the a-file\n\tthen double rooks");
  });

  it("hold at most 4,000 characters counted as code points, newlines and tabs but no controls, and \"\" clears them", async () => {
    const game = await createGame();
    const token = game.seats.white.token;
    // 4,000 characters are 8,000 UTF-16 units: within the limit
    expect((await saved(await put(game.id, token, "😀".repeat(4000)))).text).toBe("😀".repeat(4000));
    for (const text of ["😀".repeat(4001), "x".repeat(4001), "x".repeat(9000)]) {
      expect(await errorOf(await put(game.id, token, text))).toMatchObject({ status: 400, code: "bad_request", message: "text: Notes may have at most 4,000 characters." });
    }
    for (const [text, what] of [
      ["ding\u0007", "control characters (U+0007)"],
      ["next\u0085line", "control characters (U+0085)"],
      ["evil\u202egnp.exe", "bidirectional control characters (U+202E)"],
      ["one\u2028two", "line or paragraph separators (U+2028, U+2029) (U+2028)"],
    ]) {
      expect(await errorOf(await put(game.id, token, text))).toMatchObject({ status: 400, code: "bad_request", message: `text: Notes may not contain ${what}.` });
    }
    const lone = await call(`/api/games/${game.id}/notes`, { method: "PUT", token, body: '{"text":"half \\ud83d of an emoji"}', headers: { "Content-Type": "application/json" } });
    expect(await errorOf(lone)).toMatchObject({ status: 400, message: expect.stringContaining("lone surrogate") });
    expect((await put(game.id, token, 42)).status).toBe(400);
    expect((await call(`/api/games/${game.id}/notes`, { method: "PUT", token, json: { text: "a", extra: 1 } })).status).toBe(400);
    // nothing refused changed them
    expect((await read(game.id, token)).text).toBe("😀".repeat(4000));

    // kept as typed (a trailing space or new line is what was just typed); CR LF is a new line
    expect((await saved(await put(game.id, token, "  first\r\nsecond\rthird\n"))).text).toBe("  first\nsecond\nthird\n");
    expect((await saved(await put(game.id, token, ""))).text).toBe("");
    expect((await read(game.id, token)).text).toBe("");
  });

  it("never appear in the snapshot, a socket, the record, the embed or the archive, and stay readable and writable after the end", async () => {
    const game = await createGame({ variant: "the-pit", names: { white: "Ann", black: "Bo" } });
    const secret = "SECRET-NOTE-7f3a: sacrifice on h7";
    const watcher = await openSocket(game.id);
    const seatSocket = await openSocket(game.id);
    await seatSocket.waitFor((m) => m.type === "state");
    seatSocket.ws.send(JSON.stringify({ type: "hello", token: game.seats.white.token }));
    await seatSocket.waitFor((m) => m.type === "messages");
    await saved(await put(game.id, game.seats.white.token, secret));
    await playAll(game, ["a2-a3", "a9-a8"]);
    expect((await call(`/api/games/${game.id}/resign`, { method: "POST", token: game.seats.black.token, json: {} })).status).toBe(200);
    await seatSocket.waitFor((m) => m.type === "update" && m.update.status === "finished");

    const archived = await env.DB.prepare("SELECT * FROM finished_games WHERE id = ?").bind(game.id).all();
    expect(archived.results).toHaveLength(1);
    const seen = [
      JSON.stringify(await getGame(game.id)),
      await (await call(`/api/games/${game.id}/record`)).text(),
      await (await call(`/embed/${game.id}`)).text(),
      await (await call("/api/archive?variant=the-pit")).text(),
      JSON.stringify(archived.results),
      JSON.stringify(watcher.messages),
      JSON.stringify(seatSocket.messages),
    ].join("\n");
    expect(seen).toContain(game.id);
    expect(seen).not.toContain("SECRET-NOTE");

    // after the end, as lichess allows: the seat reads them and may still write
    expect((await read(game.id, game.seats.white.token)).text).toBe(secret);
    expect((await saved(await put(game.id, game.seats.white.token, `${secret}\nLesson: do not.`))).text).toBe(`${secret}\nLesson: do not.`);
    for (const socket of [watcher, seatSocket]) socket.ws.close();
  });

  it("follow a seat opened by a recovery code and survive eviction", async () => {
    const game = await createGame();
    const { black } = game.seats;
    await saved(await put(game.id, black.token, "From my phone"));
    const { code } = (await (await call(`/api/games/${game.id}/recovery`, { method: "POST", token: black.token })).json()) as { code: string };
    const { token } = (await (await call("/api/recover", { method: "POST", json: { code } })).json()) as { token: string };
    expect(token).not.toBe(black.token);
    expect((await read(game.id, token)).text).toBe("From my phone");
    await saved(await put(game.id, token, "From my laptop"));

    await evictDurableObject(stub(game.id));
    expect((await read(game.id, black.token)).text).toBe("From my laptop");
    expect((await read(game.id, game.seats.white.token)).text).toBe("");
  });

  it("start empty in a rematch", async () => {
    const game: CreatedGame = await createGame();
    const { white, black } = game.seats;
    await saved(await put(game.id, white.token, "Next time, castle early"));
    await call(`/api/games/${game.id}/resign`, { method: "POST", token: black.token, json: {} });
    await call(`/api/games/${game.id}/rematch`, { method: "POST", token: white.token, json: { action: "offer" } });
    await call(`/api/games/${game.id}/rematch`, { method: "POST", token: black.token, json: { action: "accept" } });
    const newId = (await getGame(game.id)).rematch!.id;
    expect(await read(newId, await deriveRematchToken(white.token, newId))).toEqual({ text: "", updatedAt: null });
    expect((await read(game.id, white.token)).text).toBe("Next time, castle early");
  });
});
