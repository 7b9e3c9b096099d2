/**
 * The HTTP API client (docs/api.md). Every failure becomes an `ApiError` carrying the
 * server's `{ error: { code, message } }`: its message is the player's sentence for that
 * code in the page's language (api-errors.ts), the server's English kept beside it.
 */
import type { TimeControlExtras } from "../../src/contract/time-control.ts";
import type { ArchiveEntry, CreatedComputerGame, CreatedGame, GameSnapshot } from "../../src/contract/api.ts";
import { applyUpdate, isUpdate, type GameUpdate } from "../../src/contract/updates.ts";
import type { GameOptions, Side } from "../../src/engine/types.ts";
import { clientFailureText, refusalText } from "./api-errors.ts";
import { currentLocale } from "./i18n.ts";

// The response shapes are the server's own types (type-only: nothing of the Worker is bundled).
export type { ArchiveEntry, CreatedGame, GameSnapshot };

export interface VariantInfo {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  readonly sides: { readonly white: string; readonly black: string };
  readonly options: Readonly<Record<string, readonly string[]>>;
}

/** A time control as a creator sends it (docs/api.md): the optional fields take their defaults. */
export type TimeControlRequest = (
  | { readonly daysPerMove: number }
  | { readonly initialDays: number; readonly incrementDays: number; readonly maxDays: number }
) & Partial<TimeControlExtras>;

export interface CreateGameRequest {
  readonly variant: string;
  readonly side?: Side | "random";
  readonly names?: { readonly white?: string; readonly black?: string };
  readonly options?: GameOptions;
  /** Days per move or a time bank, or null for no clock. */
  readonly timeControl?: TimeControlRequest | null;
  /** Play the computer at this level instead of a friend. */
  readonly computer?: { readonly level: 1 | 2 | 3 } | null;
  /** A rated game (issue 33): sent with the `Pocket-Auth` of the creator's named pocket, to whom the creator's seat is bound. */
  readonly rated?: boolean;
}

export interface ArchivePage {
  readonly games: readonly ArchiveEntry[];
  readonly nextCursor: string | null;
}

/**
 * A refused request: `message` is what the player reads, in the page's language;
 * `serverMessage` the server's own (English) words. `status` 0 means the network failed.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly serverMessage: string = message,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** One API call; exported for the feature modules that add their own calls (lifecycle-api.ts). */
export async function request<T>(path: string, init: RequestInit = {}, token?: string): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined) headers.set("Content-Type", "application/json");
  if (token) headers.set("Authorization", `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers });
  } catch (e) {
    if (e instanceof DOMException && e.name === "TimeoutError") throw new ApiError(0, "timeout", clientFailureText({ kind: "timeout" }));
    throw new ApiError(0, "network", clientFailureText({ kind: "network" }));
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

function toApiError(status: number, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  if (error && typeof error.code === "string" && typeof error.message === "string") {
    return new ApiError(status, error.code, refusalText(error.code, error.message), error.message);
  }
  return new ApiError(status, "http_" + status, clientFailureText({ kind: "status", status }));
}

const json = (value: unknown): RequestInit => ({ method: "POST", body: JSON.stringify(value) });

/**
 * The request that changes a seat's or a league player's notices (`PUT .../notices`): the
 * change, and the page's language, which the notices are written in from now on.
 */
export function noticesRequest(change: { webhook?: string | null; push?: PushSubscriptionJSON | null }): RequestInit {
  return { method: "PUT", body: JSON.stringify({ ...change, lang: currentLocale() }) };
}

/** The games on offer. */
export async function fetchVariants(): Promise<readonly VariantInfo[]> {
  return (await request<{ variants: VariantInfo[] }>("/api/variants")).variants;
}

/** `pocketAuth`: the `Pocket-Auth` header's value (`<pocketId>.<auth>`) of the named pocket a rated game is created for. */
export function createGame(body: CreateGameRequest, pocketAuth?: string): Promise<CreatedGame | CreatedComputerGame> {
  const init = json(body);
  return request<CreatedGame | CreatedComputerGame>("/api/games", pocketAuth ? { ...init, headers: { "Pocket-Auth": pocketAuth } } : init);
}

/**
 * The latest snapshot of each game this page has seen (fetched, answered or pushed). A
 * change answers with an update (src/contract/updates.ts), not the whole game; it is
 * applied to the snapshot it was made for, or the game is fetched once when this page
 * had another version (it missed a change).
 */
const latest = new Map<string, GameSnapshot>();

/** Notes a snapshot that came another way (the socket), so the next update finds its base. */
export function rememberSnapshot(snapshot: GameSnapshot): void {
  const known = latest.get(snapshot.id);
  if (!known || known.version <= snapshot.version) latest.set(snapshot.id, snapshot);
}

/**
 * The snapshot the Worker wrote into this game's page (src/worker/routes/pages.ts,
 * inlineSnapshot), taken once: the first read of the game the page was served for needs
 * no round trip. Any later read, or another game's, asks the API.
 */
function takeInlineSnapshot(id: string): GameSnapshot | undefined {
  if (typeof document === "undefined") return undefined;
  const element = document.getElementById("pigeon-post-snapshot");
  if (!element || element.dataset.game !== id) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? "") as GameSnapshot;
  } catch {
    return undefined;
  }
}

export async function fetchGame(id: string): Promise<GameSnapshot> {
  const snapshot = takeInlineSnapshot(id) ?? (await request<GameSnapshot>(`/api/games/${encodeURIComponent(id)}`));
  rememberSnapshot(snapshot);
  return snapshot;
}

/** A seat action on a game (move, resign, offers...): its answer as the whole new snapshot. */
export async function gameAction(id: string, rest: string, body: unknown, token: string, timeoutMs?: number): Promise<GameSnapshot> {
  const init = { ...json(body), ...(timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) }) };
  const answer = await request<GameSnapshot | GameUpdate>(`/api/games/${encodeURIComponent(id)}${rest}`, init, token);
  if (!isUpdate(answer)) {
    rememberSnapshot(answer);
    return answer;
  }
  const base = latest.get(id);
  const next = base && applyUpdate(base, answer);
  if (!next) return fetchGame(id);
  rememberSnapshot(next);
  return next;
}

/** Plays `move` for the seat; `ply` is the number of moves this client has seen. */
/**
 * How long a move may wait for its answer before the page says it was not played (a
 * move is answered in well under a second; a slow game wakes in a few).
 */
export const MOVE_TIMEOUT_MS = 20_000;

export function postMove(id: string, token: string, move: string, ply: number): Promise<GameSnapshot> {
  return gameAction(id, "/moves", { move, ply }, token, MOVE_TIMEOUT_MS);
}

export function resign(id: string, token: string): Promise<GameSnapshot> {
  return gameAction(id, "/resign", {}, token);
}

export function fetchArchive(query: { variant?: string; cursor?: string }): Promise<ArchivePage> {
  const params = new URLSearchParams();
  if (query.variant) params.set("variant", query.variant);
  if (query.cursor) params.set("cursor", query.cursor);
  const search = params.toString();
  return request<ArchivePage>("/api/archive" + (search ? "?" + search : ""));
}

/** The record's URL, for a plain download link. */
export function recordUrl(id: string): string {
  return `/api/games/${encodeURIComponent(id)}/record`;
}
