import type { EndReason } from "../engine/types.ts";

/**
 * An end reason as the catalogs' select key (issue 31): ICU select keys are words, so
 * "no-legal-move" is noLegalMove. Notices and link previews say why a game ended with it.
 */
export function reasonKey(reason: EndReason): string {
  return reason.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
