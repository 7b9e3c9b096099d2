/**
 * A move that lost a race: the same seat open in two tabs (or two devices), both moving
 * from the same position. The server keeps the first and refuses the second as stale;
 * the loser is told, in words, that its move was not played and what was played instead.
 */
export function lostRaceMessage(sent: string, base: number, moves: readonly string[]): string {
  const played = moves[base];
  if (played === sent) return `${sent} had already been played from another tab or device; it was not sent twice.`;
  if (played !== undefined) return `Your move ${sent} was not played: ${played} had already been played at this point, from another tab or device. The board shows the game as it now stands.`;
  return `Your move ${sent} was not played: the game had moved on. The board shows the game as it now stands.`;
}
