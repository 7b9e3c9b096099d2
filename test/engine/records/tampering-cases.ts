/**
 * The signed golden records (test/fixtures/records/signed-*.pgn, signed by the test
 * server's key) and the ways a record can be changed after signing (issue 29, item 4),
 * each with what a verifier must say of it. Both verifiers run on every one: the
 * project's own (verify-record.test.ts) and the one written from docs/api.md alone in
 * Python (python-verifier.test.ts), so they agree record by record.
 */
import { listFixtures, readFixture } from "../fixture-files.ts";

/** What a verifier must find: broken, or intact with exactly these parts named as not signed. */
export type Expected = { readonly intact: false; readonly problem: RegExp } | { readonly intact: true; readonly unsigned: readonly string[] };

export interface TamperingCase {
  readonly name: string;
  /** The signed golden record it changes. */
  readonly from: string;
  readonly change: (record: string) => string;
  readonly expected: Expected;
}

/** The signed golden records: every one intact and nothing unsigned. */
export const SIGNED_RECORDS: readonly string[] = listFixtures("records", ".pgn").filter((name) => name.startsWith("signed-"));

export const signedRecord = (name: string): string => readFixture(`records/${name}`);

/** `text` with `find` (which must be there) replaced once. */
function swap(text: string, find: string | RegExp, by: string): string {
  const changed = text.replace(find, by);
  if (changed === text) throw new Error(`the case's change found nothing to change: ${String(find)}`);
  return changed;
}

const intact = (...unsigned: string[]): Expected => ({ intact: true, unsigned });
const broken = (problem: RegExp): Expected => ({ intact: false, problem });

export const TAMPERING_CASES: readonly TamperingCase[] = [
  {
    name: "a comment added after a move is named as not signed",
    from: "signed-resigned.pgn",
    change: (t) => swap(t, "3. d2-d3\n", "3. d2-d3 {Bob agreed in advance to lose this game for money.}\n"),
    expected: intact("a comment after move 3 (White's d2-d3)"),
  },
  {
    name: "a comment added before the first move is named as not signed",
    from: "signed-agreed.pgn",
    change: (t) => swap(t, "\n\n1. a2-a3", "\n\n{Cy was paid to draw.} 1. a2-a3"),
    expected: intact("a comment before move 1 (White's a2-a3)"),
  },
  {
    name: "words added inside the site's own time comment are named as not signed",
    from: "signed-agreed.pgn",
    change: (t) => swap(t, "[%ch f1a68dd2]}", "[%ch f1a68dd2] a fine move}"),
    expected: intact("a comment after move 1 (White's a2-a3)"),
  },
  {
    name: "a variation is named as not signed",
    from: "signed-resigned.pgn",
    change: (t) => swap(t, " 2... b9-b8", " (2. e2-e3 e9-e8) 2... b9-b8"),
    expected: intact("a variation on move 2 (White's c2-c3)"),
  },
  {
    name: "a glued mark is named as not signed",
    from: "signed-resigned.pgn",
    change: (t) => swap(t, "3. d2-d3", "3. d2-d3?!"),
    expected: intact("a mark on move 3 (White's d2-d3)"),
  },
  {
    name: "a numeric mark and an evaluation are named as not signed",
    from: "signed-agreed.pgn",
    change: (t) => swap(t, "1... a9-a8\n", "1... a9-a8 $2 {[%eval 0.40]}\n"),
    expected: intact("a mark on move 1 (Black's a9-a8)", "a comment after move 1 (Black's a9-a8)"),
  },
  {
    name: "an Event tag added is named as not signed",
    from: "signed-agreed.pgn",
    change: (t) => swap(t, "[Variant", '[Event "World final"]\n[Variant'),
    expected: intact("the Event tag"),
  },
  {
    name: "a UTCDate that agrees with Date is named as not signed",
    from: "signed-agreed.pgn",
    change: (t) => swap(t, '[UTCTime "20:40:19"]', '[UTCDate "2026.11.25"]\n[UTCTime "20:40:19"]'),
    expected: intact("the UTCDate tag"),
  },
  {
    name: "the closing result token changed while the Result tag is left alone is broken",
    from: "signed-resigned.pgn",
    change: (t) => swap(t, /1-0\n$/, "0-1\n"),
    expected: broken(/ends with the result 0-1, but the Result tag and the chain say 1-0/),
  },
  {
    name: "the closing result token taken out is broken",
    from: "signed-agreed.pgn",
    change: (t) => swap(t, /1\/2-1\/2\n$/, "\n"),
    expected: broken(/without a result token/),
  },
  {
    name: "Date changed with a UTCDate added is broken",
    from: "signed-resigned.pgn",
    change: (t) => swap(t, '[Date "2026.11.25"]', '[Date "2026.11.20"]\n[UTCDate "2026.11.25"]'),
    expected: broken(/UTCDate tag says 2026\.11\.25/),
  },
  {
    name: "a UTCDate that disagrees with Date is broken",
    from: "signed-resigned.pgn",
    change: (t) => swap(t, '[UTCTime "20:40:19"]', '[UTCDate "2026.11.20"]\n[UTCTime "20:40:19"]'),
    expected: broken(/UTCDate tag says 2026\.11\.20/),
  },
  {
    name: "a second White tag put before the real one is broken",
    from: "signed-resigned.pgn",
    change: (t) => swap(t, '[White "Ann Arbiter"]', '[White "Mallory"]\n[White "Ann Arbiter"]'),
    expected: broken(/White tag is written twice/),
  },
  {
    name: "= appended to the signature is broken",
    from: "signed-resigned.pgn",
    change: (t) => swap(t, /(\[Signature "[^"]+)"\]/, '$1="]'),
    expected: broken(/Signature tag is not written as the site writes signatures/),
  },
  {
    name: "the signature's unused last bits changed (the same bytes spelled otherwise) is broken",
    from: "signed-agreed.pgn",
    // the last character carries 2 bits of the signature and 4 unused ones: "w" (110000) and "x" (110001) decode alike
    change: (t) => swap(t, /Cw"\]/, 'Cx"]'),
    expected: broken(/Signature tag is not written as the site writes signatures/),
  },
  {
    name: "a readable clock comment edited (gives Bo 2 days made 7) is broken",
    from: "signed-in-the-bin.pgn",
    change: (t) => swap(t, "gives Bo 2 days", "gives Bo 7 days"),
    expected: broken(/The comment "Ann gives Bo 7 days, .*" after move 3 \(White's Kf1-g1\) is written as the site writes its clock events, but no event of the chain says it/),
  },
  {
    name: "a readable clock comment added for an event that never happened is broken",
    from: "signed-agreed.pgn",
    change: (t) => swap(t, "\n1/2-1/2\n", "\n{Cy starts a vacation, 2026-11-25 20:40 UTC} 1/2-1/2\n"),
    expected: broken(/no event of the chain says it/),
  },
  {
    name: "a readable clock comment taken out leaves the rest intact",
    from: "signed-in-the-bin.pgn",
    change: (t) => swap(t, / ?\{Ann gives Bo 2 days, [^}]*\}/, ""),
    expected: intact(),
  },
  // The golden records were signed before names were quoted: their clock comments are in the
  // legacy form (and verify intact as they are, above). Readable comments are not hashed, so
  // the same records with the comments as today's writer writes them are what the server
  // would sign today: both forms must verify, and an edit in either must not.
  {
    name: "a readable clock comment in today's quoted form (names in quotes) is intact",
    from: "signed-in-the-bin.pgn",
    change: (t) => swap(t, "{Ann gives Bo 2 days,", '{"Ann" gives "Bo" 2 days,'),
    expected: intact(),
  },
  {
    name: "two readable clock comments, one quoted and one in the legacy form, are intact",
    from: "signed-resigned.pgn",
    change: (t) => swap(t, "{Ann Arbiter starts a vacation,", '{"Ann Arbiter" starts a vacation,'),
    expected: intact(),
  },
  {
    name: "a quoted readable clock comment edited (gives \"Bo\" 2 days made 7) is broken",
    from: "signed-in-the-bin.pgn",
    change: (t) => swap(t, "{Ann gives Bo 2 days,", '{"Ann" gives "Bo" 7 days,'),
    expected: broken(/The comment ""Ann" gives "Bo" 7 days, .*" after move 3 \(White's Kf1-g1\) is written as the site writes its clock events, but no event of the chain says it/),
  },
  {
    name: "a readable clock comment quoted by halves (one name in quotes, one not) is broken",
    from: "signed-in-the-bin.pgn",
    change: (t) => swap(t, "{Ann gives Bo 2 days,", '{"Ann" gives Bo 2 days,'),
    expected: broken(/no event of the chain says it/),
  },
  {
    name: "a quoted name with its escapes undone is broken (the quoted form is exact)",
    from: "signed-resigned.pgn",
    change: (t) => swap(t, "{Ann Arbiter ends a vacation,", '{"Ann%20Arbiter" ends a vacation,'),
    expected: broken(/no event of the chain says it/),
  },
  {
    name: "a readable clock comment claiming an event twice, once in each form, is broken",
    from: "signed-in-the-bin.pgn",
    change: (t) => swap(t, "{Ann gives Bo 2 days, 2026-11-27 14:35 UTC}", '{Ann gives Bo 2 days, 2026-11-27 14:35 UTC} {"Ann" gives "Bo" 2 days, 2026-11-27 14:35 UTC}'),
    expected: broken(/no event of the chain says it/),
  },
  {
    name: "a Black move numbered as White's is broken",
    from: "signed-agreed.pgn",
    change: (t) => swap(t, "1... a9-a8", "2. a9-a8"),
    expected: broken(/numbered as White's/),
  },
  {
    name: "an extra move (In The Bin) numbered as the other side's is broken",
    from: "signed-in-the-bin.pgn",
    change: (t) => swap(t, "} Kf1-g1", "} 3... Kf1-g1"),
    expected: broken(/Move 3 \(White's Kf1-g1\) is numbered as Black's/),
  },
  {
    name: "a changed move is broken",
    from: "signed-resigned.pgn",
    change: (t) => swap(t, "2... b9-b8", "2... c9-c8"),
    expected: broken(/^Move 2 \(Black's c9-c8\) at .* does not match the chain/),
  },
  {
    name: "a changed name is broken",
    from: "signed-resigned.pgn",
    change: (t) => swap(t, '[White "Ann Arbiter"]', '[White "Ann Other"]'),
    expected: broken(/not the ones it was played with: a player.s name/),
  },
  {
    name: "an abort written into a comment (a name that reads as an event) is broken",
    from: "signed-agreed.pgn",
    change: (t) => swap(t, "\n1/2-1/2\n", "\n{[%ev abort white 2026-11-25T20:40:19Z]} 1/2-1/2\n"),
    expected: broken(/Chain tag does not match/),
  },
];
