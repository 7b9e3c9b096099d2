/**
 * A game of The Pit played through the API along a seeded random line, both seats: what
 * `npm run bench:api` and `npm run profile:api` send to a local server.
 */
import { makeRandom, randomPlayout } from "../engine/random-playout.ts";
import { getGame } from "../engine/registry.ts";

/** A game of The Pit played through the API along a seeded random line; a new game when the line runs out. */
export class ScriptedGame {
  private id = "";
  private tokens = { white: "", black: "" };
  private ply = 0;
  private line: readonly string[] = [];
  private readonly base: string;
  private readonly seed: number;
  /** Games this client has created: a bench's timed phase should create none (a new room is not a move). */
  gamesCreated = 0;
  constructor(base: string, seed: number) {
    this.base = base;
    this.seed = seed;
  }

  /** Creates a fresh game without playing in it, so a timed phase starts with a room that exists. */
  async restart(): Promise<void> {
    const created = (await (await fetch(`${this.base}/api/games`, { method: "POST", body: JSON.stringify({ variant: "the-pit" }), headers: { "Content-Type": "application/json" } })).json()) as {
      id: string;
      seats: { white: { token: string }; black: { token: string } };
    };
    this.id = created.id;
    this.gamesCreated++;
    this.tokens = { white: created.seats.white.token, black: created.seats.black.token };
    this.ply = 0;
    const pit = getGame("the-pit")!;
    const setup = pit.setup();
    if (!setup.ok) throw new Error("no start");
    this.line = randomPlayout(pit, setup.value, makeRandom(this.seed + this.id.length), { plies: 300, avoidEnding: true }).moves;
  }

  /** Plays the next move; false when the server refused it. */
  async next(): Promise<boolean> {
    if (this.ply >= this.line.length || this.id === "") await this.restart();
    const side = this.ply % 2 === 0 ? "white" : "black";
    const res = await fetch(`${this.base}/api/games/${this.id}/moves`, {
      method: "POST",
      body: JSON.stringify({ move: this.line[this.ply], ply: this.ply }),
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${this.tokens[side]}` },
    });
    await res.arrayBuffer();
    if (res.status !== 200) return false;
    this.ply++;
    return true;
  }
}
