/**
 * A player's name as a page shows it. The server names a player who gave no name
 * "Anonymous" (in snapshots, the archive and records, which other clients read), so the
 * pages say that word, and an empty name, in the reader's language.
 */
import { t } from "./i18n.ts";

const UNNAMED = "Anonymous";

export function playerName(name: string | undefined): string {
  return !name || name === UNNAMED ? t("game.player.anonymous") : name;
}
