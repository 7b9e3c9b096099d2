/**
 * A FastPosition (src/engine/search/fast-position.ts) built on a game's readable rules
 * alone, for ANY game: a stack of immutable states, made by `play` and unmade by popping.
 * It is slow on purpose and only for tests: searched by fast-search.ts it must give what
 * search.ts gives on the same game, which proves the fast search is the same search.
 *
 * Moves are numbered by their text, through one table for the position's whole life, so
 * that the same number is the same move text in every position: the fast search keeps
 * killers and stored best moves as numbers where search.ts keeps texts, and the two agree
 * only if number and text go together. The key is likewise a number given to each
 * distinct `searchKey` (or whole-state text): a perfect hash, so the two searches'
 * transposition tables hold the same entries.
 */
import { FAST_BLACK_WINS, FAST_DRAW, FAST_ONGOING, FAST_WHITE_WINS } from "../../../src/engine/search/fast-position.ts";
import type { FastMoveList, FastOutcome, FastPosition } from "../../../src/engine/search/fast-position.ts";
import { makeStateText } from "../../../src/engine/state-text.ts";
import type { Game, Move, Side } from "../../../src/engine/types.ts";

class Numbering {
  private readonly numbers = new Map<string, number>();
  readonly texts: string[] = [];
  of(text: string): number {
    let number = this.numbers.get(text);
    if (number === undefined) {
      number = this.texts.length;
      this.numbers.set(text, number);
      this.texts.push(text);
    }
    return number;
  }
}

export class ReferenceFastPosition<S> implements FastPosition {
  private readonly states: S[];
  /** Per stack level: the state's legal moves once asked. */
  private readonly moveCache: (readonly Move[] | undefined)[] = [];
  private readonly lists: Int32Array[] = [];
  private readonly moveNumbers = new Numbering();
  private readonly keyNumbers = new Numbering();

  constructor(
    private readonly game: Game<S>,
    state: S,
  ) {
    this.states = [state];
  }

  private get top(): S {
    return this.states[this.states.length - 1];
  }

  private moves(): readonly Move[] {
    const level = this.states.length - 1;
    return (this.moveCache[level] ??= this.game.legalMoves(this.top));
  }

  turn(): Side {
    return this.game.turn(this.top);
  }

  legalMoves(): FastMoveList {
    const moves = this.moves();
    const level = this.states.length - 1;
    let list = this.lists[level];
    if (list === undefined || list.length < moves.length) list = this.lists[level] = new Int32Array(Math.max(16, moves.length));
    moves.forEach((move, i) => (list[i] = this.moveNumbers.of(move.text)));
    return { list, count: moves.length };
  }

  countLegalMoves(): number {
    return this.moves().length;
  }

  make(move: number): void {
    const text = this.moveText(move);
    const played = this.game.play(this.top, text);
    if (!played.ok) throw new Error(`${this.game.id}: listed move ${text} was refused: ${played.error.message}`);
    this.states.push(played.value.state);
    this.moveCache[this.states.length - 1] = undefined;
  }

  unmake(move: number): void {
    if (this.states.length === 1) throw new Error(`unmake of ${this.moveText(move)} at the root`);
    this.moveCache[this.states.length - 1] = undefined;
    this.states.pop();
  }

  outcome(): FastOutcome {
    const outcome = this.game.outcome(this.top);
    if (outcome.status === "win") return outcome.winner === "white" ? FAST_WHITE_WINS : FAST_BLACK_WINS;
    return outcome.status === "draw" ? FAST_DRAW : FAST_ONGOING;
  }

  evaluate(): number {
    return this.game.evaluate ? this.game.evaluate(this.top) : 0;
  }

  isCapture(move: number): boolean {
    const text = this.moveText(move);
    const found = this.moves().find((candidate) => candidate.text === text);
    if (!found) throw new Error(`${this.game.id}: ${text} is not a legal move here`);
    return found.kind.includes("capture");
  }

  key(): number {
    const top = this.top;
    return this.keyNumbers.of(this.game.searchKey ? this.game.searchKey(top) : makeStateText(this.game, top));
  }

  moveText(move: number): string {
    const text = this.moveNumbers.texts[move];
    if (text === undefined) throw new Error(`move number ${move} was never listed`);
    return text;
  }

  positionText(): string {
    return this.game.makePosition(this.top);
  }
}
