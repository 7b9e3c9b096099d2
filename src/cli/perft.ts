/**
 * Perft from the command line, for any game in the registry:
 *
 *   npm run perft -- <game> <depth> [position text] [--divide | --fast]
 *
 * Prints the node count; with --divide, one line per first move, then the total. With
 * --fast, counts on the game's fast path (The Pit only, src/engine/games/the-pit/
 * fast-perft.ts: make/unmake on a typed-array board), which its tests hold to the same
 * counts as the readable rules.
 */
import module from "node:module";
import { divide, perft } from "../engine/perft.ts";
import { loadGame } from "./load-game.ts";

// Keeps each file's type-stripped code between runs (Node's own cache, in the system's
// temporary folder): a run after the first starts about 0.25 s sooner.
module.enableCompileCache?.();

const USAGE = "usage: npm run perft -- <game> <depth> [position text] [--divide | --fast]";
/** Games with a fast path for counting. */
const FAST_GAMES = ["the-pit"];

/** Runs the command; returns an error message for bad arguments, or undefined. */
async function run(args: readonly string[]): Promise<string | undefined> {
  const showDivide = args.includes("--divide");
  const fast = args.includes("--fast");
  const [id, depthText, ...positionWords] = args.filter((arg) => arg !== "--divide" && arg !== "--fast");
  if (id === undefined || depthText === undefined) return USAGE;
  const game = await loadGame(id);
  if (typeof game === "string") return game;
  const depth = Number(depthText);
  if (!Number.isInteger(depth) || depth < 0) return `depth must be a whole number, not "${depthText}"\n${USAGE}`;
  // The position may arrive as one quoted argument or as its space-separated fields.
  const start = positionWords.length > 0 ? game.parsePosition(positionWords.join(" ")) : game.setup();
  if (!start.ok) return start.error.message;
  if (fast) {
    if (showDivide) return `--fast counts the total only\n${USAGE}`;
    if (!FAST_GAMES.includes(game.id)) return `--fast: only ${FAST_GAMES.join(", ")} has a fast path`;
    const { FAST_PERFT_MAX_DEPTH, fastPerft } = await import("../engine/games/the-pit/fast-perft.ts");
    if (depth > FAST_PERFT_MAX_DEPTH) return `--fast counts to depth ${FAST_PERFT_MAX_DEPTH} (threefold repetition is not tracked)`;
    console.log(fastPerft(start.value as Parameters<typeof fastPerft>[0], depth));
    return undefined;
  }
  if (!showDivide) {
    console.log(perft(game, start.value, depth));
    return undefined;
  }
  let total = 0;
  for (const { move, nodes } of divide(game, start.value, depth)) {
    console.log(`${move}: ${nodes}`);
    total += nodes;
  }
  console.log(`total: ${total}`);
  return undefined;
}

const problem = await run(process.argv.slice(2));
if (problem !== undefined) {
  console.error(problem);
  process.exitCode = 2;
}
