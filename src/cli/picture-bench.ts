/**
 * What the pictures cost in workerd (issue 23): the CPU of a 1200x630 link preview and
 * of a 100-ply GIF, measured on a local `wrangler dev` (the workerd that deploys run):
 *
 *   npm run bench:pictures [-- --plies 40] [-- --gif-plies 100] [-- --gifs 3]
 *
 * For each of the five games, plays a seeded random game of `--plies` plies through the
 * API, then asks for /og/<id>.png?ply=k for every k (each a render, not in the cache)
 * and again (each from the cache), one request at a time, and reads the workerd
 * process's CPU time (every thread's schedstat) around each. The render's cost is the
 * first figure less the second: the route, the game's snapshot and the cache are in
 * both. Then the same for The Pit with Chinese names and with Arabic names (issue 31):
 * text drawn from Noto slices, shaped by HarfBuzz. Then one game of In The Bin (the most
 * words: its status line, the bin's label, the hot spots' key) with its pictures' own
 * words in English, Japanese and Arabic (`?lang=`, issue 31). Then a game of The Pit of `--gif-plies` plies: its GIF drawn `--gifs` times (at
 * most 4: each another look, `flip` and `theme`, so never from the cache), and then the
 * first of them asked `--gifs` times more at other delays (since issue 29, item 7, the
 * cached GIF retimed; before it, each a render).
 */
import { rmSync } from "node:fs";
import { makeRandom, randomPlayout } from "../engine/random-playout.ts";
import { getGame, listGames } from "../engine/registry.ts";
import { cpuOfGet as cpuOf, ensureWebBuilt, migrateLocal, SERVICE_CONFIGS, start, waitFor, workerdOf } from "./local-server.ts";
import { numberArgument } from "./number-argument.ts";

const PLIES = numberArgument("--plies", 40);
const GIF_PLIES = numberArgument("--gif-plies", 100);
const GIFS = numberArgument("--gifs", 3);

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values: readonly number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

/** Names in scripts that need the Noto slices and HarfBuzz (issue 31): the preview's title carries them. */
const NAMED = [
  { label: "the-pit, CJK names (王小明 vs 李小龙)", names: { white: "王小明", black: "李小龙" } },
  { label: "the-pit, Arabic names (محمد علي vs فاطمة)", names: { white: "محمد علي", black: "فاطمة" } },
];

/** Creates a game of `variant` and plays a seeded random line of `plies` plies (fewer if it ends); its id and ply. */
async function playedGame(base: string, variant: string, plies: number, seed: number, names = { white: "Ada", black: "Bob" }): Promise<{ id: string; ply: number }> {
  const created = (await (await fetch(`${base}/api/games`, { method: "POST", body: JSON.stringify({ variant, names }), headers: { "Content-Type": "application/json" } })).json()) as {
    id: string;
    seats: { white: { token: string }; black: { token: string } };
  };
  const game = getGame(variant)!;
  const setup = game.setup({});
  if (!setup.ok) throw new Error(setup.error.message);
  const line = randomPlayout(game, setup.value, makeRandom(seed), { plies, avoidEnding: true });
  for (let ply = 0; ply < line.moves.length; ply++) {
    const side = game.turn(line.states[ply]);
    const res = await fetch(`${base}/api/games/${created.id}/moves`, {
      method: "POST",
      body: JSON.stringify({ move: line.moves[ply], ply }),
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${created.seats[side].token}` },
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${variant} ply ${ply + 1} (${line.moves[ply]}): ${res.status}`);
  }
  return { id: created.id, ply: line.moves.length };
}

async function main(): Promise<void> {
  ensureWebBuilt();
  const port = 30_000 + Math.floor(Math.random() * 10_000);
  // both Workers, as `npm run dev` runs them: the CPU read below is the game Worker's and the renderer's together
  const server = start("pictures", [...SERVICE_CONFIGS, "--var", "RATE_LIMIT:off"], port);
  migrateLocal(server);
  try {
    await waitFor(`${server.url}/api/variants`);
    const pids = workerdOf(server.process.pid as number);
    console.log(`link previews, 1200x630: ${PLIES} plies of a random game each, one request at a time`);
    console.log("| game | renders | render CPU median ms | p90 ms | from the cache median ms | render less cache, median ms |");
    console.log("| --- | --- | --- | --- | --- | --- |");
    const all: number[] = [];
    /** Renders every ply of a game, then asks for each again from the cache; prints a row, and the net figures. */
    const measureGame = async (label: string, id: string, ply: number, query = ""): Promise<number[]> => {
      const render: number[] = [];
      const cached: number[] = [];
      for (let k = 0; k <= ply; k++) render.push(await cpuOf(pids, `${server.url}/og/${id}.png?ply=${k}&w=1200${query}`, "image/png"));
      for (let k = 0; k <= ply; k++) cached.push(await cpuOf(pids, `${server.url}/og/${id}.png?ply=${k}&w=1200${query}`, "image/png"));
      const net = render.map((ms, k) => ms - cached[k]);
      console.log(`| ${label} | ${render.length} | ${median(render).toFixed(1)} | ${percentile(render, 90).toFixed(1)} | ${median(cached).toFixed(1)} | ${median(net).toFixed(1)} |`);
      return net;
    };
    for (const [i, game] of listGames().entries()) {
      const { id, ply } = await playedGame(server.url, game.id, PLIES, 1000 + i);
      all.push(...(await measureGame(game.id, id, ply)));
    }
    console.log(`all games: render less cache, median ${median(all).toFixed(1)} ms, p90 ${percentile(all, 90).toFixed(1)} ms`);
    // the first of each loads its Noto slices (from the game Worker's assets, over RPC) and
    // keeps them in the isolate; the rest draw from what is loaded, as a busy isolate does
    console.log("\nnames beyond Latin-1 (Noto slices, HarfBuzz; the first render of each loads its slices):");
    console.log("| game | renders | render CPU median ms | p90 ms | from the cache median ms | render less cache, median ms |");
    console.log("| --- | --- | --- | --- | --- | --- |");
    for (const [i, named] of NAMED.entries()) {
      const { id, ply } = await playedGame(server.url, "the-pit", PLIES, 2000 + i, named.names);
      const net = await measureGame(named.label, id, ply);
      console.log(`  first render (loading its slices) less cache: ${net[0].toFixed(1)} ms`);
    }
    // the pictures' own words in the reader's language: the same game's pictures three times, each language its own renders
    console.log("\nthe pictures' own words in English, Japanese and Arabic (one game of In The Bin; the first render of each loads its slices):");
    console.log("| game | renders | render CPU median ms | p90 ms | from the cache median ms | render less cache, median ms |");
    console.log("| --- | --- | --- | --- | --- | --- |");
    const worded = await playedGame(server.url, "in-the-bin", PLIES, 3000);
    for (const lang of ["en", "ja", "ar"]) {
      const net = await measureGame(`in-the-bin, words in ${lang}`, worded.id, worded.ply, `&lang=${lang}`);
      console.log(`  first render less cache: ${net[0].toFixed(1)} ms`);
    }

    const { id, ply } = await playedGame(server.url, "the-pit", GIF_PLIES, 7);
    const looks = ["flip=0&theme=light", "flip=1&theme=light", "flip=0&theme=dark", "flip=1&theme=dark"].slice(0, Math.min(4, GIFS));
    const gifs: number[] = [];
    for (const look of looks) gifs.push(await cpuOf(pids, `${server.url}/gif/${id}.gif?${look}&delay=500`, "image/gif"));
    const retimed: number[] = [];
    for (let i = 0; i < looks.length; i++) retimed.push(await cpuOf(pids, `${server.url}/gif/${id}.gif?${looks[0]}&delay=${600 + i}`, "image/gif"));
    const bytes = (await (await fetch(`${server.url}/gif/${id}.gif?delay=500`)).arrayBuffer()).byteLength;
    console.log(`\nGIF of The Pit, ${ply} plies (${ply + 1} frames of 480x440), ${looks.length} renders (each another flip and theme): CPU ${gifs.map((ms) => ms.toFixed(0)).join(", ")} ms (median ${median(gifs).toFixed(0)}, ${(median(gifs) / (ply + 1)).toFixed(1)} ms a frame); ${(bytes / 1024).toFixed(0)} KiB`);
    console.log(`the first of them at ${looks.length} other delays: CPU ${retimed.map((ms) => ms.toFixed(1)).join(", ")} ms (median ${median(retimed).toFixed(1)})`);
  } finally {
    server.process.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rmSync(server.store, { recursive: true, force: true });
  }
}

await main();
