/**
 * The analysis board's part in conditional moves: opened for one of this browser's seats
 * (`for=<game id>`, the game's moves as the line), it saves the lines built below the
 * game's position as that seat's conditional moves. The seat's token comes from My games
 * in this browser; it is never in the link.
 */
import { fetchGame } from "../api.ts";
import { h } from "../dom.ts";
import { putConditionalLines } from "../lifecycle-api.ts";
import { listMySeats } from "../my-games.ts";
import { turnLinesFrom, type VariationTree } from "../../../src/engine/variations.ts";
import type { AnyGame } from "../../../src/engine/types.ts";
import { sideName } from "../board/words.ts";
import { t } from "../i18n.ts";

export interface ConditionalSection {
  readonly element: HTMLElement;
}

/** The seat token saved in this browser for game `id`, with its side. */
function savedSeat(id: string): { token: string; side: "white" | "black" } | undefined {
  const seat = listMySeats().find((s) => s.id === id);
  const token = seat && /#seat=([A-Za-z0-9_-]{43})$/.exec(seat.url)?.[1];
  return seat && token ? { token, side: seat.side } : undefined;
}

/** Describes lines in words: "if e2-e4, reply e9-e7; then if d2-d4, reply d9-d8". */
export function describeLine(line: readonly (readonly string[])[]): string {
  const parts: string[] = [];
  for (let turn = 0; turn + 1 < line.length; turn += 2) {
    const values = { move: line[turn].join(", "), reply: line[turn + 1].join(", ") };
    parts.push(turn === 0 ? t("analysis.conditional.ifReply", values) : t("analysis.conditional.thenIfReply", values));
  }
  return parts.join(t("analysis.conditional.lineSeparator"));
}

export function createConditionalSection(game: AnyGame, gameId: string, tree: () => VariationTree, gameNode: number): ConditionalSection {
  const seat = savedSeat(gameId);
  const status = h("p", { class: "muted", role: "status" });
  const save = h("button", { type: "button", class: "primary", disabled: true }, t("analysis.conditional.save"));
  const element = h("section", { class: "conditional-section", "aria-label": t("analysis.conditional.heading") }, h("h2", {}, t("analysis.conditional.heading")), status, save);
  if (!seat) {
    status.textContent = t("analysis.conditional.noSeat");
    save.hidden = true;
    return { element };
  }
  let ply = -1;
  void fetchGame(gameId).then(
    (snapshot) => {
      ply = snapshot.ply;
      if (snapshot.status !== "active") status.textContent = t("analysis.conditional.gameOver");
      else if (snapshot.turn === seat.side) status.textContent = t("analysis.conditional.yourTurn");
      else {
        status.textContent = t("analysis.conditional.howTo", { side: sideName(game, seat.side) });
        save.disabled = false;
      }
    },
    () => (status.textContent = t("analysis.conditional.loadFailed")),
  );
  save.addEventListener("click", async () => {
    const lines = turnLinesFrom(tree(), gameNode).filter((line) => line.length >= 2);
    if (lines.length === 0) {
      status.textContent = t("analysis.conditional.noLine");
      return;
    }
    save.disabled = true;
    try {
      const saved = await putConditionalLines(gameId, seat.token, ply, lines);
      status.textContent = t("analysis.conditional.saved", { count: saved.lines.length, lines: saved.lines.map(describeLine).join(" · ") });
    } catch (error) {
      status.textContent = error instanceof Error ? error.message : t("analysis.conditional.notSaved");
    } finally {
      save.disabled = false;
    }
  });
  return { element };
}
