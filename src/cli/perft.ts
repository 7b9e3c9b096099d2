/**
 * Perft from the command line, for any game in the registry:
 *
 *   npm run perft -- <game> <depth> [position text] [--divide]
 *
 * Prints the node count; with --divide, one line per first move, then the total.
 */
import { divide, perft } from "../engine/perft.ts";
import { getGame, listGames } from "../engine/registry.ts";

const USAGE = "usage: npm run perft -- <game> <depth> [position text] [--divide]";

function exit(message: string): never {
  console.error(message);
  process.exit(2);
}

function main(args: readonly string[]): void {
  const showDivide = args.includes("--divide");
  const [id, depthText, ...positionWords] = args.filter((arg) => arg !== "--divide");
  if (id === undefined || depthText === undefined) exit(USAGE);
  const game = getGame(id);
  if (game === undefined) exit(`unknown game "${id}"; games: ${listGames().map((g) => g.id).join(", ")}`);
  const depth = Number(depthText);
  if (!Number.isInteger(depth) || depth < 0) exit(`depth must be a whole number, not "${depthText}"\n${USAGE}`);
  // The position may arrive as one quoted argument or as its space-separated fields.
  const start = positionWords.length > 0 ? game.parsePosition(positionWords.join(" ")) : game.setup();
  if (!start.ok) exit(start.error.message);
  if (!showDivide) {
    console.log(perft(game, start.value, depth));
    return;
  }
  let total = 0;
  for (const { move, nodes } of divide(game, start.value, depth)) {
    console.log(`${move}: ${nodes}`);
    total += nodes;
  }
  console.log(`total: ${total}`);
}

main(process.argv.slice(2));
