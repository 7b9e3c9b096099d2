/**
 * `<pigeon-viewer>`: a record of any of the five games shown on any page, in a shadow root
 * so that the page's CSS and the viewer's leave each other alone. The record is the
 * element's text, or `src="<url>"`, or `game="<id>"` (a game on the site that served
 * viewer.js, followed while it is played), or `study="<id>[/<chapterId>]"` (a study's
 * chapters, read or solved, its code loaded only then: study.ts). The board is the app's own (named cells, a
 * position description); the moves are the analysis board's tree, comments, marks and
 * variations included; arrow keys, Home and End step through them.
 */
import { plyLabel } from "../../../src/engine/move-words.ts";
import { treeFromMoves } from "../../../src/engine/annotated-tree.ts";
import { parseAnnotatedRecord } from "../../../src/engine/record.ts";
import { recordStart } from "../../../src/engine/record-start.ts";
import type { AnyGame, Side } from "../../../src/engine/types.ts";
import { hasMainLineEvaluations, mainLineFrom, nodeOf, nodesTo, ROOT, type VariationTree } from "../../../src/engine/variations.ts";
import { markOf, positionComments, renderTreeView, scrollToCurrent } from "../analysis/tree-view.ts";
import { createBoard, type BoardApi } from "../board/board.ts";
import { setAttacked, setOrientation, setView, type BoardState } from "../board/state.ts";
import { h } from "../dom.ts";
import { attackedKings, dangerMarks } from "../game/danger.ts";
import { describePosition } from "../game/describe.ts";
import { boardLooksFor } from "../words.ts";
import { loadGame } from "./engines.ts";
import { loadTranslator, useTranslator } from "../i18n.ts";
import { negotiateLocale, readLocaleParam } from "../../../src/i18n/negotiate.ts";
import type { MessageValues, Translator } from "../../../src/i18n/translator.ts";
import { fetchGameRecord, fetchRecord, followGame, SourceError } from "./source.ts";
import appCss from "../styles.css?inline";
import treeCss from "../analysis/tree-view.css?inline";
import viewerCss from "./viewer.css?inline";
import { sideNamesIn } from "../board/words.ts";

/** The graph's chunk (graph.ts), loaded only for a record whose main line carries an evaluation. */
type GraphModule = typeof import("../review/record-graph.ts");


interface Shown {
  readonly game: AnyGame;
  readonly board: BoardApi;
  tree: VariationTree;
  tags: ReadonlyMap<string, string>;
  at: number;
  graph: GraphModule | undefined;
}

/**
 * A viewer's language: its own `lang`, else the nearest ancestor's (the page's), else the
 * reader's browser's; English when none is one of ours. Each viewer has its own, so one
 * page can show a game in Spanish beside one in Turkish.
 */
export function viewerLocale(element: Element, browser: readonly string[] = navigator.languages ?? [navigator.language]) {
  const lang = element.closest("[lang]")?.getAttribute("lang");
  return readLocaleParam(lang) ?? negotiateLocale(browser);
}

/** A game's socket can say several things at once: one read of the record answers them all. */
const REREAD_MS = 200;

export class PigeonViewer extends HTMLElement {
  static readonly observedAttributes = ["src", "game", "study", "flip", "lang"];
  readonly #els = {
    head: h("p", { class: "pv-head" }),
    stage: h("div", { class: "pv-board" }),
    comment: h("div", { class: "pv-comment", "aria-live": "polite" }),
    moves: h("div", { class: "pv-moves" }),
    controls: h("div", { class: "pv-controls" }),
    graph: h("div", { class: "pv-graph", hidden: true }),
    where: h("p", { class: "pv-where" }),
    position: h("p", { class: "offscreen", id: "pv-position" }),
    status: h("p", { class: "pv-status", role: "status" }),
    body: h("div", { class: "pv-body" }),
    study: h("div", { class: "pv-study", hidden: true }),
  };
  readonly #frame: HTMLElement;
  #shown: Shown | undefined;
  #orientation: Side = "white";
  #follow: { close(): void } | undefined;
  #reread: ReturnType<typeof setTimeout> | undefined;
  #started = false;
  /** This viewer's own language (viewerLocale), loaded before anything is drawn. */
  #translator: Translator | undefined;
  /** Counts loads, so an answer that comes after a newer request is dropped. */
  #loads = 0;

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    const style = h("style", {}, `${appCss}\n${treeCss}\n${viewerCss}`);
    const els = this.#els;
    const frame = h(
      "div",
      // focusable from script only: where focus goes when the control that had it is drawn anew
      // named in the viewer's language once it is known (#load)
      { class: "pv", part: "viewer", role: "region", tabindex: -1 },
      els.head,
      els.status,
      els.body,
      els.study,
      els.position,
    );
    // what the shared parts say in answer to a key or a click (the board's "Across … to e8.") is in this viewer's language
    for (const type of ["keydown", "pointerdown", "click", "focusin"]) frame.addEventListener(type, () => this.#speak(), { capture: true });
    els.body.append(h("div", { class: "pv-main" }, els.stage, els.controls, els.where, els.graph), h("div", { class: "pv-side" }, els.comment, els.moves));
    frame.addEventListener("keydown", (event) => this.#key(event));
    root.append(style, frame);
    this.#frame = frame;
  }

  connectedCallback(): void {
    this.#started = true;
    void this.#load();
  }

  disconnectedCallback(): void {
    this.#stopFollowing();
  }

  attributeChangedCallback(name: string, before: string | null, after: string | null): void {
    // an upgrade reports every attribute first; connectedCallback then loads once
    if (before === after || !this.#started || !this.isConnected) return;
    if (name === "lang") void this.#load();
    else if (name === "flip") {
      this.#orientation = after === null ? "white" : "black";
      this.#render();
    } else void this.#load();
  }

  /** Reads the record from wherever this element says, and shows it. */
  async #load(): Promise<void> {
    const load = ++this.#loads;
    this.#stopFollowing();
    this.#orientation = this.hasAttribute("flip") ? "black" : "white";
    const translator = await loadTranslator(viewerLocale(this));
    if (load !== this.#loads) return;
    this.#translator = translator;
    this.#frame.lang = translator.locale;
    this.#frame.dir = translator.dir;
    if (!this.#shown) this.#frame.setAttribute("aria-label", this.#t("viewer.frame.label"));
    const src = this.getAttribute("src");
    const game = this.getAttribute("game");
    const study = this.getAttribute("study");
    this.#els.body.hidden = study !== null;
    this.#els.study.hidden = study === null;
    try {
      if (study !== null) await this.#showStudy(study, load);
      else if (game) {
        await this.#show(await fetchGameRecord(game), load);
        if (load === this.#loads && this.#shown?.tags.get("Result") === "*") this.#followGame(game, load);
      } else if (src) await this.#show(await fetchRecord(src, document.baseURI), load);
      else await this.#show(this.textContent ?? "", load);
    } catch (error) {
      if (load !== this.#loads) return;
      if (!(error instanceof SourceError)) throw error;
      this.#refuse(this.#t(error.id, error.values));
    }
  }

  #followGame(id: string, load: number): void {
    this.#follow = followGame(id, () => {
      clearTimeout(this.#reread);
      this.#reread = setTimeout(() => {
        void fetchGameRecord(id)
          .then((text) => this.#show(text, load))
          .then(() => {
            if (this.#shown?.tags.get("Result") !== "*") this.#stopFollowing();
          })
          .catch(() => undefined); // the next message or reconnection reads it again
      }, REREAD_MS);
    });
  }

  /** A study's chapters: all of it in the study's own chunk (study.ts), loaded only for `study=`. */
  async #showStudy(value: string, load: number): Promise<void> {
    const { showStudy } = await import("./study.ts");
    if (load !== this.#loads) return;
    this.#follow = showStudy({ frame: this.#frame, head: this.#els.head, stage: this.#els.study, t: (id, values) => this.#t(id, values), speak: () => void this.#speak(), refuse: (message) => this.#refuse(message) }, value);
  }

  #stopFollowing(): void {
    clearTimeout(this.#reread);
    this.#follow?.close();
    this.#follow = undefined;
  }

  /**
   * The message `id` in this viewer's language. The shared modules it draws with (the
   * move tree, the position's description) speak through the page-wide `t`, so this also
   * makes this viewer's translator the active one: every drawing is synchronous, so each
   * viewer's words are its own even with several languages on one page.
   */
  #t(id: string, values?: MessageValues): string {
    return this.#speak().t(id, values);
  }

  #speak(): Translator {
    const translator = this.#translator;
    if (!translator) throw new Error("a viewer spoke before its language was loaded");
    useTranslator(translator);
    return translator;
  }

  /** Changes the board, which draws at the next frame: this viewer's language is made the active one just before. */
  #drawBoard(board: BoardApi, change: (state: BoardState) => void): void {
    const translator = this.#translator;
    // frame callbacks run in the order asked for, so this one runs right before the board's own
    requestAnimationFrame(() => {
      if (translator) useTranslator(translator);
    });
    board.update(change);
  }

  #refuse(message: string): void {
    this.#els.status.textContent = message;
  }

  async #show(text: string, load: number): Promise<void> {
    const record = parseAnnotatedRecord(text.trim());
    if (!record.ok) return this.#refuse(this.#t("viewer.record.cannotShow", { reason: record.error.message }));
    const variant = record.value.tags.get("Variant") ?? "";
    const game = await loadGame(variant);
    if (load !== this.#loads) return;
    if (!game) return this.#refuse(this.#t("viewer.record.unknownGame", { variant }));
    const start = recordStart(game, record.value.tags);
    if (!start.ok) return this.#refuse(this.#t("viewer.record.cannotShow", { reason: start.error.message }));
    const tree = treeFromMoves(game, start.value, record.value.moves);
    if (!tree.ok) return this.#refuse(this.#t("viewer.record.cannotShow", { reason: tree.error.message }));
    const graph = hasMainLineEvaluations(tree.value) ? await this.#graphModule() : undefined;
    if (load !== this.#loads) return;
    this.#els.status.textContent = "";
    const previous = this.#shown;
    // a game followed opens at its latest move, and moves on with it unless the reader stepped back
    const latest = (t: VariationTree): number => mainLineFrom(t, ROOT).at(-1) ?? ROOT;
    const following = this.hasAttribute("game");
    const opening = following ? latest(tree.value) : ROOT;
    if (previous && previous.game === game) {
      const stay = following && previous.at !== latest(previous.tree) && tree.value.nodes.has(previous.at);
      previous.tree = tree.value;
      previous.tags = record.value.tags;
      previous.at = stay ? previous.at : opening;
      previous.graph = graph;
    } else {
      this.#speak(); // the board names itself in this viewer's language
      const board = createBoard({ ...boardLooksFor(game), onClick: () => undefined });
      board.element.querySelector("svg")?.setAttribute("aria-describedby", "pv-position");
      this.#els.stage.replaceChildren(board.element);
      this.#shown = { game, board, tree: tree.value, tags: record.value.tags, at: opening, graph };
    }
    this.#render();
  }

  /** The graph's chunk, with its styles added to the shadow root the first time. */
  async #graphModule(): Promise<GraphModule> {
    const graph = await import("../review/record-graph.ts");
    const root = this.shadowRoot;
    if (root && !root.querySelector("style.pv-graph-css")) root.prepend(h("style", { class: "pv-graph-css" }, graph.graphCss));
    return graph;
  }

  #go(node: number | undefined): void {
    if (!this.#shown || node === undefined || !this.#shown.tree.nodes.has(node)) return;
    this.#shown.at = node;
    this.#render();
    scrollToCurrent(this.#els.moves);
  }

  #key(event: KeyboardEvent): void {
    const shown = this.#shown;
    // a study's chapter steps with its own keys
    if (!shown || !this.#els.study.hidden || event.altKey || event.ctrlKey || event.metaKey) return;
    const node = nodeOf(shown.tree, shown.at);
    const targets: Record<string, number | undefined> = {
      ArrowLeft: node.parent,
      ArrowRight: node.children[0],
      Home: ROOT,
      End: mainLineFrom(shown.tree, shown.at).at(-1) ?? shown.at,
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    this.#go(targets[event.key]);
  }

  #render(): void {
    const shown = this.#shown;
    if (!shown) return;
    const { game, board, tree, tags } = shown;
    const t = (id: string, values?: MessageValues): string => this.#t(id, values);
    this.#speak();
    const node = nodeOf(tree, shown.at);
    const path = nodesTo(tree, shown.at);
    const parent = node.parent === undefined ? undefined : nodeOf(tree, node.parent);
    const lastMove = parent ? (game.legalMoves(parent.state).find((move) => move.text === node.move)?.path ?? []) : [];
    this.#drawBoard(board, (state) => {
      setView(state, game.view(node.state), lastMove);
      setOrientation(state, this.#orientation);
      setAttacked(state, dangerMarks(game, attackedKings(game, node.state)));
    });
    const els = this.#els;
    // the controls and moves are drawn anew: a keyboard user's focus follows to their new copies
    const focused = this.shadowRoot?.activeElement as HTMLElement | null | undefined;
    const names = t("viewer.head.players", { white: tags.get("White") || sideNamesIn(game, (id) => this.#t(id)).white, black: tags.get("Black") || sideNamesIn(game, (id) => this.#t(id)).black });
    this.#frame.setAttribute("aria-label", t("viewer.frame.labelWithGame", { names, game: game.name }));
    els.head.replaceChildren(h("strong", {}, names), ` · ${game.name}`, tags.get("Result") && tags.get("Result") !== "*" ? ` · ${tags.get("Result")}` : "");
    const said = positionComments(tree, shown.at);
    els.comment.replaceChildren(...said.map((text) => h("p", {}, text)));
    els.comment.hidden = said.length === 0;
    els.moves.replaceChildren(renderTreeView({ tree, at: shown.at, sideNames: sideNamesIn(game, (id) => this.#t(id)), onSelect: (id) => this.#go(id), empty: t("viewer.moves.none") }));
    const last = mainLineFrom(tree, shown.at).at(-1) ?? shown.at;
    const button = (label: string, title: string, target: number | undefined): HTMLElement =>
      h("button", { type: "button", class: "pv-step", "aria-label": title, title, disabled: target === undefined || target === shown.at, onclick: () => this.#go(target) }, label);
    const flip = h("button", { type: "button", class: "pv-step", "aria-label": t("viewer.controls.flip"), title: t("viewer.controls.flip"), "aria-pressed": String(this.#orientation === "black"), onclick: () => this.#flip() }, "\u21C5");
    els.controls.replaceChildren(
      button("\u00AB", t("viewer.controls.first"), ROOT),
      button("\u2039", t("viewer.controls.previous"), node.parent),
      button("\u203A", t("viewer.controls.next"), node.children[0]),
      button("\u00BB", t("viewer.controls.last"), last),
      flip,
    );
    const toMove = game.outcome(node.state).status === "ongoing" ? game.turn(node.state) : null;
    const label = path.length === 0 ? "" : plyLabel(path.length, path.map((step) => step.side), path.map((step) => step.move));
    els.where.textContent = path.length === 0 ? t("viewer.where.start") : t("viewer.where.after", { move: `${label}${markOf(node)}` });
    els.position.textContent = describePosition(game, game.view(node.state), toMove);
    const graphs = shown.graph;
    const drawn = graphs?.recordGraph(game, tree, tags.get("Result"), "pv-graph", t("viewer.graph.marksInMoveList"));
    const graph = graphs && drawn?.render(graphs.mainLinePly(tree, drawn.line, shown.at), (ply) => this.#go(ply === 0 ? ROOT : drawn.line[Math.min(ply, drawn.line.length) - 1]));
    els.graph.replaceChildren(...(graph ? [graph] : []));
    els.graph.hidden = graph === undefined;
    if (focused && !focused.isConnected) {
      const again = focused.classList.contains("tree-move")
        ? els.moves.querySelector<HTMLElement>('[aria-current="true"]')
        : els.controls.querySelector<HTMLElement>(`[aria-label="${focused.getAttribute("aria-label")}"]:not(:disabled)`);
      (again ?? this.#frame).focus();
    }
  }

  #flip(): void {
    this.#orientation = this.#orientation === "white" ? "black" : "white";
    this.#render();
  }
}
