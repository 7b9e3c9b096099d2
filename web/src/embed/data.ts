/**
 * The embed's reads. It runs in other sites' sandboxed iframes (an opaque origin), so
 * every request is cross-origin: absolute URLs to the host that served the page, plain
 * GETs without credentials, which the API answers with `Access-Control-Allow-Origin: *`.
 */
import type { GameSnapshot } from "../api.ts";
import { t } from "../i18n.ts";

/** Where the embed came from: its own URL's scheme and host (the document's origin is "null" in a sandbox). */
export function siteOrigin(): string {
  return `${location.protocol}//${location.host}`;
}

/** A refusal or a network failure, in words for the viewer; `missing` for a game that does not exist. */
export class EmbedFetchError extends Error {
  constructor(
    message: string,
    readonly missing: boolean,
  ) {
    super(message);
  }
}

export async function fetchSnapshot(id: string): Promise<GameSnapshot> {
  let response: Response;
  try {
    response = await fetch(`${siteOrigin()}/api/games/${encodeURIComponent(id)}`, { credentials: "omit", cache: "no-store" });
  } catch {
    throw new EmbedFetchError(t("embed.problem.unreachable"), false);
  }
  if (response.status === 404) throw new EmbedFetchError(t("embed.game.missing"), true);
  if (!response.ok) throw new EmbedFetchError(t("embed.problem.answered", { status: response.status }), false);
  return (await response.json()) as GameSnapshot;
}

/** A game's record as the archive keeps it (an imported record's comments and `[%eval]`s included), or undefined if it cannot be read. */
export async function fetchRecordText(id: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${siteOrigin()}/api/games/${encodeURIComponent(id)}/record`, { credentials: "omit" });
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}
