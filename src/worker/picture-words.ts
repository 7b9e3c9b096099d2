/**
 * What a picture says, in the reader's language (issue 31): which language a picture
 * request gets (`?lang=`, else its Accept-Language, else English), and the sentences of
 * a preview's status line and a GIF's captions as message ids with their values. The
 * renderer puts them into words (src/pictures/words.ts): the `picture.` messages are in
 * its bundle, not in this Worker's. Names, game names, scores and move notation go as they are.
 */
import type { GameSnapshot } from "../contract/api.ts";
import { resultToken } from "../engine/record.ts";
import { getGame } from "../engine/registry.ts";
import type { Locale } from "../i18n/locales.ts";
import { readLocaleParam } from "../i18n/negotiate.ts";
import { localeOfRequest } from "../i18n/server.ts";
import type { PictureMessage, PictureText } from "../pictures/rpc.ts";
import type { AppContext } from "./http.ts";
import { reasonKey } from "./reason-key.ts";

/**
 * The language of a picture: `?lang=` on its address (the pages that link pictures put
 * theirs there), else the request's Accept-Language. `byHeader` says the header chose it:
 * the answer then varies by that header.
 */
export function pictureLanguage(c: AppContext): { locale: Locale; byHeader: boolean } {
  const asked = readLocaleParam(c.req.query("lang"));
  return asked ? { locale: asked, byHeader: false } : { locale: localeOfRequest(c.req.raw), byHeader: true };
}

/** Writes numbers as `locale` does, without grouping: "ply 1200", as English always wrote it. */
export function numberWriter(locale: Locale): (value: number) => string {
  const format = new Intl.NumberFormat(locale, { useGrouping: false });
  return (value) => format.format(value);
}

/**
 * The line a picture shows under its title for the position after `ply`: whose turn it
 * is (`turn`, from the position), or for the last position of a finished game its result.
 * "" when there is nothing to say (the last position of a game with no side to move).
 */
export function pictureStatus(snapshot: GameSnapshot, ply: number, turn: "white" | "black" | undefined, locale: Locale = "en"): PictureText {
  const sides = getGame(snapshot.variant)?.sideNames ?? { white: "White", black: "Black" };
  const latest = ply === snapshot.ply;
  if (latest && snapshot.status === "aborted") return { id: "picture.status.aborted" };
  if (latest && snapshot.outcome.status !== "ongoing") {
    const { reason } = snapshot.outcome;
    return { id: "picture.status.result", values: { score: resultToken(snapshot.outcome), reason: reasonKey(reason), reasonText: reason.replace(/-/g, " ") } };
  }
  // the side's colour picks the words ("Weiß ist am Zug"); a side named otherwise is said by its name
  const side = turn === undefined ? undefined : { colour: sides[turn].toLowerCase(), side: sides[turn] };
  if (latest) return side ? { id: "picture.status.toMove", values: side } : "";
  const write = numberWriter(locale);
  const where = { ply: write(ply), total: write(snapshot.ply) };
  return side ? { id: "picture.status.toMoveAfterPly", values: { ...side, ...where } } : { id: "picture.status.afterPly", values: where };
}

/** A GIF frame's caption: "Start" before the first move, else the ply's move (`move`, "3. e2-e3"), with the result on the last position of a finished game. */
export function gifCaption(snapshot: GameSnapshot, ply: number, move: string): PictureText {
  const caption: PictureText = ply === 0 ? { id: "picture.gif.start" } : move;
  if (ply !== snapshot.ply || snapshot.outcome.status === "ongoing") return caption;
  const ended: PictureMessage = { id: "picture.gif.ended", values: { move: caption, result: pictureStatus(snapshot, ply, undefined) } };
  return ended;
}
