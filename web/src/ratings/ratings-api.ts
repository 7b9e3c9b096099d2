/** The ratings' public API as the pages call it (docs/api.md "Ratings"). */
import { request } from "../api.ts";
import type { PlayerProfile } from "../../../src/contract/pocket.ts";

/** `GET /api/players/:name`: a named pocket's (or a computer level's) ratings and recent rated games; ApiError 404 for a name nobody holds. */
export function fetchPlayerProfile(name: string): Promise<PlayerProfile> {
  return request<PlayerProfile>(`/api/players/${encodeURIComponent(name)}`);
}
