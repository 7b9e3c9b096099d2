/**
 * A rating's history as a small SVG line (the profile page, one per game kind): the
 * review's graph (web/src/review/review-graph.ts) draws an expected score on a fixed
 * 0-100% scale, so it does not fit a rating; this is its plain sibling, with no chart
 * library. The scale is the history's own lowest and highest rating, widened to at least
 * 100 points so a few games' wobble does not look like a cliff. For screen readers the
 * SVG is one image with a title and a description (first and last rating, games, best).
 */
import { s } from "../dom.ts";
import { currentLocale, t } from "../i18n.ts";

const WIDTH = 600;
const HEIGHT = 120;
/** Room above the highest and below the lowest point for the line's width and the dots. */
const PAD = 6;
/** The least span of the vertical scale, in rating points. */
const MIN_SPAN = 100;

export interface RatingPoint {
  readonly at: string;
  readonly rating: number;
}

/** The vertical scale of `ratings`: at least MIN_SPAN wide, centred on the history. */
export function ratingScale(ratings: readonly number[]): { low: number; high: number } {
  const low = Math.min(...ratings);
  const high = Math.max(...ratings);
  const widen = Math.max(0, MIN_SPAN - (high - low)) / 2;
  return { low: low - widen, high: high + widen };
}

/** The polyline's points for `ratings` in a WIDTH x HEIGHT box (exported for its test). */
export function graphPoints(ratings: readonly number[]): string {
  const { low, high } = ratingScale(ratings);
  const last = Math.max(1, ratings.length - 1);
  const x = (i: number) => (ratings.length === 1 ? WIDTH / 2 : (i / last) * WIDTH);
  const y = (r: number) => PAD + (1 - (r - low) / (high - low)) * (HEIGHT - 2 * PAD);
  return ratings.map((r, i) => `${x(i).toFixed(1)},${y(r).toFixed(1)}`).join(" ");
}

const whole = (n: number) => new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 0, useGrouping: false }).format(Math.round(n));

/** The graph of `history` (oldest first); `id` prefixes its title's and description's ids. */
export function renderRatingGraph(history: readonly RatingPoint[], game: string, id: string): SVGSVGElement {
  const ratings = history.map((point) => point.rating);
  const points = graphPoints(ratings);
  return s(
    "svg",
    {
      class: "rating-graph", viewBox: `0 0 ${WIDTH} ${HEIGHT}`, preserveAspectRatio: "none", role: "img",
      "aria-labelledby": `${id}-title`, "aria-describedby": `${id}-desc`, "data-points": ratings.length,
    },
    s("title", { id: `${id}-title` }, t("ratings.graph.title", { game })),
    s("desc", { id: `${id}-desc` }, t("ratings.graph.desc", { count: ratings.length, from: whole(ratings[0]), to: whole(ratings[ratings.length - 1]), best: whole(Math.max(...ratings)) })),
    s("polyline", { class: "rating-line", points }),
  );
}
