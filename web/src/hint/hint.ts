/**
 * "Hint": the page asks a Web Worker (hint-worker.ts) for the computer's move in the
 * position shown, and says it in words with an evaluation. One worker per page, made on
 * the first hint; a newer request supersedes an older one.
 */
import { WIN } from "../../../src/engine/search/search.ts";
import { makeStateText } from "../../../src/engine/state-text.ts";
import type { AnyGame } from "../../../src/engine/types.ts";

export interface HintRequest {
  readonly id: number;
  readonly variant: string;
  readonly state: string;
}

export type HintAnswer =
  | { readonly id: number; readonly move: string | undefined; readonly score: number; readonly depth: number; readonly nodes: number }
  | { readonly id: number; readonly error: string };

let worker: Worker | undefined;
let next = 0;

/** The suggested move in `state` for the side to move, and its evaluation from that side's point of view. */
export function askHint(game: AnyGame, state: unknown): Promise<HintAnswer> {
  worker ??= new Worker(new URL("./hint-worker.ts", import.meta.url), { type: "module" });
  const id = ++next;
  const request: HintRequest = { id, variant: game.id, state: makeStateText(game, state) };
  return new Promise((resolve) => {
    const listen = (event: MessageEvent<HintAnswer>) => {
      if (event.data.id !== id) return;
      worker?.removeEventListener("message", listen);
      resolve(event.data);
    };
    worker!.addEventListener("message", listen);
    worker!.postMessage(request);
  });
}

/** The hint in words: "Hint: Sb5-a6, a win in 1" or "Hint: e2-e3 (+1.2, 3 moves deep)". */
export function describeHint(answer: HintAnswer): string {
  if ("error" in answer) return answer.error;
  if (!answer.move) return "No move to suggest: the game is over here.";
  const plies = WIN - Math.abs(answer.score);
  if (plies <= 64) return answer.score > 0 ? `Hint: ${answer.move}, which wins in ${Math.ceil(plies / 2)}.` : `Hint: ${answer.move}; the position is lost.`;
  const pawns = (answer.score / 100).toFixed(1);
  return `Hint: ${answer.move} (${answer.score >= 0 ? "+" : ""}${pawns} for the side to move, ${answer.depth} ${answer.depth === 1 ? "ply" : "plies"} deep).`;
}
