/**
 * What a diagram costs in workerd (issue 32, item 6), measured on a local `wrangler dev`
 * with the picture renderer beside it, as deployed:
 *
 *   npm run bench:diagrams [-- --positions 20] [-- --size 480]
 *
 * For each game, `--positions` positions of a seeded random game (its start and each ply
 * after), each with an arrow and a circled cell, asked for as /diagram/<game>.png and
 * .svg at `--size` pixels (each a render, not in the cache), then again (each from the
 * cache), one request at a time; the workerd processes' CPU is read around each (every
 * thread's schedstat). The render's cost is the first figure less the second.
 */
import { rmSync } from "node:fs";
import { makeRandom, randomPlayout } from "../engine/random-playout.ts";
import { listGames } from "../engine/registry.ts";
import { diagramPath } from "../diagram/link.ts";
import { cpuOfGet, ensureWebBuilt, migrateLocal, SERVICE_CONFIGS, start, waitFor, workerdOf } from "./local-server.ts";

function argument(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  return at < 0 ? fallback : Number(process.argv[at + 1]);
}

const POSITIONS = argument("--positions", 20);
const SIZE = argument("--size", 480);

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values: readonly number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

/** The diagram addresses of one game: positions along a seeded random line, each with a green arrow from a piece and a red circle on another. */
function diagramsOf(gameIndex: number, format: "png" | "svg"): string[] {
  const game = listGames()[gameIndex];
  const setup = game.setup({});
  if (!setup.ok) throw new Error(setup.error.message);
  const line = randomPlayout(game, setup.value, makeRandom(3000 + gameIndex), { plies: POSITIONS - 1, avoidEnding: true });
  return line.states.map((state) => {
    const view = game.view(state);
    const cells = new Set(view.cells.map((cell) => cell.id));
    const occupied = view.pieces.filter((piece) => cells.has(piece.at)).map((piece) => piece.at);
    const squares = view.cells.filter((cell) => cell.shape !== "hole").map((cell) => cell.id);
    // a board with no man on it yet (Pit of Pillars' start) has its arrow and circle on empty squares
    const from = occupied[0] ?? squares[0];
    const to = squares.find((id) => id !== from && !occupied.includes(id))!;
    const circled = occupied[occupied.length - 1] ?? squares[squares.length - 1];
    return diagramPath({
      game: game.id,
      format,
      position: game.makePosition(state),
      arrows: [{ colour: "G", from, to }],
      circles: [{ colour: "R", at: circled }],
      size: SIZE,
    });
  });
}

async function main(): Promise<void> {
  ensureWebBuilt();
  const port = 30_000 + Math.floor(Math.random() * 10_000);
  const server = start("diagrams", [...SERVICE_CONFIGS, "--var", "RATE_LIMIT:off"], port);
  migrateLocal(server);
  try {
    await waitFor(`${server.url}/api/variants`);
    const pids = workerdOf(server.process.pid as number);
    console.log(`diagrams, ${SIZE} px, with an arrow and a circle: ${POSITIONS} positions of a random game each, one request at a time`);
    console.log("| game | format | renders | render CPU median ms | p90 ms | from the cache median ms | render less cache, median ms | p90 ms |");
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
    const all: Record<string, number[]> = { png: [], svg: [] };
    for (const [i, game] of listGames().entries()) {
      for (const format of ["png", "svg"] as const) {
        const type = format === "png" ? "image/png" : "image/svg+xml; charset=utf-8";
        const urls = diagramsOf(i, format).map((path) => `${server.url}${path}`);
        const render: number[] = [];
        const cached: number[] = [];
        for (const url of urls) render.push(await cpuOfGet(pids, url, type));
        for (const url of urls) cached.push(await cpuOfGet(pids, url, type));
        const net = render.map((ms, k) => ms - cached[k]);
        all[format].push(...net);
        console.log(
          `| ${game.id} | ${format} | ${render.length} | ${median(render).toFixed(1)} | ${percentile(render, 90).toFixed(1)} | ${median(cached).toFixed(1)} | ${median(net).toFixed(1)} | ${percentile(net, 90).toFixed(1)} |`,
        );
      }
    }
    for (const format of ["png", "svg"]) console.log(`all games, ${format}: render less cache, median ${median(all[format]).toFixed(1)} ms, p90 ${percentile(all[format], 90).toFixed(1)} ms`);
  } finally {
    server.process.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rmSync(server.store, { recursive: true, force: true });
  }
}

await main();
