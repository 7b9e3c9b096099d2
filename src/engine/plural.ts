/**
 * Counted words, said once for the whole project: "1 point", "0 points", "1½ points",
 * "2 players". The engine's own words, the page, the Worker's server-rendered pages and
 * its error messages all count through here (it is pure, so it lives in the engine), so
 * that no sentence says "(1 points)" or "(1 players)". English's plural rule is
 * Intl.PluralRules', which also knows that 1.5 takes the plural.
 */
const RULES = new Intl.PluralRules("en-GB");

/** The form of `noun` that goes with `count`: "point" for 1, "points" for 0, 2 and 1.5. */
export function nounFor(count: number, one: string, other = `${one}s`): string {
  return RULES.select(count) === "one" ? one : other;
}

/**
 * `count` and the noun's form that goes with it: counted(1, "point") is "1 point",
 * counted(2, "ply", "plies") "2 plies". `shown` writes the number otherwise (½ for a half point).
 */
export function counted(count: number, one: string, other = `${one}s`, shown: string = String(count)): string {
  return `${shown} ${nounFor(count, one, other)}`;
}

/** Points as people write them: 2½, ½, 3. */
export function pointsText(points: number): string {
  return pointsWritten(points, String);
}

/** Points as pointsText writes them, the whole number by `write` (a language's digits: the league's picture). */
export function pointsWritten(points: number, write: (whole: number) => string): string {
  const whole = Math.floor(points);
  const half = points - whole >= 0.5;
  return half ? (whole ? `${write(whole)}½` : "½") : write(whole);
}
