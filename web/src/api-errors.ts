/**
 * A refusal as a player reads it (issue 31): the API's JSON `message` stays English for
 * every client, so the page translates by the stable `code` (docs/api.md). Where the
 * server's sentence carries a detail the player needs (which move broke which rule, which
 * field is wrong, what is not allowed now) the translated sentence leads and the
 * server's detail follows; a code this page does not know (a newer server) keeps the
 * server's own words. English readers get the server's sentence exactly as before.
 */
import { currentLocale, t } from "./i18n.ts";

interface ErrorWords {
  /** The catalog id of the sentence for this code. */
  readonly id: string;
  /** Whether the server's sentence says something the translated one cannot: it is shown after it. */
  readonly detail?: true;
}

/** Every code the server refuses with (src/worker errors and refuse(...), the engine's rule errors), and the client's own. */
const ERRORS: Readonly<Record<string, ErrorWords>> = {
  already_archived: { id: "error.already_archived" },
  bad_request: { id: "error.bad_request", detail: true },
  // the pocket's (issue 33): a removed device, a replaced pocket, a limit reached (which one: the server's detail)
  device_removed: { id: "pocket.error.deviceRemoved" },
  gone: { id: "pocket.error.gone" },
  too_many: { id: "pocket.error.tooMany", detail: true },
  exists: { id: "error.exists" },
  game_over: { id: "error.game_over" },
  illegal_move: { id: "error.illegal_move", detail: true },
  internal: { id: "error.internal" },
  league_finished: { id: "error.league_finished" },
  league_full: { id: "error.league_full" },
  league_started: { id: "error.league_started" },
  malformed_move: { id: "error.malformed_move", detail: true },
  malformed_position: { id: "error.malformed_position", detail: true },
  malformed_record: { id: "error.malformed_record", detail: true },
  missing_token: { id: "error.missing_token" },
  name_taken: { id: "error.name_taken" },
  not_allowed: { id: "error.not_allowed", detail: true },
  not_configured: { id: "error.not_configured", detail: true },
  not_found: { id: "error.not_found" },
  not_implemented: { id: "error.not_implemented", detail: true },
  not_your_turn: { id: "error.not_your_turn" },
  pictures_unavailable: { id: "error.pictures_unavailable" },
  rate_limited: { id: "error.rate_limited" },
  round_unfinished: { id: "error.round_unfinished" },
  stale_ply: { id: "error.stale_ply" },
  too_few_players: { id: "error.too_few_players" },
  too_large: { id: "error.too_large" },
  too_many_clock_actions: { id: "error.too_many_clock_actions" },
  unavailable: { id: "error.unavailable" },
  unknown_player: { id: "error.unknown_player", detail: true },
  withdrawn: { id: "error.withdrawn" },
  wrong_code: { id: "error.wrong_code" },
  wrong_token: { id: "error.wrong_token", detail: true },
};

/** The sentence a player reads for a refusal with `code`, the server having said `serverMessage`. */
export function refusalText(code: string, serverMessage: string): string {
  const words = ERRORS[code];
  if (currentLocale() === "en" || !words) return serverMessage;
  const sentence = t(words.id);
  return words.detail && serverMessage ? t("error.withDetail", { sentence, detail: serverMessage }) : sentence;
}

/** The client's own failures: no answer in time, no connection, an answer that was not the API's. */
export function clientFailureText(failure: { kind: "timeout" } | { kind: "network" } | { kind: "status"; status: number }): string {
  if (currentLocale() === "en") {
    // English is the sentence the catalog has too: said here so it works before a page loaded its language
    if (failure.kind === "timeout") return "The server did not answer in time. Try again.";
    if (failure.kind === "network") return "The server cannot be reached. Check your connection and try again.";
    return `The server answered ${failure.status}.`;
  }
  if (failure.kind === "timeout") return t("error.timeout");
  if (failure.kind === "network") return t("error.network");
  return t("error.httpStatus", { status: String(failure.status) });
}
