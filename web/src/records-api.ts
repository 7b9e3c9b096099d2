/**
 * The API calls of records and the archive (docs/api.md): import a record (and save it),
 * list finished games with filters, and the figures per game. Same client as api.ts:
 * every refusal is an `ApiError` in the server's words.
 */
import { request, type ArchivePage } from "./api.ts";
import type { ArchiveSummary, ImportVerification } from "../../src/contract/api.ts";
import type { GameOptions, Outcome } from "../../src/engine/types.ts";

export type { ArchiveSummary };

/** A record the server has replayed: canonical moves, and the result the moves and tags give. */
export interface ImportedRecord {
  readonly variant: string;
  readonly options: GameOptions;
  readonly tags: Readonly<Record<string, string>>;
  readonly moves: readonly string[];
  /** "1-0", "0-1", "1/2-1/2", or "*" for an unfinished record. */
  readonly result: string;
  readonly termination: string | null;
  readonly outcome: Outcome;
  /** The record written back in normal form, its comments, marks and variations kept. */
  readonly record: string;
  /** Present when the archive already holds this game (same variant, moves and players): its id and page. */
  readonly archived?: { readonly id: string; readonly url: string };
  /** Present when it was saved: its archive id and page. */
  readonly saved?: { readonly id: string; readonly url: string };
  /** Whether the record's hash chain and signature hold (docs/api.md "Records you can verify"). */
  readonly verification: ImportVerification;
}

/**
 * Replays a record on the server; with `save`, a finished one goes into the archive. 422
 * names the first bad move; 409 `already_archived` when the archive holds the game.
 */
export function importRecord(record: string, save = false): Promise<ImportedRecord> {
  return request<ImportedRecord>("/api/import", { method: "POST", body: JSON.stringify({ record, save }) });
}

/** The archive's filters, as the query of `GET /api/archive` (and of the archive page's own URL). */
export interface ArchiveFilters {
  readonly variant?: string;
  readonly result?: string;
  readonly termination?: string;
  readonly player?: string;
  /** First and last day included, `YYYY-MM-DD` (UTC). */
  readonly from?: string;
  readonly to?: string;
}

export const FILTER_KEYS = ["variant", "result", "termination", "player", "from", "to"] as const satisfies readonly (keyof ArchiveFilters)[];

/** The filters that are set, as query parameters. */
export function filtersToQuery(filters: ArchiveFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** The filters in a query string; unknown parameters are ignored. */
export function filtersFromQuery(search: string): ArchiveFilters {
  const params = new URLSearchParams(search);
  const filters: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

export function fetchArchivePage(filters: ArchiveFilters, cursor?: string): Promise<ArchivePage> {
  const params = filtersToQuery(filters);
  if (cursor) params.set("cursor", cursor);
  const search = params.toString();
  return request<ArchivePage>("/api/archive" + (search ? "?" + search : ""));
}

export async function fetchArchiveSummary(): Promise<readonly ArchiveSummary[]> {
  return (await request<{ games: ArchiveSummary[] }>("/api/archive/summary")).games;
}
