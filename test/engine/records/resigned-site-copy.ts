import type { SiteCopy } from "../../../src/contract/site-copy.ts";

/** The site's public data of signed-resigned.pgn's game, as GET /api/games/<id> answers it (the fields its genesis is made of). */
export const RESIGNED_COPY: SiteCopy = {
  id: "bwuj4j3b3v",
  variant: "the-pit",
  options: {},
  names: { white: "Ann Arbiter", black: "Bo" },
  timeControl: { daysPerMove: 3, vacationDays: 10, weekendsOff: null, onTimeout: "lose" },
  createdAt: "2026-11-25T20:40:19.512Z",
};
