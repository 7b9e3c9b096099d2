/**
 * The panels only a seat sees: messages, its private notes, conditional moves, notices and recovery. Made
 * once, when the seat's side is known, so what they hold (a half-written message, an
 * open form) survives every redraw.
 */
import type { PlayerMessage } from "../lifecycle-api.ts";
import { createConditionalPanel, type ConditionalPanel } from "./conditional-panel.ts";
import { createMessagesPanel, type MessagesPanel } from "./messages.ts";
import { createNotesPanel } from "./notes-panel.ts";
import { createNoticesPanel } from "./notices.ts";
import { mySide, type GamePageState } from "./page-state.ts";
import { createRecoveryPanel } from "./recovery.ts";

export interface SeatPanels {
  /** The panels for the page as it stands now: none until the seat's side is known. */
  current(state: GamePageState): HTMLElement[];
  /** Every message so far (the socket's first word). */
  receive(all: readonly PlayerMessage[]): void;
  /** One new message. */
  add(message: PlayerMessage): void;
}

export function createSeatPanels(): SeatPanels {
  let panels: HTMLElement[] | undefined;
  let messagesPanel: MessagesPanel | undefined;
  let conditionalPanel: ConditionalPanel | undefined;
  // messages the socket brought before the seat's side (and so its panel) was known
  let messages: readonly PlayerMessage[] = [];
  return {
    current(state) {
      const side = mySide(state);
      const seat = state.seat;
      if (!seat || !side || !state.loaded) return [];
      if (!panels) {
        messagesPanel = createMessagesPanel({ gameId: state.id, token: seat.token, mySide: side, names: state.loaded.snapshot.names });
        messagesPanel.receive(messages);
        // the computer answers at once, and refuses conditional moves
        conditionalPanel = state.loaded.snapshot.computer ? undefined : createConditionalPanel(state.id, seat.token);
        panels = [
          messagesPanel.element,
          createNotesPanel(state.id, seat.token),
          ...(conditionalPanel ? [conditionalPanel.element] : []),
          createNoticesPanel({ gameId: state.id, token: seat.token }),
          createRecoveryPanel(state.id, seat.token),
        ];
      }
      conditionalPanel?.update(state.loaded.snapshot, side);
      return panels;
    },
    receive(all) {
      messages = all;
      messagesPanel?.receive(all);
    },
    add(message) {
      messages = [...messages, message];
      messagesPanel?.add(message);
    },
  };
}
