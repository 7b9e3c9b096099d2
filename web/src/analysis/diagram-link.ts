/**
 * "Copy diagram link" (issue 32, item 6): the address of a picture of the position the
 * analysis board shows, as the board shows it: turned as it is turned, its last move
 * marked, and its arrows and rings (the attackers of a king in red, the computer's
 * suggestion in green) as lichess-coloured shapes. Written by the one grammar the Worker
 * reads (src/diagram/link.ts); a PNG, which every forum and blog shows.
 */
import type { AnyGame, BoardView, Side } from "../../../src/engine/types.ts";
import { diagramPath } from "../../../src/diagram/link.ts";
import { DIAGRAM_LIMITS } from "../../../src/diagram/query.ts";
import type { DiagramArrow, DiagramCircle } from "../../../src/diagram/shapes.ts";
import type { BoardArrow } from "../board/state.ts";

/** The board's arrow tones as lichess's brushes: danger in red, a suggestion in green, a study's shapes in their own. */
const COLOUR = { attack: "R", hint: "G", green: "G", red: "R", yellow: "Y", blue: "B" } as const;

export interface ShownBoard {
  readonly game: AnyGame;
  /** The position shown (not the clicks of a move half made). */
  readonly position: unknown;
  readonly view: BoardView;
  readonly orientation: Side;
  /** The last move's clicks; those off the board (a hand, the bin) are not cells and are left out. */
  readonly lastMove: readonly string[];
  readonly arrows: readonly BoardArrow[];
}

/** The diagram's path and query for what the board shows. */
export function analysisDiagramPath(shown: ShownBoard): string {
  const cells = new Set(shown.view.cells.map((cell) => cell.id));
  const onBoard = shown.arrows.filter((arrow) => cells.has(arrow.from) && cells.has(arrow.to));
  const arrows: DiagramArrow[] = onBoard.filter((a) => a.from !== a.to).map((a) => ({ colour: COLOUR[a.tone], from: a.from, to: a.to }));
  const circles: DiagramCircle[] = onBoard.filter((a) => a.from === a.to).map((a) => ({ colour: COLOUR[a.tone], at: a.to }));
  return diagramPath({
    game: shown.game.id,
    format: "png",
    position: shown.game.makePosition(shown.position),
    arrows: arrows.slice(0, DIAGRAM_LIMITS.arrows),
    circles: circles.slice(0, DIAGRAM_LIMITS.circles),
    lastMove: [...new Set(shown.lastMove.filter((id) => cells.has(id)))].slice(0, DIAGRAM_LIMITS.lastMove),
    flip: shown.orientation === "black",
  });
}
