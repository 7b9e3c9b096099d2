/**
 * The ply a page shows, kept in the URL as `?ply=N` so a link can open a game at any
 * position. Reading is a pure function of the query (the embed uses it too); writing
 * replaces the current history entry, keeping the fragment (a seat token lives there).
 */

/** The `ply` of a query string: a whole number from 0, or undefined when absent or not one. */
export function plyFromSearch(search: string): number | undefined {
  const raw = new URLSearchParams(search).get("ply");
  if (raw === null || !/^\d{1,6}$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}

/**
 * The ply to show for a requested one in a game of `latest` plies: undefined (follow the
 * latest) when none was asked for or it is at or past the end.
 */
export function clampPly(requested: number | undefined, latest: number): number | undefined {
  return requested === undefined || requested >= latest ? undefined : requested;
}

/** Puts `ply` into the address bar (or takes it out for undefined), without a new history entry. */
export function writePlyToUrl(ply: number | undefined): void {
  const url = new URL(location.href);
  if (ply === undefined) url.searchParams.delete("ply");
  else url.searchParams.set("ply", String(ply));
  if (url.href !== location.href) history.replaceState(history.state, "", url.href);
}
