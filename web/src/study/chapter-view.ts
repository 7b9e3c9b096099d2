/**
 * One study chapter, shown as its mode asks (issue 32): an analysis chapter to read
 * (chapter-reader.ts), an interactive one as "Find the move" (quiz-view.ts). The embed
 * and `<pigeon-viewer study=...>` mount it; a live edit hands it the chapter again.
 */
import type { ChapterView } from "../../../src/contract/study.ts";
import { treeFromStudyNodes } from "../../../src/contract/study-tree.ts";
import type { AnyGame } from "../../../src/engine/types.ts";
import { nodeOf, type VariationTree } from "../../../src/engine/variations.ts";
import { h } from "../dom.ts";
import { createChapterReader, type ChapterReader } from "./chapter-reader.ts";
import { createQuizView, type QuizView } from "./quiz-view.ts";
import { readShapeList, shapeArrows } from "./shapes.ts";

/** The chapter's tree, ids kept, or undefined when its start or moves do not read (never from our server). */
export function chapterTree(game: AnyGame, chapter: ChapterView): VariationTree | undefined {
  const start = game.parsePosition(chapter.start);
  if (!start.ok) return undefined;
  const tree = treeFromStudyNodes(game, start.value, chapter.nodes, chapter.nextId);
  return tree.ok ? tree.value : undefined;
}

/** The node's shapes, as the chapter's nodes carry them, drawn in the study's brushes. */
function shapesAt(game: AnyGame, chapter: () => ChapterView) {
  return (tree: VariationTree, id: number) => {
    const shapes = chapter().nodes.find((node) => node.id === id)?.shapes ?? [];
    const cells = new Set(game.view(nodeOf(tree, id).state).cells.map((cell) => cell.id));
    return shapeArrows(readShapeList(shapes, cells));
  };
}

export interface ChapterShown {
  readonly element: HTMLElement;
  /** The chapter read again (a live edit); a change of mode draws it anew. */
  update(chapter: ChapterView): void;
}

export function mountChapter(game: AnyGame, first: ChapterView, speak?: () => void): ChapterShown | undefined {
  let chapter = first;
  const tree = chapterTree(game, chapter);
  if (!tree) return undefined;
  const element = h("div", { class: "study-chapter", "data-mode": chapter.mode });
  const make = (at: VariationTree): QuizView | ChapterReader =>
    chapter.mode === "interactive"
      ? createQuizView({ game, tree: at, reader: chapter.orientation, speak })
      : createChapterReader({ game, tree: at, orientation: chapter.orientation, shapesOf: shapesAt(game, () => chapter), speak });
  let shown = make(tree);
  element.append(shown.element);
  return {
    element,
    update(next) {
      const before = chapter;
      chapter = next;
      const nextTree = chapterTree(game, next);
      if (!nextTree) return;
      if (before.mode !== next.mode || before.orientation !== next.orientation) {
        shown = make(nextTree);
        element.dataset.mode = next.mode;
        element.replaceChildren(shown.element);
      } else shown.setTree(nextTree);
    },
  };
}
