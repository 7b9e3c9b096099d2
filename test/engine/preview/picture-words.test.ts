// The pictures' own words in the reader's language (issue 31): a preview's status line,
// the labels of the areas around its board and the key, and the standings table's
// headings in Japanese and Arabic, compared with reference images
// (test/fixtures/preview/words-*.png; after a change you mean, look at
// test-results/words-*.png and write them with UPDATE_REFERENCES=1 npm run test:engine --
// picture-words). Arabic reads right to left: the table is mirrored (rank at the right),
// the areas' text stands at the left of the board; English is drawn as it always was
// (reference-images.test.ts), and the isolates a translated sentence puts around names draw nothing.
import { describe, expect, it } from "vitest";
import { makeRandom, randomPlayout } from "../../../src/engine/random-playout.ts";
import { getGame } from "../../../src/engine/registry.ts";
import type { BoardView } from "../../../src/engine/types.ts";
import { createRaster } from "../../../src/pictures/raster.ts";
import { boardBox, boardWords, renderBoardPng, type RenderOptions } from "../../../src/pictures/render-board.ts";
import { drawStandingsRaster, renderStandingsPng, standingsWords, type StandingsPicture } from "../../../src/pictures/render-standings.ts";
import { drawText } from "../../../src/pictures/typeface.ts";
import { pictureWords } from "../../../src/pictures/words.ts";
import { prepareScripts } from "./any-script.ts";
import { expectLikeReference } from "./reference-compare.ts";

/** In The Bin 16 seeded plies in: the bin's label and counts, the hot spots' key, a status line with numbers. */
function inTheBin(locale: string): { view: BoardView; options: RenderOptions } {
  const game = getGame("in-the-bin")!;
  const setup = game.setup({});
  if (!setup.ok) throw new Error(setup.error.message);
  const line = randomPlayout(game, setup.value, makeRandom(23), { plies: 16, avoidEnding: true });
  const state = line.states[line.states.length - 1];
  const side = game.sideNames[game.turn(state)];
  const subtitle = { id: "picture.status.toMoveAfterPly", values: { colour: side.toLowerCase(), side, ply: "16", total: "20" } };
  return { view: game.view(state), options: { width: 1200, height: 630, title: `Ada vs Bob · ${game.name}`, subtitle, sideNames: game.sideNames, looks: game.glyphs, locale } };
}

/** A running Swiss of eight, more than fit: the headings, the subtitle and "and N more". */
function standings(locale: string): StandingsPicture {
  const names = ["Ann", "王小明", "محمد علي", "Дмитрий", "Bo", "Cy", "Di", "Ed"];
  return {
    width: 1200,
    height: 630,
    title: "Club night",
    subtitle: { id: "picture.standings.subtitleRound", values: { game: "The Pit", round: "3", rounds: "5" } },
    rows: names.map((name, i) => ({ rank: String(i + 1), name, points: `${8 - i}${i % 2 ? "½" : ""}`, played: "8" })),
    locale,
  };
}

async function preparedPreview(locale: string) {
  const { view, options } = inTheBin(locale);
  const words = pictureWords(locale);
  await prepareScripts(options.title!, words.say(options.subtitle!), ...boardWords(view, options));
  return { view, options };
}

async function preparedStandings(locale: string): Promise<StandingsPicture> {
  const input = standings(locale);
  const words = pictureWords(locale);
  await prepareScripts(...input.rows.map((row) => row.name), words.say(input.subtitle), ...Object.values(standingsWords(words, input.rows.length)));
  return input;
}

describe("the pictures' own words in the reader's language", () => {
  it("draws a preview's status line, the bin and the hot spots' key in Japanese as test/fixtures/preview/words-ja.png", async () => {
    const { view, options } = await preparedPreview("ja");
    expect(boardWords(view, options)).toEqual(expect.arrayContaining(["ビン", "白のホットスポット", "黒のホットスポット"]));
    expectLikeReference("words-ja.png", await renderBoardPng(view, options));
  });

  it("draws the standings in Arabic, mirrored, as test/fixtures/preview/words-ar-standings.png", async () => {
    expectLikeReference("words-ar-standings.png", await renderStandingsPng(await preparedStandings("ar")));
  });

  it("mirrors the Arabic table: the leader's stripe and the ranks at the right, the points at the left", async () => {
    const stripe = (raster: ReturnType<typeof drawStandingsRaster>) => {
      const xs: number[] = [];
      // the first row's band, where the leader's gold stripe is
      const y = 250;
      for (let x = 0; x < raster.width; x++) {
        const i = (y * raster.width + x) * 4;
        if (raster.pixels[i] === 0xe3 && raster.pixels[i + 1] === 0xc4 && raster.pixels[i + 2] === 0x6a) xs.push(x);
      }
      return xs;
    };
    const english = stripe(drawStandingsRaster(await preparedStandings("en")));
    const arabic = stripe(drawStandingsRaster(await preparedStandings("ar")));
    expect(english.length).toBeGreaterThan(0);
    expect(Math.max(...english)).toBeLessThan(600);
    expect(Math.min(...arabic)).toBeGreaterThan(600);
    // the mirror image: the stripe as far from the right edge as the English one is from the left
    expect(1200 - 1 - Math.max(...arabic)).toBe(Math.min(...english));
  });

  it("puts the areas' text at the left of the board in Arabic, at its right otherwise", async () => {
    const english = await preparedPreview("en");
    const arabic = await preparedPreview("ar");
    const boardInEnglish = boardBox(english.view, english.options);
    const boardInArabic = boardBox(arabic.view, arabic.options);
    expect(boardInEnglish.x + boardInEnglish.w / 2).toBeLessThan(600);
    expect(boardInArabic.x + boardInArabic.w / 2).toBeGreaterThan(600);
  });

  it("says English words as they were, and English for a language it does not have", () => {
    const english = pictureWords("en");
    expect(english.say(inTheBin("en").options.subtitle!)).toMatch(/^(White|Black) to move · after ply 16 of 20$/);
    expect(standingsWords(english, 3)).toEqual({ rank: "#", player: "Player", points: "Points", played: "Played", empty: "No players yet", more: "and 3 more" });
    expect(english.say(standings("en").subtitle)).toBe("The Pit · Swiss · round 3 of 5");
    expect(pictureWords("xx").locale).toBe("en");
    expect(pictureWords(undefined).locale).toBe("en");
    expect(pictureWords("pt").locale).toBe("pt-BR");
    // plurals as each language has them
    expect(standingsWords(pictureWords("ru"), 5).more).toBe("и ещё 5 игроков");
    expect(standingsWords(pictureWords("ar"), 2).more).toBe("واثنان آخران");
    expect(pictureWords("de").say({ id: "picture.standings.subtitleOpen", values: { game: "The Pit", format: "double", players: 1 } })).toBe("The Pit · Doppelrundenturnier · offen, 1 Spieler");
  });

  it("draws nothing for the isolates a right-to-left sentence puts around a name", async () => {
    await prepareScripts("Ann محمد");
    const draw = (text: string) => {
      const raster = createRaster(400, 60, 0xffffff);
      drawText(raster, text, 10, 10, 30, 0x000000);
      return raster.pixels;
    };
    expect(draw("\u2068Ann\u2069 vs Bob")).toEqual(draw("Ann vs Bob"));
    expect(draw("\u2067محمد\u2069")).toEqual(draw("محمد"));
  });

  it("mirrors brackets in a right-to-left run: an Arabic result reads (استسلام), not )استسلام(", async () => {
    await prepareScripts("استسلام");
    const draw = (text: string) => {
      const raster = createRaster(200, 60, 0xffffff);
      drawText(raster, text, 10, 10, 30, 0x000000);
      return raster.pixels;
    };
    // a right-to-left mark makes the run right to left: "(" is drawn as ")"
    expect(draw("\u200f(")).toEqual(draw(")"));
    expect(draw("\u200f(")).not.toEqual(draw("("));
    // and a whole sentence: the bracket before the word stands at its right
    expect(draw("\u200f1-0 (استسلام)")).not.toEqual(draw("\u200f1-0 )استسلام("));
    expect(pictureWords("ar").say({ id: "picture.status.result", values: { score: "1-0", reason: "resignation", reasonText: "resignation" } })).toBe("\u200f\u20681-0\u2069 (استسلام)");
  });
});
