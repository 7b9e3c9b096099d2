/**
 * A move that lost a race: the same seat open in two tabs (or two devices), both moving
 * from the same position. The server keeps the first and refuses the second as stale;
 * the loser is told, in words, that its move was not played and what was played instead.
 */
import { t } from "../i18n.ts";
export function lostRaceMessage(sent: string, base: number, moves: readonly string[]): string {
  const played = moves[base];
  if (played === sent) return t("game.race.alreadyPlayed", { move: sent });
  if (played !== undefined) return t("game.race.otherPlayed", { move: sent, played });
  return t("game.race.movedOn", { move: sent });
}
