/**
 * "Hint": the page asks a Web Worker (hint-worker.ts) for the computer's move in the
 * position shown, and says it in words with an evaluation. One worker per page, made on
 * the first hint; a newer request supersedes an older one.
 */
import { WIN } from "../../../src/engine/search/search.ts";
import { evaluationOf, evaluationText, moveParts, type Evaluation, type MovePart } from "../../../src/engine/move-in-words.ts";
import { makeStateText } from "../../../src/engine/state-text.ts";
import type { AnyGame } from "../../../src/engine/types.ts";
import { colourMessage, ownWords, sideColour, type ByColour } from "../board/words.ts";
import { t } from "../i18n.ts";

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
 * computer suggests Sorceror g1 to b6 (Sg1-b6); the position is about even." Worded in
 * the page's language from the engine's facts; piece names and notation as the game has them.
 */
export function describeHint(game: AnyGame, state: unknown, answer: HintAnswer): HintWords {
  if ("error" in answer) return { text: t("hint.cannotSearch") };
  if (!answer.move) return { text: t("hint.gameOver") };
  const move = game.legalMoves(state).find((candidate) => candidate.text === answer.move);
  const parts = move ? moveParts(game, state, move) : [];
  const evaluation = evaluationWords(game, evaluationOf(answer.score, game.turn(state), WIN));
  const text =
    parts.length > 0
      ? t("hint.suggests", { move: ownWords(movePartsWords(game, parts)), notation: answer.move, evaluation: ownWords(evaluation) })
      : t("hint.suggestsNotation", { notation: answer.move, evaluation: ownWords(evaluation) });
  return { text, path: move?.path };
}

/** A move's parts in the page's language: "Sorceror g1 to b6, then a man on d4". */
export function movePartsWords(game: AnyGame, parts: readonly MovePart[]): string {
  return parts.map((part) => partWords(game, part)).reduce((first, next) => t("hint.move.then", { first: ownWords(first), next: ownWords(next) }));
}

const FROM_HAND: ByColour = { white: "hint.move.fromHand.white", black: "hint.move.fromHand.black" };
const FROM_RESERVE: ByColour = { white: "hint.move.fromReserve.white", red: "hint.move.fromReserve.red" };

function partWords(game: AnyGame, part: MovePart): string {
  switch (part.kind) {
    case "moves":
      return t("hint.move.moves", { piece: part.piece, from: part.from, to: part.to });
    case "takes":
      return t("hint.move.takes", { piece: part.piece, from: part.from, taken: part.taken.toLowerCase(), to: part.to });
    case "places":
      return t("hint.move.places", { cell: part.at });
    case "enters": {
      const values = { piece: part.piece, to: part.to };
      const anyArea = () => t("hint.move.fromArea", { ...values, area: part.area.label.toLowerCase() });
      const place = part.area.id.split(":")[0];
      const colour = part.area.side && sideColour(game, part.area.side);
      if (place === "bin") return t("hint.move.fromBin", values);
      if (place === "hand") return colourMessage(FROM_HAND, colour, values, anyArea);
      if (place === "reserve") return colourMessage(FROM_RESERVE, colour, values, anyArea);
      return anyArea();
    }
  }
}

const EVALUATIONS: Readonly<Record<Exclude<Evaluation["kind"], "even">, ByColour>> = {
  winsIn: { white: "hint.eval.winsIn.white", black: "hint.eval.winsIn.black", red: "hint.eval.winsIn.red" },
  slightlyBetter: { white: "hint.eval.slightlyBetter.white", black: "hint.eval.slightlyBetter.black", red: "hint.eval.slightlyBetter.red" },
  clearlyBetter: { white: "hint.eval.clearlyBetter.white", black: "hint.eval.clearlyBetter.black", red: "hint.eval.clearlyBetter.red" },
  winning: { white: "hint.eval.winning.white", black: "hint.eval.winning.black", red: "hint.eval.winning.red" },
};

/** An evaluation in the page's language: "White is clearly better", "Red wins in 2 moves"; the engine's English for a side no catalog knows. */
export function evaluationWords(game: AnyGame, evaluation: Evaluation): string {
  if (evaluation.kind === "even") return t("hint.eval.even");
  const values = evaluation.kind === "winsIn" ? { count: evaluation.moves } : {};
  return colourMessage(EVALUATIONS[evaluation.kind], sideColour(game, evaluation.side), values, () => evaluationText(evaluation, game.sideNames));
}
