/**
 * One seat action at a time (an offer, a resignation, a vacation, a pause...): sent with the
 * page's own checks, its answer's snapshot handed on, a failure said in words. The offers bar
 * and the clock panel both send their buttons' requests through it.
 */
import { ApiError, type GameSnapshot } from "../api.ts";
import type { OffersOptions } from "./offers.ts";
import { t } from "../i18n.ts";

export interface SeatAction {
  /** Whether a request is on its way (the buttons are drawn disabled meanwhile). */
  readonly busy: boolean;
  /** Sends `request` unless one is on its way or the browser is offline; redraws before and after. */
  run(request: () => Promise<GameSnapshot>): Promise<void>;
}

export function createSeatAction(options: Pick<OffersOptions, "onSnapshot" | "onError" | "refetch">, redraw: () => void): SeatAction {
  let busy = false;
  return {
    get busy() {
      return busy;
    },
    async run(request) {
      if (busy) return;
      if (!navigator.onLine) return options.onError(t("game.action.offline"));
      busy = true;
      redraw();
      const sentAt = performance.now();
      try {
        options.onSnapshot(await request(), sentAt);
      } catch (error) {
        const unreached = error instanceof ApiError && error.status === 0;
        options.onError(unreached ? t("game.action.unreached") : error instanceof Error ? error.message : t("game.error.generic"));
        // a refusal: show the server's state again
        if (!unreached) options.refetch();
      } finally {
        busy = false;
        redraw();
      }
    },
  };
}
