/**
 * Analysis links: `/analysis/<game>?options=<k=v;...>&from=<position text>&line=<moves>&for=<game id>`.
 * A link holds a position and a line of moves, never a seat token, so it can be shared
 * with anyone. `from` is left out for the game's starting position, `line` when empty.
 */
import { makeOptionsTag, parseOptionsTag } from "../../../src/engine/record.ts";
import type { GameOptions } from "../../../src/engine/types.ts";

export interface AnalysisLink {
  readonly variant: string;
  readonly options: GameOptions;
  /** A position text, or undefined for the start. */
  readonly from: string | undefined;
  readonly line: readonly string[];
  /** A game of this browser's seats whose conditional moves this board may save (`line` is then its moves). */
  readonly forGame?: string;
}

export function makeAnalysisLink(link: AnalysisLink): string {
  const query = new URLSearchParams();
  const options = makeOptionsTag(link.options);
  if (options) query.set("options", options);
  if (link.from !== undefined) query.set("from", link.from);
  if (link.line.length > 0) query.set("line", link.line.join(" "));
  if (link.forGame) query.set("for", link.forGame);
  const search = query.toString();
  return `/analysis/${encodeURIComponent(link.variant)}${search ? `?${search}` : ""}`;
}

export function parseAnalysisLink(variant: string, search: string): AnalysisLink {
  const query = new URLSearchParams(search);
  const line = (query.get("line") ?? "").split(/\s+/).filter(Boolean);
  return { variant, options: parseOptionsTag(query.get("options") ?? undefined), from: query.get("from") ?? undefined, line, forGame: query.get("for") ?? undefined };
}
