// Conditional moves (issue 13, item 2): lines a waiting seat stores, played for it the
// moment the opponent's move matches, secret until then.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameRoom } from "../../src/worker/game-room.ts";
import type { ConditionalLines, CreatedGame } from "../../src/contract/api.ts";
import { answered, call, createGame, errorOf, getGame, move, openSocket, playAll, roomStub as stub } from "./client.ts";

function putLines(game: CreatedGame, side: "white" | "black", ply: number, lines: string[][][]): Promise<Response> {
  return call(`/api/games/${game.id}/conditional`, { method: "PUT", token: game.seats[side].token, json: { ply, lines } });
}

async function linesOf(game: CreatedGame, side: "white" | "black"): Promise<ConditionalLines> {
  return (await (await call(`/api/games/${game.id}/conditional`, { token: game.seats[side].token })).json()) as ConditionalLines;
}

// test/fixtures/records/in-the-bin/checkmate-capture-and-push.pgn up to White's push (as test/worker/extra-moves.test.ts)
const IN_THE_BIN_OPENING = ["Ke1-d2", "F@f6", "F@e4", "Ff6-g7", "B@f4", "Q@e6", "Kd2-c1", "Fg7-f6", "B@d4", "Qe6-b3", "Bd4-a1", "Qb3-g8"];

/** A game where White is to move at ply 2, and Black waits. */
async function waitingBlack(json?: unknown): Promise<CreatedGame> {
  const game = await createGame(json);
  await playAll(game, ["a2-a3", "a9-a8"]);
  return game;
}

describe("conditional moves", () => {
  it("plays the stored reply as soon as the opponent's move matches, line after line", async () => {
    const game = await waitingBlack();
    const stored = await putLines(game, "black", 2, [[["b2-b3"], ["b9-b8"], ["c2-c3"], ["c9-c8"]]]);
    expect(stored.status, await stored.clone().text()).toBe(200);

    const first = await answered(await move(game.id, game.seats.white.token, "b2-b3", 2));
    expect(first.moves.slice(2)).toEqual(["b2-b3", "b9-b8"]);
    expect(first.turn).toBe("white");
    expect(first.notes[3]).toContain("Played from a conditional line.");
    expect((await linesOf(game, "black")).lines).toEqual([[["c2-c3"], ["c9-c8"]]]);

    const second = await answered(await move(game.id, game.seats.white.token, "c2-c3", 4));
    expect(second.moves.slice(4)).toEqual(["c2-c3", "c9-c8"]);
    expect((await linesOf(game, "black")).lines).toEqual([]);
  });

  it("drops every line when the opponent plays something else", async () => {
    const game = await waitingBlack();
    await putLines(game, "black", 2, [[["b2-b3"], ["b9-b8"]]]);
    const after = await answered(await move(game.id, game.seats.white.token, "h2-h3", 2));
    expect(after.ply).toBe(3);
    expect(after.turn).toBe("black");
    expect((await linesOf(game, "black")).lines).toEqual([]);
  });

  it("keeps several lines and answers the one that matches", async () => {
    const game = await waitingBlack();
    const res = await putLines(game, "black", 2, [
      [["b2-b3"], ["b9-b8"]],
      [["h2-h3"], ["h9-h8"], ["i2-i3"], ["i9-i8"]],
    ]);
    expect(res.status).toBe(200);
    const after = await answered(await move(game.id, game.seats.white.token, "h2-h3", 2));
    expect(after.moves.slice(2)).toEqual(["h2-h3", "h9-h8"]);
    expect((await linesOf(game, "black")).lines).toEqual([[["i2-i3"], ["i9-i8"]]]);
  });

  it("refuses lines that are illegal, contradict each other, come on one's own turn or from a stale ply", async () => {
    const game = await waitingBlack();
    expect(await errorOf(await putLines(game, "black", 2, [[["b2-b3"], ["b9-b5"]]]))).toMatchObject({
      status: 422,
      message: expect.stringMatching(/^Line 1, turn 2 \(b9-b5\): /),
    });
    expect(await errorOf(await putLines(game, "black", 2, [[["b2-b3"], ["b9-b8"]], [["b2-b3"], ["c9-c8"]]]))).toMatchObject({
      status: 422,
      message: "Line 2 answers the same moves differently from an earlier line.",
    });
    expect(await errorOf(await putLines(game, "black", 2, [[["b2-b3"]]]))).toMatchObject({ status: 422, message: "Line 1 needs your opponent's move and your reply." });
    expect(await errorOf(await putLines(game, "white", 2, [[["b9-b8"], ["b2-b3"]]]))).toMatchObject({
      status: 409,
      code: "not_allowed",
      message: expect.stringMatching(/^It is your turn: play a move\./),
    });
    expect(await errorOf(await putLines(game, "black", 1, [[["b2-b3"], ["b9-b8"]]]))).toMatchObject({ status: 409, code: "stale_ply" });
    expect(await errorOf(await call(`/api/games/${game.id}/conditional`, { method: "PUT", json: { ply: 2, lines: [] } }))).toMatchObject({ status: 401 });
    expect((await linesOf(game, "black")).lines).toEqual([]);
  });

  it("saved in the middle of the opponent's turn, match the moves made since, and read back from the current position", async () => {
    // In The Bin: after White's push, White has an extra move to come (ply 13)
    const game = await createGame({ variant: "in-the-bin" });
    await playAll(game, [...IN_THE_BIN_OPENING, "push"]);
    const stored = await putLines(game, "black", 13, [[["R@d4"], ["Qg8-h8"]]]);
    expect(stored.status, await stored.clone().text()).toBe(200);
    expect(await linesOf(game, "black")).toEqual({ ply: 13, lines: [[["R@d4"], ["Qg8-h8"]]] });

    const after = await answered(await move(game.id, game.seats.white.token, "R@d4", 13));
    expect(after.moves.slice(12)).toEqual(["push", "R@d4", "Qg8-h8"]);
    expect(after.notes[14]).toContain("Played from a conditional line.");
  });

  it("saved before the opponent's turn, read back mid-turn as what can still match", async () => {
    const game = await createGame({ variant: "in-the-bin" });
    await playAll(game, IN_THE_BIN_OPENING);
    const stored = await putLines(game, "black", 12, [
      [["push", "R@d4"], ["Qg8-h8"]],
      [["Kc1-b2"], ["Qg8-i8"]],
    ]);
    expect(stored.status, await stored.clone().text()).toBe(200);
    await answered(await move(game.id, game.seats.white.token, "push", 12));
    expect(await linesOf(game, "black")).toEqual({ ply: 13, lines: [[["R@d4"], ["Qg8-h8"]]] });
    const after = await answered(await move(game.id, game.seats.white.token, "R@d4", 13));
    expect(after.moves.slice(12)).toEqual(["push", "R@d4", "Qg8-h8"]);
  });

  it("cancels with an empty list, and a takeback clears the lines", async () => {
    const game = await waitingBlack();
    await putLines(game, "black", 2, [[["b2-b3"], ["b9-b8"]]]);
    expect(((await (await putLines(game, "black", 2, [])).json()) as ConditionalLines).lines).toEqual([]);
    await putLines(game, "black", 2, [[["b2-b3"], ["b9-b8"]]]);
    await call(`/api/games/${game.id}/takeback`, { method: "POST", token: game.seats.black.token, json: { action: "offer" } });
    await call(`/api/games/${game.id}/takeback`, { method: "POST", token: game.seats.white.token, json: { action: "accept" } });
    expect((await linesOf(game, "black")).lines).toEqual([]);
  });

  it("keeps the lines secret from the opponent, watchers, sockets and records until played", async () => {
    const game = await waitingBlack({ variant: "the-pit", names: { white: "Ann", black: "Bo" } });
    const watcher = await openSocket(game.id);
    await watcher.waitFor((m) => m.type === "state");
    await putLines(game, "black", 2, [[["j2-j3"], ["g9-g7"]]]);
    const visible = [
      JSON.stringify(await getGame(game.id)),
      await (await call(`/api/games/${game.id}/record`)).text(),
      JSON.stringify(watcher.messages),
      JSON.stringify(await linesOf(game, "white")),
    ].join("\n");
    expect(visible).not.toContain("g9-g7");
    expect((await linesOf(game, "white")).lines).toEqual([]);
    expect((await call(`/api/games/${game.id}/conditional`)).status).toBe(401);
    watcher.ws.close();
  });

  it("settles a race between the opponent's move and an edit of the lines one way or the other", async () => {
    for (let i = 0; i < 5; i++) {
      const game = await waitingBlack();
      const [moved, stored] = await Promise.all([move(game.id, game.seats.white.token, "b2-b3", 2), putLines(game, "black", 2, [[["b2-b3"], ["b9-b8"]]])]);
      expect(moved.status).toBe(200);
      const snapshot = await getGame(game.id);
      if (stored.status === 200) expect(snapshot.moves.slice(2)).toEqual(["b2-b3", "b9-b8"]);
      else {
        expect((await errorOf(stored)).code).toBe("stale_ply");
        expect(snapshot.ply).toBe(3);
      }
    }
  });

  it("after an automatic reply the clock runs for the mover, who gets the your-turn notice", async () => {
    const game = await waitingBlack({ variant: "the-pit", timeControl: { daysPerMove: 2 } });
    for (const side of ["white", "black"] as const) {
      await call(`/api/games/${game.id}/notices`, { method: "PUT", token: game.seats[side].token, json: { webhook: `https://hooks.example/${side}` } });
    }
    await runInDurableObject(stub(game.id), (_room: GameRoom, state) => {
      state.storage.sql.exec("DELETE FROM outbox");
    });
    await putLines(game, "black", 2, [[["b2-b3"], ["b9-b8"]]]);
    const before = Date.now();
    const after = await answered(await move(game.id, game.seats.white.token, "b2-b3", 2));
    expect(after.turn).toBe("white");
    expect(Date.parse(after.deadline ?? "")).toBeGreaterThanOrEqual(before + 2 * 86_400_000 - 1000);
    const queued = await runInDurableObject(stub(game.id), (_room: GameRoom, state) =>
      state.storage.sql.exec("SELECT side, payload FROM outbox").toArray().map((row) => `${String(row.side)} ${JSON.parse(String(row.payload)).event}`),
    );
    expect(queued).toEqual(["white your-turn"]);
  });
});
