// The engine's sentences and their translations' words never drift apart: everything the
// engine says to a player (a refused move, why a click makes no move, what to click next,
// what a button does) is said again from the English catalog through the words the engine
// gives beside it, and must come out as the engine's own English; and every sentence of
// every game gives its words, so none stays English in another language. Positions come
// from seeded random playouts of every game.
import { describe, expect, it } from "vitest";
import { say } from "../../../web/src/engine-words.ts";
import { makeRandom, randomPlayout } from "../../../src/engine/random-playout.ts";
import { listGames } from "../../../src/engine/registry.ts";
import type { Game, Sentence } from "../../../src/engine/types.ts";
import english from "../../../src/i18n/catalogs/en.json" with { type: "json" };


interface Heard {
  readonly where: string;
  readonly sentence: Sentence;
}

/** Everything `game` says along a few random games: refusals of moves legal elsewhere, clicks that make no move, prompts and button labels. */
function sentencesOf<S>(game: Game<S>, seed: number): Heard[] {
  const heard: Heard[] = [];
  const random = makeRandom(seed);
  const start = game.setup();
  if (!start.ok) throw new Error(start.error.message);
  const playouts = [0, 1, 2].map(() => randomPlayout(game, start.value, random, { plies: 60, avoidEnding: true }));
  const texts = [...new Set(playouts.flatMap((p) => p.moves)), "", "zz", "a1-a1", "Xq9@z0", "#", "e2-e4-e6"];
  for (const playout of playouts) {
    for (const [ply, state] of playout.states.entries()) {
      if (ply % 3 !== 0) continue;
      const where = `${game.id} ${playout.moves.slice(0, ply).join(" ")}`;
      const legal = game.legalMoves(state);
      const listed = new Set(legal.map((move) => move.text));
      for (const text of texts) {
        if (listed.has(text)) continue;
        const played = game.play(state, text);
        if (!played.ok && played.error.code !== "game_over") heard.push({ where: `${where} | play ${JSON.stringify(text)}`, sentence: played.error });
      }
      const view = game.view(state);
      const firsts = [...view.cells.map((cell) => cell.id), ...view.areas.flatMap((area) => area.items.map((item) => item.id)), ...(game.actions ?? [])];
      const mine = view.pieces.filter((piece) => piece.side === game.turn(state)).map((piece) => piece.at);
      const clicks = [...firsts.map((id) => [id]), ...mine.slice(0, 4).flatMap((from) => view.cells.filter((_, i) => i % 3 === ply % 3).map((cell) => [from, cell.id]))];
      for (const path of clicks) {
        const why = game.explainPath?.(state, path);
        if (why) heard.push({ where: `${where} | click ${path.join(",")}`, sentence: why });
      }
      for (const move of legal.slice(0, 30)) {
        for (let k = 0; k < move.path.length; k++) {
          const prompt = game.prompt?.(state, move.path.slice(0, k));
          if (prompt) heard.push({ where: `${where} | prompt ${move.path.slice(0, k).join(",")}`, sentence: prompt });
          const label = game.actionLabel?.(state, move.path.slice(0, k + 1));
          if (label) heard.push({ where: `${where} | label ${move.path.slice(0, k + 1).join(",")}`, sentence: label });
        }
      }
    }
  }
  return heard;
}

describe.each(listGames().map((game) => [game.id, game] as const))("%s's sentences", (_id, game) => {
  const heard = sentencesOf(game as Game<unknown>, 31);

  it("are heard at all (the playouts reach refusals and clicks)", () => {
    expect(heard.length).toBeGreaterThan(20);
  });

  it("say the same in English through their words as the engine says itself", () => {
    for (const { where, sentence } of heard) {
      if (sentence.words === undefined) continue;
      expect(english, `${where}: engine.${sentence.words.id} is missing from en.json`).toHaveProperty([`engine.${sentence.words.id}`]);
      expect(say(sentence), where).toBe(sentence.message);
    }
  });

  it("all carry their words, so none stays English in another language", () => {
    const bare = heard.filter(({ sentence }) => sentence.words === undefined).map(({ where, sentence }) => `${where}: ${sentence.message}`);
    expect(bare.slice(0, 10)).toEqual([]);
  });
});
