/**
 * The API calls of the clocks (docs/api.md): vacation, time given, a pause by agreement
 * and a claim on time. Same client as lifecycle-api.ts: each answers with the game's
 * snapshot, every refusal is an `ApiError` in the server's words.
 */
import { gameAction, type GameSnapshot } from "./api.ts";

export type VacationAction = "start" | "end";
export type PauseAction = "offer" | "accept" | "decline" | "end";

/** Starts or ends this seat's vacation; 409 `not_allowed` when no allowance is left. */
export function sendVacation(id: string, token: string, action: VacationAction): Promise<GameSnapshot> {
  return gameAction(id, "/vacation", { action }, token);
}

/** Adds 1-7 days to the opponent's clock. */
export function giveTime(id: string, token: string, days: number): Promise<GameSnapshot> {
  return gameAction(id, "/give-time", { days }, token);
}

/** Offers a pause of `days` (1-30), or answers or ends one. */
export function sendPause(id: string, token: string, action: PauseAction, days?: number): Promise<GameSnapshot> {
  return gameAction(id, "/pause", days === undefined ? { action } : { action, days }, token);
}

/** Ends the game on the opponent's time (games under `onTimeout: "claim"`). */
export function claimWin(id: string, token: string): Promise<GameSnapshot> {
  return gameAction(id, "/claim", {}, token);
}
