/**
 * Conditional moves ("if my opponent plays X, I reply Y; if he then plays Z, I reply W"),
 * the way correspondence servers offer them. A seat stores lines while it waits; each line
 * alternates whole turns, the opponent's first: `[[X], [Y], [Z], [W]]`. A turn is a list
 * of move texts, since a game may give one side several moves in a row (In The Bin's
 * extra moves). Pure rules over the engine, so they are tested without a Durable Object;
 * the GameRoom keeps the lines (secret to their seat) and plays the replies.
 */
import { opposite, type AnyGame, type Side } from "../../engine/types.ts";

/** Whole turns, alternating, the opponent's first. */
export type ConditionalLine = readonly (readonly string[])[];

export const MAX_LINES = 20;
export const MAX_TURNS = 20;

export type LinesCheck = { readonly ok: true; readonly lines: ConditionalLine[] } | { readonly ok: false; readonly message: string };

/**
 * Checks `lines` for the seat `holder` from `state`, where the game goes on and the
 * opponent is to move (the caller refuses the other moments): each turn must be legal
 * and made by the right side, and lines must agree (the same moves by the opponent must
 * get the same reply). The lines come back with canonical move texts.
 */
export function checkLines(game: AnyGame, state: unknown, holder: Side, lines: readonly ConditionalLine[]): LinesCheck {
  if (lines.length > MAX_LINES) return { ok: false, message: `At most ${MAX_LINES} lines can be stored.` };
  const replies = new Map<string, string>();
  const checked: ConditionalLine[] = [];
  for (const [n, line] of lines.entries()) {
    const label = `Line ${n + 1}`;
    if (line.length < 2) return { ok: false, message: `${label} needs your opponent's move and your reply.` };
    if (line.length > MAX_TURNS) return { ok: false, message: `${label} is longer than ${MAX_TURNS} turns.` };
    let current = state;
    const turns: string[][] = [];
    for (const [t, turn] of line.entries()) {
      const mover = t % 2 === 0 ? "opponent" : "you";
      if (turn.length === 0) return { ok: false, message: `${label}, turn ${t + 1}: no move.` };
      const texts: string[] = [];
      for (const text of turn) {
        const expected = t % 2 === 0 ? game.turn(current) !== holder : game.turn(current) === holder;
        if (!expected || game.outcome(current).status !== "ongoing") {
          return { ok: false, message: `${label}, turn ${t + 1}: ${text} is not a move of the ${mover === "you" ? "replying" : "opponent's"} turn.` };
        }
        const played = game.play(current, text);
        if (!played.ok) return { ok: false, message: `${label}, turn ${t + 1} (${text}): ${played.error.message}` };
        texts.push(played.value.move.text);
        current = played.value.state;
      }
      // a turn ends when the other side is to move (or the game is over)
      const ended = game.outcome(current).status !== "ongoing" || game.turn(current) === (t % 2 === 0 ? holder : opposite(holder));
      if (!ended) return { ok: false, message: `${label}, turn ${t + 1} is not a whole turn: the same side moves again.` };
      turns.push(texts);
    }
    for (let t = 1; t < turns.length; t += 2) {
      const prefix = JSON.stringify(turns.slice(0, t));
      const reply = JSON.stringify(turns[t]);
      const known = replies.get(prefix);
      if (known !== undefined && known !== reply) {
        return { ok: false, message: `${label} answers the same moves differently from an earlier line.` };
      }
      replies.set(prefix, reply);
    }
    // a trailing opponent turn without a reply says nothing: drop it
    checked.push(turns.length % 2 === 0 ? turns : turns.slice(0, -1));
  }
  return { ok: true, lines: checked };
}

/** What to do after the opponent's whole turn `played`: the reply to play, if any, and the lines that go on. */
export interface Answer {
  readonly reply: readonly string[] | undefined;
  /** The lines that matched, less the two turns used; the others are dropped. */
  readonly remaining: ConditionalLine[];
}

export function answerTurn(lines: readonly ConditionalLine[], played: readonly string[]): Answer {
  const key = JSON.stringify(played);
  const matching = lines.filter((line) => JSON.stringify(line[0]) === key);
  const reply = matching[0]?.[1];
  return { reply, remaining: matching.map((line) => line.slice(2)).filter((line) => line.length >= 2) };
}

/*
 * Lines are saved from the position the seat saw, which may be in the middle of the
 * opponent's turn (after a capture in In The Bin, an extra move is to come), but they
 * are matched against the opponent's whole turn. So they are stored from the start of
 * that turn, `sofar` (the moves of it already made) put in front of their first turn,
 * and read back from the current position, `sofar` taken off again.
 */

/** `lines` built from the current position, as stored: from the start of the opponent's turn, whose moves so far are `sofar`. */
export function linesFromTurnStart(lines: readonly ConditionalLine[], sofar: readonly string[]): ConditionalLine[] {
  return sofar.length === 0 ? lines.slice() : lines.map(([first, ...rest]) => [[...sofar, ...first], ...rest]);
}

/** Stored `lines` as seen from the current position, `sofar` into the opponent's turn: those that can still match, their first turn's start cut off. */
export function linesFromNow(lines: readonly ConditionalLine[], sofar: readonly string[]): ConditionalLine[] {
  if (sofar.length === 0) return lines.slice();
  return lines
    .filter(([first]) => first.length > sofar.length && sofar.every((text, i) => first[i] === text))
    .map(([first, ...rest]) => [first.slice(sofar.length), ...rest]);
}
