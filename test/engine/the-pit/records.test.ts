// The Pit's golden records (test/fixtures/records/the-pit/), replayed end to end: every way
// the game ends by its rules.
import { thePit } from "../../../src/engine/games/the-pit/index.ts";
import { describeGoldenRecords } from "../golden-records.ts";

describeGoldenRecords(thePit, ["checkmate", "stalemate", "threefold-repetition", "fifty-move-rule", "insufficient-material"]);
