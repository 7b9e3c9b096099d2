/**
 * A game's positions rebuilt in the browser by replaying its moves with the shared
 * engine (records start from the initial position), so the board can show any earlier
 * position and the engine can list the legal moves. The server stays authoritative.
 */
import type { GameSnapshot } from "../api.ts";
import { replayMoves, replayMovesFrom } from "../../../src/engine/record.ts";
import type { AnyGame, Sentence, Side } from "../../../src/engine/types.ts";
import { said } from "../../../src/engine/types.ts";
import { SERVER_NOTES } from "../../../src/contract/move-notes.ts";
import { movePathFrom } from "../../../src/engine/move-path.ts";

export interface GameHistory {
  /** Engine states: `states[0]` is the start, `states[n]` follows move n. */
  readonly states: readonly unknown[];
  readonly moves: readonly string[];
  /** The side that made each move. */
  readonly sides: readonly Side[];
  /** Each move's notes, with their words where this page knows them (engine-words.ts says them). */
  readonly notes: readonly (readonly Sentence[])[];
}

/** A history, and what went wrong if it is only the current position. */
export interface BuiltHistory {
  readonly history: GameHistory;
  readonly problem?: string;
}

/**
 * Replays the snapshot's moves. If that fails (this page's engine is older or newer than
 * the server's), the server's position text alone is shown, without the moves.
 */
export function buildHistory(game: AnyGame, snapshot: GameSnapshot): BuiltHistory | undefined {
  const replay = replayMoves<unknown>(game, snapshot.moves, snapshot.options);
  if (replay.ok) {
    const notes = snapshot.notes?.length === replay.value.moves.length ? snapshot.notes.map((server, i) => withWords(server, replay.value.notes[i])) : replay.value.notes;
    return { history: { ...replay.value, notes } };
  }
  const position = game.parsePosition(snapshot.position);
  if (!position.ok) return undefined;
  return { history: { states: [position.value], moves: [], sides: [], notes: [] }, problem: replay.error.message };
}

/**
 * The history of `snapshot` built on `known`, the history the page holds, where the snapshot
 * only adds moves to it (a move played, the usual news): only the new moves are replayed, so
 * that taking a move in costs the same at ply 300 as at ply 3. Anything else (a takeback,
 * another line, nothing known yet, a new move this page's engine refuses) is replayed from
 * the start by `buildHistory`, as a first load is.
 */
export function extendHistory(game: AnyGame, known: GameHistory, snapshot: GameSnapshot): BuiltHistory | undefined {
  const from = known.moves.length;
  // a history of no moves may be the server's position alone (a replay that failed): never built on
  if (from === 0 || snapshot.moves.length < from || known.moves.some((move, i) => snapshot.moves[i] !== move)) return buildHistory(game, snapshot);
  const added = replayMovesFrom<unknown>(game, known.states[from], snapshot.moves.slice(from));
  if (!added.ok) return buildHistory(game, snapshot);
  const moves = [...known.moves, ...added.value.moves];
  const replayed = [...known.notes, ...added.value.notes];
  const notes = snapshot.notes?.length === moves.length ? snapshot.notes.map((server, i) => withWords(server, replayed[i])) : replayed;
  return { history: { states: [...known.states, ...added.value.states.slice(1)], moves, sides: [...known.sides, ...added.value.sides], notes } };
}

/**
 * A move's notes as the server sent them (the ones the players saw), each with its words:
 * the replay's own note when its English is the server's (by contract it is), else a note
 * the server adds (a conditional line's reply), else the server's English as it stands.
 */
function withWords(server: readonly string[], replayed: readonly Sentence[]): Sentence[] {
  return server.map((note, j) => (replayed[j]?.message === note ? replayed[j] : (SERVER_NOTES.find((known) => known.message === note) ?? said(note))));
}

/** The history with one more move played (shown at once while the server confirms it). */
export function withMove(game: AnyGame, history: GameHistory, text: string): GameHistory | undefined {
  const before = history.states[history.states.length - 1];
  const played = game.play(before, text);
  if (!played.ok) return undefined;
  return {
    states: [...history.states, played.value.state],
    moves: [...history.moves, played.value.move.text],
    sides: [...history.sides, game.turn(before)],
    notes: [...history.notes, played.value.notes],
  };
}

/** The clicks that made move number `ply` (1-based), to highlight it; empty for the start. */
export function movePath(game: AnyGame, history: GameHistory, ply: number): readonly string[] {
  if (ply < 1 || ply > history.moves.length) return [];
  return movePathFrom(game, history.states[ply - 1], history.moves[ply - 1]);
}
