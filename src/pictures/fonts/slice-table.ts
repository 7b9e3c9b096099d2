/**
 * Which Noto slice draws a character (slices.ts, written by `npm run typeface`): the
 * table is read once an isolate, into sorted runs for a binary search.
 */
import { SLICE_FILES, SLICE_RANGES } from "./slices.ts";

interface Runs {
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  readonly slices: Int32Array;
}

let runs: Runs | undefined;

function readRuns(): Runs {
  const tokens = SLICE_RANGES.split(" ");
  const starts = new Int32Array(tokens.length);
  const ends = new Int32Array(tokens.length);
  const slices = new Int32Array(tokens.length);
  let previousEnd = -1;
  tokens.forEach((token, i) => {
    const [gap, length, slice] = token.split(".").map((n) => parseInt(n, 36));
    starts[i] = previousEnd + gap;
    ends[i] = starts[i] + length;
    slices[i] = slice;
    previousEnd = ends[i];
  });
  return { starts, ends, slices };
}

/** The file of the slice that draws `codePoint`, or undefined when no Noto family has it. */
export function sliceFor(codePoint: number): string | undefined {
  runs ??= readRuns();
  let low = 0;
  let high = runs.starts.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (codePoint < runs.starts[middle]) high = middle - 1;
    else if (codePoint > runs.ends[middle]) low = middle + 1;
    else return SLICE_FILES[runs.slices[middle]];
  }
  return undefined;
}
