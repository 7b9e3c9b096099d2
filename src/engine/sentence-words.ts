/**
 * A game's sentences with their words (types.ts, Words): the English the engine says and,
 * beside it, the message id under the game's own prefix and the values its placeholders
 * take, so a page can say the same sentence in its reader's language. One maker per game
 * keeps every refusal and prompt of that game to one form:
 *
 *   const words = sentencesOf("the-pit");
 *   return words.illegal("noPiece", { square }, `There is no piece on ${square}.`);
 *
 * The English stays the engine's own (the API and the move list read it); the catalogs
 * keep `engine.the-pit.noPiece` and a test holds their English to these words.
 */
import type { Result, Sentence, Words } from "./types.ts";
import { fail, said } from "./types.ts";

export type WordValues = NonNullable<Words["values"]>;

export interface SentenceMaker {
  /** The words alone, for a sentence built elsewhere (a refusal that a helper returns as a Sentence). */
  words(what: string, values?: WordValues): Words;
  /** A refusal of a move the rules forbid (code illegal_move). */
  illegal(what: string, values: WordValues | undefined, english: string): Result<never>;
  /** A refusal of a move text that is not written as the game writes moves (code malformed_move). */
  malformed(what: string, values: WordValues | undefined, english: string): Result<never>;
  /** Anything else said to a player: a prompt, a button's label. */
  said(what: string, values: WordValues | undefined, english: string): Sentence;
}

/** The sentence maker of the game `game` (its id): every message id is `<game>.<what>`. */
export function sentencesOf(game: string): SentenceMaker {
  const words = (what: string, values?: WordValues): Words => (values === undefined || Object.keys(values).length === 0 ? { id: `${game}.${what}` } : { id: `${game}.${what}`, values });
  return {
    words,
    illegal: (what, values, english) => fail("illegal_move", english, words(what, values)),
    malformed: (what, values, english) => fail("malformed_move", english, words(what, values)),
    said: (what, values, english) => said(english, words(what, values)),
  };
}
