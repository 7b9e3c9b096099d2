/**
 * Perft data files in shakmaty's format: `id <name>`, `epd <position text>`, then
 * `perft <depth> <count>` lines; `#` starts a comment line. One file per game.
 */

export interface PerftCase {
  readonly id: string;
  readonly epd: string;
  readonly counts: readonly { readonly depth: number; readonly nodes: number }[];
}

/** Reads a perft file. A malformed line is a broken fixture, so it throws. */
export function parsePerftFile(text: string): PerftCase[] {
  const cases: { id: string; epd: string; counts: { depth: number; nodes: number }[] }[] = [];
  for (const [index, raw] of text.split("\n").entries()) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const space = line.indexOf(" ");
    const keyword = space < 0 ? line : line.slice(0, space);
    const rest = space < 0 ? "" : line.slice(space + 1).trim();
    const current = cases[cases.length - 1];
    if (keyword === "id") cases.push({ id: rest, epd: "", counts: [] });
    else if (keyword === "epd" && current !== undefined) current.epd = rest;
    else if (keyword === "perft" && current !== undefined && /^\d+ \d+$/.test(rest)) {
      const [depth, nodes] = rest.split(" ").map(Number);
      current.counts.push({ depth, nodes });
    } else throw new Error(`perft file line ${index + 1} is not understood: ${line}`);
  }
  return cases;
}
