/**
 * Import: paste a record or open a .pgn file; the server replays it (an error names the
 * first bad move and why) and the page opens it as a replay, with its tags. A finished
 * record can then be saved to the archive, where it gets a game page of its own. A
 * reviewed record (one whose main line carries `[%eval]`s) shows its evaluation graph
 * and marks under the board, as the page viewer draws them.
 */
import { ApiError } from "../api.ts";
import { h, replaceChildren } from "../dom.ts";
import { createReplayViewer, type ReplayViewer } from "../game/replay-viewer.ts";
import "../analysis/tree-view.css";
import { importRecord, type ImportedRecord } from "../records-api.ts";
import { navigate, type Page } from "../router.ts";
import { currentLocale, t } from "../i18n.ts";
import { intactHeadline, problemSentence, unsignedPartWords } from "../verify-words.ts";
import type { ImportVerification } from "../../../src/contract/api.ts";
import { messageWithParts } from "../message-parts.ts";
import { describeOutcome } from "../words.ts";
import { recordStart } from "../../../src/engine/import-record.ts";
import { isAnnotated } from "../../../src/engine/annotated-record.ts";
import { treeFromMoves } from "../../../src/engine/annotated-tree.ts";
import { parseAnnotatedRecord, replayMovesFrom } from "../../../src/engine/record.ts";
import { reviewBudgetOf, reviewKey } from "../../../src/engine/review/review.ts";
import { createReviewPanel, type ReviewPanel } from "../review/review-panel.ts";
import { getGame } from "../../../src/engine/registry.ts";
import { hasMainLineEvaluations, type VariationTree } from "../../../src/engine/variations.ts";
import { opposite, type AnyGame, type Side } from "../../../src/engine/types.ts";
import { sideName, sideNamesIn } from "../board/words.ts";

/** The server takes records up to 200,000 characters. */
const MAX_FILE_BYTES = 256 * 1024;

const PLACEHOLDER = `[Variant "the-pit"]
[White "Ann"]
[Black "Bo"]
[Result "1-0"]

1. e2-e3 Hh10-i8 2. Hc1-e2 1-0`;

export function importPage(root: HTMLElement): Page {
  const text = h("textarea", {
    name: "record", class: "record-input", rows: 10, spellcheck: false, autocomplete: "off", dir: "auto",
    placeholder: PLACEHOLDER, "aria-label": t("import.record"),
  });
  const file = h("input", { type: "file", accept: ".pgn,.txt,text/plain", class: "offscreen", "aria-label": t("import.recordFile") });
  const chooseFile = h("button", { type: "button", class: "quiet" }, t("import.openFile"));
  const open = h("button", { type: "submit", class: "primary" }, t("import.open"));
  const problem = h("div", { class: "banner error import-error", role: "alert", hidden: true });
  const result = h("div", { class: "import-result" });
  const form = h(
    "form",
    { class: "card import-form" },
    h("h1", {}, t("import.title")),
    h("p", { class: "muted" }, ...messageWithParts("import.lead", { link: h("a", { href: "/verify" }, t("import.verifyLink")) })),
    text,
    file,
    problem,
    h("div", { class: "form-actions" }, open, chooseFile),
    // a record of several games, with its annotations, can become a shared study (issue 32)
    h("p", {}, h("a", { href: "/s/new", class: "new-study-link" }, t("study.page.newStudyLink"))),
  );
  replaceChildren(root, h("section", { class: "import" }, form, result));

  let viewer: ReplayViewer | undefined;
  let review: ReviewPanel | undefined;
  let unmounted = false;

  function showProblem(message: string): void {
    problem.hidden = false;
    problem.textContent = message;
  }

  function closeReplay(): void {
    review?.destroy();
    review = undefined;
    viewer?.destroy();
    viewer = undefined;
    result.replaceChildren();
  }

  async function openRecord(): Promise<void> {
    const record = text.value;
    problem.hidden = true;
    closeReplay();
    if (!record.trim()) return showProblem(t("import.empty"));
    open.disabled = true;
    try {
      const imported = await importRecord(record);
      if (unmounted) return;
      showReplay(record, imported);
    } catch (error) {
      showProblem(error instanceof Error ? error.message : t("import.notRead"));
    } finally {
      open.disabled = false;
    }
  }

  function showReplay(record: string, imported: ImportedRecord): void {
    const game = getGame(imported.variant);
    const start = game && recordStart(game, new Map(Object.entries(imported.tags)));
    const replay = game && start?.ok ? replayMovesFrom<unknown>(game, start.value, imported.moves) : undefined;
    if (!game || !replay?.ok) {
      showProblem(t("import.cannotReplay"));
      return;
    }
    const players = { top: h("div", { class: "player player-top" }), bottom: h("div", { class: "player player-bottom" }) };
    const history = replay.value;
    // the record as the server wrote it back: its comments, marks and variations, every move checked
    const annotated = parseAnnotatedRecord(imported.record);
    const tree = annotated.ok && isAnnotated(annotated.value.moves) ? treeFromMoves(game, history.states[0], annotated.value.moves) : undefined;
    review = createReviewPanel({
      onSelect: (ply) => viewer?.select(ply),
      onReviewed: () => viewer?.redraw(),
      fileName: `${game.id}-record`,
      record: async () => ({ tags: new Map(Object.entries(imported.tags)), moves: history.moves }),
    });
    const panel = review;
    const subject = { game, key: reviewKey(`record:${game.id}:${imported.tags.FEN ?? ""}`, history.moves, reviewBudgetOf(game.id)), start: history.states[0], moves: history.moves, sides: history.sides };
    const graphSlot = h("div", { class: "import-graph", hidden: true });
    let drawGraph = (): void => undefined;
    viewer = createReplayViewer({
      game, history, ply: 0, marks: () => panel.marks(), tree: tree?.ok ? tree.value : undefined,
      onChange: () => {
        drawPlayers(game, imported, players);
        if (viewer) panel.update(history.moves.length > 0 ? subject : undefined, viewer.ply());
        drawGraph();
      },
    });
    if (tree?.ok && hasMainLineEvaluations(tree.value)) void showGraph(game, tree.value, imported.result, graphSlot).then((draw) => (drawGraph = draw));
    panel.update(history.moves.length > 0 ? subject : undefined, 0);
    const saveSlot = h("div", { class: "save-slot" });
    result.replaceChildren(
      h(
        "section",
        { class: "game-page import-replay", "aria-label": t("import.replay") },
        h("div", { class: "game-main" }, players.top, viewer.board, players.bottom, viewer.comment, graphSlot),
        h(
          "aside",
          { class: "game-side" },
          h("h2", { class: "import-title" }, t("import.players", { white: imported.tags.White || t("import.anonymous"), black: imported.tags.Black || t("import.anonymous") })),
          h("p", { class: "game-title" }, game.name),
          h("p", { class: "game-status result import-outcome" }, outcomeLine(game, imported)),
          imported.verification.chained ? h("p", { class: "import-verification" }, recordCheckWords(imported.verification)) : "",
          tagList(game, imported.tags),
          viewer.controls,
          viewer.moves,
          h("div", { class: "tool-row import-tools" }, h("button", { type: "button", class: "quiet", onclick: () => viewer?.flip() }, t("import.flip")), saveSlot),
          panel.element,
        ),
      ),
    );
    drawPlayers(game, imported, players);
    renderSave(saveSlot, record, imported);
    result.scrollIntoView({ block: "start" });
  }

  function renderSave(slot: HTMLElement, record: string, imported: ImportedRecord): void {
    if (imported.result === "*") {
      slot.replaceChildren(h("span", { class: "muted" }, t("import.saveUnfinished")));
      return;
    }
    if ("FEN" in imported.tags) {
      slot.replaceChildren(h("span", { class: "muted" }, t("import.saveSetPosition")));
      return;
    }
    if (imported.archived) {
      slot.replaceChildren(alreadyArchived(imported.archived.url));
      return;
    }
    const save = h("button", { type: "button", class: "primary" }, t("import.save"));
    save.addEventListener("click", async () => {
      save.disabled = true;
      try {
        const saved = (await importRecord(record, true)).saved;
        if (!saved) throw new ApiError(0, "not_saved", t("import.notSaved"));
        navigate(saved.url);
      } catch (error) {
        // saved meanwhile (another tab, or the game just archived): ask again for its link
        const archived = error instanceof ApiError && error.code === "already_archived" ? (await importRecord(record).catch(() => undefined))?.archived : undefined;
        if (archived) return slot.replaceChildren(alreadyArchived(archived.url));
        save.disabled = false;
        showProblem(error instanceof Error ? error.message : t("import.saveFailed"));
        problem.scrollIntoView({ block: "center" });
      }
    });
    slot.replaceChildren(save);
  }

  /** The record's evaluation graph in `slot`, its cursor on the ply shown; the graph's code is a chunk of its own, fetched only here. */
  async function showGraph(game: AnyGame, tree: VariationTree, result: string, slot: HTMLElement): Promise<() => void> {
    const { recordGraph } = await import("../review/record-graph.ts");
    const drawn = recordGraph(game, tree, result, "import-graph", t("import.graphNote"));
    const draw = (): void => {
      if (!drawn || !viewer) return;
      slot.replaceChildren(drawn.render(Math.min(viewer.ply(), drawn.line.length), (ply) => viewer?.select(ply)));
      slot.hidden = false;
    };
    if (!unmounted) draw();
    return draw;
  }

  function drawPlayers(game: AnyGame, imported: ImportedRecord, players: { top: HTMLElement; bottom: HTMLElement }): void {
    if (!viewer) return;
    const paint = viewer.paint;
    const bar = (side: Side): (HTMLElement | string)[] => [
      h("span", { class: `side-chip side-${side}`, style: `background:${paint[side].fill}` }),
      h("span", { class: "player-name" }, imported.tags[side === "white" ? "White" : "Black"] || t("import.anonymous")),
      h("span", { class: "player-side" }, sideName(game, side)),
    ];
    players.top.replaceChildren(...bar(opposite(viewer.orientation())));
    players.bottom.replaceChildren(...bar(viewer.orientation()));
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void openRecord();
  });
  chooseFile.addEventListener("click", () => file.click());
  file.addEventListener("change", async () => {
    const chosen = file.files?.[0];
    file.value = "";
    if (!chosen) return;
    if (chosen.size > MAX_FILE_BYTES) return showProblem(t("import.tooLarge", { file: chosen.name, size: Math.round(chosen.size / 1024) }));
    text.value = await chosen.text();
    void openRecord();
  });

  return {
    unmount() {
      unmounted = true;
      closeReplay();
    },
  };
}

/** In place of the save button: the game is in the archive already, and where. */
function alreadyArchived(url: string): HTMLElement {
  return h("p", { class: "already-archived" }, t("import.alreadyArchived"), " ", h("a", { href: url }, t("import.openArchived")));
}

/** "1-0 · White wins by resignation", or that the record has no result. */
function outcomeLine(game: AnyGame, imported: ImportedRecord): string {
  if (imported.outcome.status === "ongoing") return t("import.unfinished");
  return `${imported.result} · ${describeOutcome(imported.outcome, sideNamesIn(game))}`;
}

/** The record's tags, the usual ones first; the Variant tag's id said as the game's name ("The Pit", not "the-pit"). */
function tagList(game: AnyGame, tags: Readonly<Record<string, string>>): HTMLElement {
  const order = ["Variant", "Options", "Date", "White", "Black", "Result", "Termination", "TimeControl", "Site"];
  const keys = [...order.filter((key) => key in tags), ...Object.keys(tags).filter((key) => !order.includes(key))];
  return h(
    "dl",
    { class: "record-tags" },
    ...keys.flatMap((key) => (key === "Variant" ? [h("dt", {}, t("import.tagGame")), h("dd", {}, game.name)] : [h("dt", {}, key), h("dd", {}, tags[key])])),
  );
}

/** The record check in the page's language, from the verdict's data (as /verify says it); a server's English when it sends no data. */
function recordCheckWords(check: ImportVerification): string {
  if (check.why) return `${t("import.recordCheck", { message: t("verify.broken") })} ${problemSentence(check.why)}`;
  if (check.intact && check.events !== undefined && check.kid !== undefined && check.finished !== undefined) {
    const headline = t("import.recordCheck", { message: intactHeadline({ events: check.events, signedBy: check.signedBy, kid: check.kid, finished: check.finished }) });
    const parts = (check.unsignedParts ?? []).map(unsignedPartWords);
    return parts.length === 0 ? headline : `${headline} ${t("import.recordCheck.notSigned", { parts: new Intl.ListFormat(currentLocale(), { type: "conjunction" }).format(parts) })}`;
  }
  return t("import.recordCheck", { message: check.message.replace(/\.$/, "") });
}
