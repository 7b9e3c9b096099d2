/**
 * Perft from the command line, for any game in the registry:
 *
 *   npm run perft -- <game> <depth> [position text] [--divide | --fast]
 *
 * Prints the node count; with --divide, one line per first move, then the total. With
 * --fast, counts on the game's fast path (src/engine/search/fast-perft.ts: make/unmake
 * on the game's fast position), which its tests hold to the same counts as the readable
 * rules.
 */
import module from "node:module";
import { divide, perft } from "../engine/perft.ts";
import { loadGame } from "./load-game.ts";

// Keeps each file's type-stripped code between runs (Node's own cache, in the system's
// temporary folder): a run after the first starts about 0.25 s sooner.
module.enableCompileCache?.();

const USAGE = "usage: npm run perft -- <game> <depth> [position text] [--divide | --fast]";
/** The deepest --fast count: past it a count takes hours. */
const FAST_MAX_DEPTH = 8;

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
    if (depth > FAST_MAX_DEPTH) return `--fast counts to depth ${FAST_MAX_DEPTH}`;
    const { fastPositionOf } = await import("../engine/search/fast-registry.ts");
    const position = fastPositionOf(game, start.value);
    if (position === undefined) return `--fast: ${game.id} has no fast path`;
    const { fastPerft } = await import("../engine/search/fast-perft.ts");
    console.log(fastPerft(position, depth));
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
