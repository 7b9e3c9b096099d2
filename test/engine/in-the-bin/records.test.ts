// In The Bin's golden records (test/fixtures/records/in-the-bin/), replayed end to end.
import { inTheBin } from "../../../src/engine/games/in-the-bin/index.ts";
import { describeGoldenRecords } from "../golden-records.ts";

describeGoldenRecords(inTheBin, ["checkmate", "stalemate"]);
