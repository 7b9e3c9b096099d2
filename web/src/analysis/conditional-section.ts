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
import { counted } from "../../../src/engine/plural.ts";

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
  for (let t = 0; t + 1 < line.length; t += 2) parts.push(`${t === 0 ? "if" : "then if"} ${line[t].join(", ")}, reply ${line[t + 1].join(", ")}`);
  return parts.join("; ");
}

export function createConditionalSection(game: AnyGame, gameId: string, tree: () => VariationTree, gameNode: number): ConditionalSection {
  const seat = savedSeat(gameId);
  const status = h("p", { class: "muted", role: "status" });
  const save = h("button", { type: "button", class: "primary", disabled: true }, "Save as conditional moves");
  const element = h("section", { class: "conditional-section", "aria-label": "Conditional moves" }, h("h2", {}, "Conditional moves"), status, save);
  if (!seat) {
    status.textContent = "This browser holds no seat of that game, so no conditional moves can be saved here.";
    save.hidden = true;
    return { element };
  }
  let ply = -1;
  void fetchGame(gameId).then(
    (snapshot) => {
      ply = snapshot.ply;
      if (snapshot.status !== "active") status.textContent = "That game is over.";
      else if (snapshot.turn === seat.side) status.textContent = "It is your turn in that game: conditional moves are for while you wait.";
      else {
        status.textContent = `Build lines after the game's position (the opponent's move first, then your reply), then save them. ${game.sideNames[seat.side]} replies at once when a line's move is played.`;
        save.disabled = false;
      }
    },
    () => (status.textContent = "That game could not be loaded."),
  );
  save.addEventListener("click", async () => {
    const lines = turnLinesFrom(tree(), gameNode).filter((line) => line.length >= 2);
    if (lines.length === 0) {
      status.textContent = "No line yet: play your opponent's move and your reply after the game's position.";
      return;
    }
    save.disabled = true;
    try {
      const saved = await putConditionalLines(gameId, seat.token, ply, lines);
      status.textContent = `Saved ${counted(saved.lines.length, "line")}: ${saved.lines.map(describeLine).join(" · ")}.`;
    } catch (error) {
      status.textContent = error instanceof Error ? error.message : "The lines were not saved.";
    } finally {
      save.disabled = false;
    }
  });
  return { element };
}
