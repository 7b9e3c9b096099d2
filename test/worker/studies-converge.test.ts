// Two editors editing one chapter at once, each on the version it last saw (issue 32): whatever they do, every
// accepted edit is in the object's state (a follower applying the socket's edits in order reaches exactly it),
// versions count one an edit, and a refused stale edit changes nothing.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ChapterView, StudyEdit, StudySocketMessage } from "../../src/contract/study.ts";
import { applyNodeEdit, conflicts, studyNodesOf, treeFromStudyNodes, type NodeEdit } from "../../src/contract/study-tree.ts";
import { getGame } from "../../src/engine/registry.ts";
import { nodeOf, ROOT, type VariationTree } from "../../src/engine/variations.ts";
import { FUZZ_SEED } from "../fuzz/corpus.ts";
import { addChapter, createStudy, getChapter, openStudySocket, postEdit } from "./study-client.ts";

const pit = getGame("the-pit")!;

/** What an editor does next: which editor, what kind, and picks (taken modulo what its tree offers). */
const step = fc.record({
  editor: fc.integer({ min: 0, max: 1 }),
  kind: fc.constantFrom("move", "move", "move", "comment", "marks", "delete", "promote", "sync"),
  node: fc.nat(),
  pick: fc.nat(),
});

function treeOf(chapter: ChapterView): VariationTree {
  const start = pit.parsePosition(chapter.start);
  if (!start.ok) throw new Error(start.error.message);
  const tree = treeFromStudyNodes(pit, start.value, chapter.nodes, chapter.nextId);
  if (!tree.ok) throw new Error(tree.error.message);
  return tree.value;
}

/** The edit an editor makes on its own (possibly stale) tree, or undefined when it has nothing to do it on. */
function editFrom(tree: VariationTree, chapter: string, { kind, node, pick }: { kind: string; node: number; pick: number }): NodeEdit | undefined {
  const ids = [...tree.nodes.keys()];
  const at = ids[node % ids.length];
  switch (kind) {
    case "move": {
      const legal = pit.legalMoves(nodeOf(tree, at).state);
      return legal.length ? { kind, chapter, node: at, move: legal[pick % legal.length].text } : undefined;
    }
    case "comment":
      return { kind, chapter, node: at, text: `note ${pick % 5}` };
    case "marks":
      return { kind, chapter, node: at, nags: [1 + (pick % 6)] };
    case "delete":
    case "promote":
      return at === ROOT ? undefined : { kind, chapter, node: at };
    default:
      return undefined;
  }
}

describe("two editors at once", () => {
  it("converge to the object's state, and nothing accepted is lost (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 24 }), async (steps) => {
        const study = await createStudy("Together");
        const { id: chapter } = await addChapter(study);
        const follower = await openStudySocket(study.id);
        const editors = [await getChapter(study.id, chapter), await getChapter(study.id, chapter)].map((view) => ({ version: view.version, tree: treeOf(view) }));
        let version = 1;
        let refused = 0;
        const accepted: { version: number; base: number; edit: StudyEdit }[] = [];
        for (const s of steps) {
          const editor = editors[s.editor];
          const change = s.kind === "sync" ? undefined : editFrom(editor.tree, chapter, s);
          if (!change) {
            const view = await getChapter(study.id, chapter);
            editors[s.editor] = { version: view.version, tree: treeOf(view) };
            continue;
          }
          const res = await postEdit(study.id, study.editor.token, editor.version, change);
          const body = (await res.json()) as { version: number; result: { node?: number }; rebased: boolean; error?: { code: string } };
          if (res.status === 200) {
            // one version an accepted edit; on its own version the editor's tree follows its edit, as a page's does
            expect(body.version).toBe(++version);
            expect(body.rebased).toBe(editor.version < version - 1);
            accepted.push({ version: body.version, base: editor.version, edit: change });
            if (!body.rebased) {
              const mine = applyNodeEdit(editor.tree, pit, change, body.result.node);
              if (!mine.ok) throw new Error(mine.error.message);
              editors[s.editor] = { version: body.version, tree: mine.value.tree };
            }
          } else {
            // a stale edit may be refused: a conflict, and the editor reads the study again
            expect(res.status, JSON.stringify(body)).toBe(409);
            expect(body.error?.code).toBe("conflict");
            refused++;
            const view = await getChapter(study.id, chapter);
            editors[s.editor] = { version: view.version, tree: treeOf(view) };
          }
        }
        // the follower applies every accepted edit, in order, with the ids the object gave: it reaches the object's tree
        await follower.waitFor((m) => m.type === "edit" && m.version === version);
        const edits = follower.messages.filter((m): m is Extract<StudySocketMessage, { type: "edit" }> => m.type === "edit");
        expect(edits.map((m) => m.version)).toEqual(Array.from({ length: version - 1 }, (_, i) => i + 2));
        const final = await getChapter(study.id, chapter);
        let model = treeOf({ ...final, nodes: [final.nodes[0]].map((root) => ({ ...root, comment: "", nags: [], shapes: [] })), nextId: 1 });
        for (const m of edits) {
          const applied = applyNodeEdit(model, pit, m.edit as NodeEdit & StudyEdit, m.result.node);
          if (!applied.ok) throw new Error(`an accepted edit did not apply for the follower: ${applied.error.message}`);
          model = applied.value.tree;
        }
        expect(studyNodesOf(model)).toEqual(final.nodes);
        expect(final.version).toBe(version);
        // no accepted edit overwrote one accepted after the version it was made on (the rule that keeps others' work)
        for (const late of accepted) {
          const between = accepted.filter((other) => other.version > late.base && other.version < late.version);
          expect(between.filter((other) => conflicts(late.edit, other.edit))).toEqual([]);
        }
        expect(refused + version - 1).toBeLessThanOrEqual(steps.length);
        follower.ws.close();
      }),
      { numRuns: 6, seed: FUZZ_SEED },
    );
  });
});
