/**
 * The review's graph: White's expected score after every ply as an SVG, on the same
 * 0-100% scale in all five games, the marks as coloured dots, the position shown as a
 * line. A click anywhere goes to the nearest ply. For screen readers the SVG is one image
 * with a title and a description; the marks are also a list of buttons beside it.
 */
import { s } from "../dom.ts";
import type { RecordReview } from "../../../src/engine/review/record-review.ts";
import type { BySide } from "../../../src/engine/types.ts";
import { currentLocale, t } from "../i18n.ts";

const WIDTH = 600;
const HEIGHT = 150;
/** Room above 100% and below 0% for a mark's dot. */
const PAD = 8;

export interface GraphProps {
  /** A review (review.ts), or one read back from a record's `[%eval]`s (record-review.ts). */
  readonly review: RecordReview;
  readonly sideNames: BySide<string>;
  /** The ply on the board. */
  readonly shown: number;
  readonly onSelect: (ply: number) => void;
  /** A prefix for the title's and description's ids (one graph per page). */
  readonly id: string;
  /** Where else the marks are told, for the description: "listed below" (the review panel's list) unless said. */
  readonly marksWhere?: string;
}

const percent = (p: number) => new Intl.NumberFormat(currentLocale(), { style: "percent" }).format(Math.round(p * 100) / 100);

/** Where else the marks are told, by the words a caller gives: each its own message. */
const MARKS_WHERE: Readonly<Record<string, string>> = {
  "listed below": "review.graph.desc.listedBelow",
  "shown in the move list": "review.graph.desc.inMoveList",
  "shown as dots on the graph": "review.graph.desc.asDots",
};

/** The graph said for a screen reader: its points, White's score from start to end, and how many moves are marked, and where. */
function graphDescription(points: number, from: string, to: string, marks: number, where = "listed below"): string {
  const values = { points, from, to, marks };
  if (marks === 0) return t("review.graph.desc.none", values);
  return t(MARKS_WHERE[where] ?? "review.graph.desc.elsewhere", { ...values, where });
}

export function renderReviewGraph(props: GraphProps): SVGSVGElement {
  const { review, shown } = props;
  const last = Math.max(1, review.points.length - 1);
  const x = (ply: number) => (ply / last) * WIDTH;
  const y = (p: number) => PAD + (1 - p) * (HEIGHT - 2 * PAD);
  const line = review.points.map((p, ply) => `${x(ply).toFixed(1)},${y(p).toFixed(1)}`).join(" ");
  const first = review.points[0];
  const final = review.points[review.points.length - 1];
  const svg = s(
    "svg",
    {
      class: "review-graph", viewBox: `0 0 ${WIDTH} ${HEIGHT}`, preserveAspectRatio: "none", role: "img",
      "aria-labelledby": `${props.id}-title`, "aria-describedby": `${props.id}-desc`, "data-points": review.points.length,
    },
    s("title", { id: `${props.id}-title` }, t("review.graph.title")),
    s("desc", { id: `${props.id}-desc` }, graphDescription(review.points.length, percent(first), percent(final), review.marks.length, props.marksWhere)),
    s("rect", { class: "review-black-area", x: 0, y: 0, width: WIDTH, height: HEIGHT }),
    s("polygon", { class: "review-white-area", points: `0,${HEIGHT} ${line} ${WIDTH},${HEIGHT}` }),
    s("line", { class: "review-midline", x1: 0, x2: WIDTH, y1: HEIGHT / 2, y2: HEIGHT / 2 }),
    s("polyline", { class: "review-line", points: line }),
    s("line", { class: "review-cursor", x1: x(shown), x2: x(shown), y1: 0, y2: HEIGHT }),
    ...review.marks.map((mark) =>
      s("circle", { class: `review-dot ${mark.kind}`, cx: x(mark.ply + 1), cy: y(review.points[mark.ply + 1]), r: 5, "data-ply": mark.ply + 1 }),
    ),
  );
  svg.addEventListener("click", (event) => {
    const box = svg.getBoundingClientRect();
    if (box.width === 0) return;
    props.onSelect(Math.round(((event.clientX - box.left) / box.width) * last));
  });
  return svg;
}
