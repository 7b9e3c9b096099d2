/**
 * Soak: seeded random games of any game, checking at every position what the server and
 * the pages rely on:
 *
 * - the game is over exactly when no move is listed;
 * - every listed move plays (or a random sample of them, `movesPerPosition`), and plays as
 *   the text it was listed with; no text is listed twice;
 * - a text one slip away from a listed move (a character changed, dropped or doubled),
 *   when it is not itself listed, is refused with a reason (a RuleError with a message);
 * - the position text round-trips, and so does the whole-state text where the game has one
 *   (the state read back lists the same moves);
 * - the game's own conservation laws hold from each position to the next (`checkStep`).
 *
 * Pure: the CLI (`npm run soak`) and the tests drive it.
 */
import { makeRandom } from "./random-playout.ts";
import { makeStateText, parseStateText } from "./state-text.ts";
import type { AnyGame, Move } from "./types.ts";

export interface SoakOptions {
  readonly games: number;
  /** The first game's seed; game i uses seed + i. */
  readonly seed: number;
  /** A game stops after this many plies if it has not ended. */
  readonly maxPlies: number;
  /** Slips tried per position. */
  readonly slips: number;
  /**
   * Listed moves played per position, at random (the one the game goes on with among
   * them); undefined plays every one. Pit of Pillars lists thousands of turns at once.
   */
  readonly movesPerPosition?: number;
}

export interface SoakReport {
  readonly game: string;
  readonly games: number;
  readonly plies: number;
  readonly positions: number;
  readonly movesPlayed: number;
  readonly slipsRefused: number;
  /** The first problems found (at most 20), each naming the seed, ply and position. */
  readonly violations: readonly string[];
  readonly violationCount: number;
}

const MAX_REPORTED = 20;

/** Texts one slip away from `text`, over the characters the game's texts use. */
function slipsOf(text: string, alphabet: string, random: () => number, count: number): string[] {
  const slips: string[] = [];
  for (let i = 0; i < count; i++) {
    const at = Math.floor(random() * text.length);
    const other = alphabet[Math.floor(random() * alphabet.length)];
    const kind = Math.floor(random() * 3);
    slips.push(
      kind === 0 ? text.slice(0, at) + other + text.slice(at + 1) : kind === 1 ? text.slice(0, at) + text.slice(at + 1) : text.slice(0, at) + text[at] + text.slice(at),
    );
  }
  return slips;
}

/** Plays `options.games` seeded random games of `game`, checking every position. */
export function soak(game: AnyGame, options: SoakOptions): SoakReport {
  const violations: string[] = [];
  let violationCount = 0;
  let plies = 0;
  let positions = 0;
  let movesPlayed = 0;
  let slipsRefused = 0;
  const alphabet = new Set<string>();

  for (let g = 0; g < options.games; g++) {
    const seed = options.seed + g;
    const random = makeRandom(seed);
    const start = game.setup();
    if (!start.ok) throw new Error(`${game.id}: setup failed: ${start.error.message}`);
    let state: unknown = start.value;
    const report = (ply: number, problem: string) => {
      violationCount++;
      if (violations.length < MAX_REPORTED) violations.push(`${game.id} seed ${seed} ply ${ply} (${game.makePosition(state)}): ${problem}`);
    };

    for (let ply = 0; ; ply++) {
      positions++;
      const moves: readonly Move[] = game.legalMoves(state);
      const outcome = game.outcome(state);
      if ((outcome.status === "ongoing") !== moves.length > 0) report(ply, `outcome ${outcome.status} with ${moves.length} listed moves`);

      const text = game.makePosition(state);
      const reread = game.parsePosition(text);
      if (!reread.ok) report(ply, `its position text does not read back: ${reread.error.message}`);
      else if (game.makePosition(reread.value) !== text) report(ply, "its position text does not round-trip");
      if (game.makeState) {
        const restored = parseStateText(game, makeStateText(game, state));
        const same = restored.ok && game.legalMoves(restored.value).map((m) => m.text).join(" ") === moves.map((m) => m.text).join(" ");
        if (!same) report(ply, "its whole-state text does not restore the same legal moves");
      }

      const listed = new Set(moves.map((m) => m.text));
      if (listed.size !== moves.length) report(ply, "a move text is listed twice");
      for (const move of moves) for (const c of move.text) alphabet.add(c);
      // the move the game goes on with, first, then the others to play: all of them, or a sample
      const order = moves.map((_, i) => i);
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [order[i], order[j]] = [order[j], order[i]];
      }
      let next: unknown;
      for (const index of order.slice(0, options.movesPerPosition ?? order.length)) {
        const move = moves[index];
        const played = game.play(state, move.text);
        movesPlayed++;
        if (!played.ok) report(ply, `listed move ${move.text} is refused: ${played.error.message}`);
        else if (played.value.move.text !== move.text) report(ply, `listed move ${move.text} plays as ${played.value.move.text}`);
        else {
          next ??= played.value.state;
          const broken = game.checkStep?.(state, played.value.state);
          if (broken) report(ply, `after ${move.text}: ${broken}`);
        }
      }
      if (moves.length > 0) {
        const chars = [...alphabet].join("");
        for (const slip of slipsOf(moves[Math.floor(random() * moves.length)].text, chars, random, options.slips)) {
          if (listed.has(slip)) continue;
          const refused = game.play(state, slip);
          if (refused.ok) report(ply, `unlisted text "${slip}" is played`);
          else if (!refused.error.message) report(ply, `unlisted text "${slip}" is refused without a reason`);
          else slipsRefused++;
        }
      }

      if (next === undefined || ply >= options.maxPlies) break;
      state = next;
      plies++;
    }
  }
  return { game: game.id, games: options.games, plies, positions, movesPlayed, slipsRefused, violations, violationCount };
}
