/**
 * Perft: the number of move sequences of a given length, the standard check of a move
 * generator. Generic over the Game interface, so every game is counted the same way:
 * through `legalMoves` and `play`, which a game over (automatic draws included) stops.
 */
import type { Game } from "./types.ts";

function playOrThrow<S>(game: Game<S>, state: S, text: string): S {
  const played = game.play(state, text);
  // legalMoves listed this text: a refusal is a bug in the game, not user input.
  if (!played.ok) throw new Error(`${game.id}: listed move ${text} was refused: ${played.error.message}`);
  return played.value.state;
}

/** The number of leaf nodes `depth` plies below `state`. */
export function perft<S>(game: Game<S>, state: S, depth: number): number {
  if (depth === 0) return 1;
  // the last ply only counts: a game that can count without writing the moves out does
  if (depth === 1) return game.countLegalMoves ? game.countLegalMoves(state) : game.legalMoves(state).length;
  const moves = game.legalMoves(state);
  let nodes = 0;
  for (const move of moves) nodes += perft(game, playOrThrow(game, state, move.text), depth - 1);
  return nodes;
}

/** Perft split by first move, to find where two move generators disagree. */
export function divide<S>(game: Game<S>, state: S, depth: number): { readonly move: string; readonly nodes: number }[] {
  if (depth < 1) return [];
  return game.legalMoves(state).map((move) => ({ move: move.text, nodes: perft(game, playOrThrow(game, state, move.text), depth - 1) }));
}
