// In The Bin's extra moves in a live game (issue 9, item 2): separate plies by the same
// side, one turn for the clock, and a your-turn notice only when the turn passes.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameRoom } from "../../src/worker/game-room.ts";
import { answered, call, createGame, move, roomStub as stub } from "./client.ts";

// test/fixtures/records/in-the-bin/checkmate-capture-and-push.pgn up to White's push
const OPENING = ["Ke1-d2", "F@f6", "F@e4", "Ff6-g7", "B@f4", "Q@e6", "Kd2-c1", "Fg7-f6", "B@d4", "Qe6-b3", "Bd4-a1", "Qb3-g8"];

describe("extra moves in a live game", () => {
  it("keep the turn with the mover, do not restart the clock, and notify only when the turn passes", async () => {
    const game = await createGame({ variant: "in-the-bin", timeControl: { daysPerMove: 1 } });
    await call(`/api/games/${game.id}/notices`, { method: "PUT", token: game.seats.black.token, json: { webhook: "https://hooks.example/black" } });
    let snapshot = await answered(await move(game.id, game.seats.white.token, OPENING[0], 0));
    for (const [i, text] of OPENING.entries()) {
      if (i === 0) continue;
      snapshot = await answered(await move(game.id, game.seats[i % 2 === 0 ? "white" : "black"].token, text, i));
    }
    const turnStarted = snapshot.deadline;
    await runInDurableObject(stub(game.id), (_room: GameRoom, state) => {
      state.storage.sql.exec("DELETE FROM outbox");
    });
    await new Promise((resolve) => setTimeout(resolve, 20));

    const pushed = await answered(await move(game.id, game.seats.white.token, "push", OPENING.length));
    expect(pushed.turn).toBe("white");
    expect(pushed.notes.at(-1)).toContain("White plays an extra move.");
    expect(pushed.deadline).toBe(turnStarted); // one turn, one clock
    // 13 plies, and still move 7 as the record numbers it ("7. push")
    expect(pushed).toMatchObject({ ply: 13, moveCount: 7 });
    // Black is not told it is its turn: it is not
    expect(await queued(game.id)).toEqual([]);
    // playing for the other side during an extra move is refused
    const early = await move(game.id, game.seats.black.token, "Ke9-e8", OPENING.length + 1);
    expect(early.status).toBe(409);

    const selected = await answered(await move(game.id, game.seats.white.token, "R@d4", OPENING.length + 1));
    expect(selected.turn).toBe("black");
    expect(selected.moves.slice(-2)).toEqual(["push", "R@d4"]);
    expect(await queued(game.id)).toEqual(["black your-turn"]);
  });
});

async function queued(id: string): Promise<string[]> {
  return runInDurableObject(stub(id), (_room: GameRoom, state) =>
    state.storage.sql.exec("SELECT side, payload FROM outbox").toArray().map((row) => `${String(row.side)} ${JSON.parse(String(row.payload)).event}`),
  );
}
