/**
 * "Hint": the page asks a Web Worker (hint-worker.ts) for the computer's move in the
 * position shown, and says it in words with an evaluation. One worker per page, made on
 * the first hint; a newer request supersedes an older one.
 */
import { WIN } from "../../../src/engine/search/search.ts";
import { evaluationInWords, moveInWords } from "../../../src/engine/move-in-words.ts";
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

/** A hint for the page: its sentence, and the suggested move's clicks for the board's arrow. */
export interface HintWords {
  readonly text: string;
  readonly path?: readonly string[];
}

/**
 * The hint in words, with piece names and the evaluation as a player says it: "The
 * computer suggests Sorceror g1 to b6 (Sg1-b6); the position is about even."
 */
export function describeHint(game: AnyGame, state: unknown, answer: HintAnswer): HintWords {
  if ("error" in answer) return { text: answer.error };
  if (!answer.move) return { text: "No move to suggest: the game is over here." };
  const move = game.legalMoves(state).find((candidate) => candidate.text === answer.move);
  const words = move ? moveInWords(game, state, move) : undefined;
  const named = words ? `${words} (${answer.move})` : answer.move;
  return { text: `The computer suggests ${named}; ${evaluationInWords(answer.score, game.turn(state), game.sideNames, WIN)}.`, path: move?.path };
}
