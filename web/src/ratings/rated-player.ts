/** A rated game's player as its bar shows them: the bound public name, linking to its profile, and the rating in this game's kind once known. */
import { h } from "../dom.ts";
import { t } from "../i18n.ts";
import type { GameSnapshot } from "../api.ts";
import type { Side } from "../../../src/engine/types.ts";
import { profilePath } from "../../../src/contract/pocket.ts";
import { knownRating, ratedSeatsOf } from "./rated-game.ts";
import { ratingText } from "./rating-words.ts";

/** The name's link with its rating, or undefined when the seat is not rated (or not bound yet). */
export function ratedPlayerName(snapshot: GameSnapshot, side: Side, onArrive: () => void): HTMLElement | undefined {
  const name = ratedSeatsOf(snapshot)?.[side];
  if (!name) return undefined;
  const rating = knownRating(name, snapshot.variant, snapshot.status, onArrive, snapshot.status === "finished" ? snapshot.id : undefined);
  return h(
    "a",
    { class: "player-name rated-name", href: profilePath(name), title: t("ratings.player.profileLink", { name }) },
    name,
    rating ? h("span", { class: "player-rating" }, ratingText(rating)) : null,
  );
}
