/**
 * The four replay steps of a variation tree (start, back, forward, end) in the game page's
 * glyphs, for the analysis board and the study page. A glyph says nothing to a screen
 * reader: each button is named by its title.
 */
import { h } from "../dom.ts";
import { back, forward, toEnd, toStart, type AnalysisState } from "./state.ts";

export interface StepWords {
  readonly group: string;
  readonly start: string;
  readonly back: string;
  readonly forward: string;
  readonly end: string;
}

/** The step buttons; `step` is handed one of analysis/state.ts's steps to run and show. */
export function stepControls(words: StepWords, step: (run: (state: AnalysisState) => void) => void): HTMLDivElement {
  const button = (glyph: string, run: (state: AnalysisState) => void, label: string) =>
    h("button", { type: "button", class: "replay-button", title: label, "aria-label": label, onclick: () => step(run) }, glyph);
  return h(
    "div",
    { class: "replay-controls", role: "group", "aria-label": words.group },
    button("\u00AB", toStart, words.start),
    button("\u2039", back, words.back),
    button("\u203A", forward, words.forward),
    button("\u00BB", toEnd, words.end),
  );
}
