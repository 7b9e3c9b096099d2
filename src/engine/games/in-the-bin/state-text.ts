/**
 * The whole state as text, history included, for checkpoints (the position text keeps
 * only the position): the position, the last move's number and side, then every earlier
 * bin and every earlier board (as their hashes) with the move number at which each first
 * stood. `parseState(makeState(s))` plays exactly as `s`.
 */
import { addIfAbsent, emptyMap, entriesOf, type PersistentMap } from "../../persistent-map.ts";
import type { Result, Side } from "../../types.ts";
import { fail, ok } from "../../types.ts";
import { makePosition, parsePosition } from "./position.ts";
import type { InTheBinState } from "./state.ts";

const hex = (n: number): string => (n >>> 0).toString(16);

function makeEntries(map: PersistentMap<number>): string {
  return entriesOf(map)
    .map((e) => `${hex(e.hi)}.${hex(e.lo)}=${e.value}`)
    .join(",");
}

/** The entries of a history; each is the move number at which something first stood, so none is later than `moveNumber`. */
function parseEntries(text: string, moveNumber: number): PersistentMap<number> | undefined {
  let map = emptyMap<number>();
  if (text === "") return map;
  for (const entry of text.split(",")) {
    const match = /^([0-9a-f]{1,8})\.([0-9a-f]{1,8})=(\d+)$/.exec(entry);
    if (!match || Number(match[3]) > moveNumber) return undefined;
    map = addIfAbsent(map, parseInt(match[1], 16) | 0, parseInt(match[2], 16) | 0, Number(match[3]));
  }
  return map;
}

export function makeState(state: InTheBinState): string {
  const last = state.lastMover === undefined ? "-" : state.lastMover === "white" ? "w" : "b";
  return [makePosition(state), `${state.moveNumber} ${last}`, makeEntries(state.bins), makeEntries(state.boards)].join(" | ");
}

export function parseState(text: string): Result<InTheBinState> {
  const parts = text.split(" | ");
  const bad = fail("malformed_position", "This is not an In The Bin state text: position | move number and side | bins | boards.");
  if (parts.length !== 4) return bad;
  const position = parsePosition(parts[0]);
  if (!position.ok) return position;
  // a move number is a count of turns played: whole, and short of where counting in doubles goes wrong
  const moveMatch = /^(\d{1,15}) ([wb-])$/.exec(parts[1]);
  if (!moveMatch) return bad;
  const moveNumber = Number(moveMatch[1]);
  const bins = parseEntries(parts[2], moveNumber);
  const boards = parseEntries(parts[3], moveNumber);
  if (!bins || !boards) return bad;
  const lastMover: Side | undefined = moveMatch[2] === "-" ? undefined : moveMatch[2] === "w" ? "white" : "black";
  return ok({ ...position.value, moveNumber, lastMover, bins, boards });
}
