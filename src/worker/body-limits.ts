/**
 * How large a request body the API takes, by path: a few hundred bytes for most, a record's
 * 256 KiB for an import, twice that for a study's record or a pocket's batch.
 */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { refuse, type App, type AppContext } from "./http.ts";

const tooLarge = (c: AppContext) => refuse(c, 413, "too_large", "The request body is too large.");

/**
 * A body limit that reads a declared length first. Hono's bodyLimit judges the same
 * requests alike, but reads the body's stream and three headers to get there (2-5% of a
 * move's JavaScript, issue 34): a request that cannot carry a body goes on, one that
 * declares its length without a transfer coding is judged by it, and only the rest, a
 * streamed body, goes through Hono's count of the bytes.
 */
function limitBody(maxSize: number): MiddlewareHandler<App> {
  const counted = bodyLimit({ maxSize, onError: tooLarge });
  return (c, next) => {
    const request = c.req.raw;
    if (request.method === "GET" || request.method === "HEAD") return next();
    const length = request.headers.get("content-length");
    if (length === null || request.headers.has("transfer-encoding")) return counted(c, next);
    return parseInt(length, 10) > maxSize ? Promise.resolve(tooLarge(c)) : next();
  };
}

// Records can be long; everything else is a few hundred bytes.
const recordBodyLimit = limitBody(256 * 1024);
const apiBodyLimit = limitBody(16 * 1024);
// a study's chapter or import carries a record of up to 256 KiB as a JSON string, whose escapes (newlines, quotes) lengthen it
const studyRecordBodyLimit = limitBody(512 * 1024);
const STUDY_RECORD_PATHS = /^\/api\/studies\/(?:import|[^/]+\/chapters)$/;
// a pocket's batch of up to 100 sealed entries of up to 4,096 characters each
const POCKET_BATCH_PATH = /^\/api\/pockets\/[^/]+\/entries$/;

/**
 * The body limit of an API path. Most requests are moves: a prefix is compared before a
 * regular expression runs, so a game's path runs none (the two tests were 1-2% of a
 * move's JavaScript, issue 34).
 */
export function bodyLimitFor(path: string): typeof apiBodyLimit {
  if (path === "/api/import") return recordBodyLimit;
  const longRecord = path.startsWith("/api/studies/") ? STUDY_RECORD_PATHS.test(path) : path.startsWith("/api/pockets/") && POCKET_BATCH_PATH.test(path);
  return longRecord ? studyRecordBodyLimit : apiBodyLimit;
}
