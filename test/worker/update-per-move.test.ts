// A move's answer is an update written without the moves before it (live-game.ts
// makeGameUpdate) and a counted-on move number (moveCountOf), so that a move costs the same
// late in a long game as early (issue 34 item 5). Applied to the game before it, each
// update must give the game after it, exactly as the whole snapshot says it, through a
// takeback and another move in the taken-back move's place.
import { expect, it } from "vitest";
import type { GameSnapshot } from "../../src/contract/api.ts";
import { applyUpdate, type GameUpdate } from "../../src/contract/updates.ts";
import { replayMoves } from "../../src/engine/record.ts";
import { getGame as engineGame } from "../../src/engine/registry.ts";
import { call, createGame, getGame, move } from "./client.ts";
import { randomLine } from "./random-line.ts";

async function updateOf(res: Response): Promise<GameUpdate> {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as GameUpdate;
}

it("each move's update, applied to the game before it, is the game after it, across a takeback and a new move in its place", async () => {
  const pit = engineGame("the-pit")!;
  const moves = randomLine(41, 5);
  const game = await createGame();
  const seat = (snapshot: GameSnapshot) => game.seats[snapshot.turn!].token;
  let before = await getGame(game.id);
  const step = async (update: GameUpdate): Promise<void> => {
    const after = await getGame(game.id);
    expect(applyUpdate(before, update)).toEqual(after);
    expect(after.moveCount).toBe(Math.ceil(after.ply / 2));
    before = after;
  };
  for (const [ply, text] of moves.entries()) await step(await updateOf(await move(game.id, seat(before), text, ply)));

  // White's last move taken back (the move number goes back from 21 to 20), and another played in its place
  const mover = game.seats.white.token;
  expect((await call(`/api/games/${game.id}/takeback`, { method: "POST", token: mover, json: { action: "offer" } })).status).toBe(200);
  before = await getGame(game.id);
  await step(await updateOf(await call(`/api/games/${game.id}/takeback`, { method: "POST", token: game.seats.black.token, json: { action: "accept" } })));
  expect([before.ply, before.moveCount]).toEqual([40, 20]);
  const replay = replayMoves(pit, moves.slice(0, 40));
  if (!replay.ok) throw new Error(replay.error.message);
  const instead = pit.legalMoves(replay.value.states.at(-1)).find((candidate) => candidate.text !== moves[40])!;
  await step(await updateOf(await move(game.id, mover, instead.text, 40)));
  expect(before.moves.at(-1)).toBe(instead.text);
});
