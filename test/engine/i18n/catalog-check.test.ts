// The build's check of the catalogs (issue 31, item 5): what it must refuse.
import { describe, expect, it } from "vitest";
import { checkCatalog, checkUse, messageShape, pluralFormsNeeded } from "../../../src/i18n/catalog-check.ts";

const EN = { "a.games": "{n, plural, one {# game} other {# games}}", "a.hello": "Hello {name}", "a.kind": "{side, select, white {White} other {Black}}" };

describe("the catalog check", () => {
  it("finds the placeholders and plural forms of a message, and says when one does not parse", () => {
    const shape = messageShape("{name} has {n, plural, one {# game with {other}} other {# games}}");
    expect(typeof shape).not.toBe("string");
    if (typeof shape !== "string") {
      expect([...shape.names].sort()).toEqual(["n", "name", "other"]);
      expect([...shape.plurals.get("n")!].sort()).toEqual(["one", "other"]);
    }
    expect(messageShape("{n, plural, one {x}")).toMatch(/does not parse/);
  });

  it("passes a complete translation", () => {
    const de = { "a.games": "{n, plural, one {# Partie} other {# Partien}}", "a.hello": "Hallo {name}", "a.kind": "{side, select, white {Weiß} other {Schwarz}}" };
    expect(checkCatalog("de", de, EN)).toEqual([]);
  });

  it("refuses a missing or extra id, a changed placeholder, a plural lacking a form the language needs, a select without other", () => {
    const ru = { "a.games": "{n, plural, one {# партия} other {# партий}}", "a.hello": "Привет {nom}", "a.extra": "x", "a.kind": "{side, select, white {Белые} black {Чёрные}}" };
    const problems = checkCatalog("ru", ru, EN).map((p) => `${p.id}: ${p.problem}`);
    expect(problems).toContainEqual(expect.stringMatching(/^a\.extra: not in English/));
    expect(problems).toContainEqual(expect.stringMatching(/^a\.hello: placeholders \{nom\} differ/));
    expect(problems).toContainEqual(expect.stringMatching(/^a\.games: plural \{n\} lacks the few, many forms ru needs/));
    expect(problems).toContainEqual(expect.stringMatching(/^a\.kind: select side has no "other"/));
    expect(checkCatalog("fr", {}, EN)).toHaveLength(3);
  });

  it("needs the forms counts up to 1,000 reach: Russian's few and many, Arabic's six, not Italian's many (millions) nor Turkish's one", () => {
    expect([...pluralFormsNeeded("ru")].sort()).toEqual(["few", "many", "one"]); // other is for fractions, and always asked for
    expect(pluralFormsNeeded("ar").size).toBe(6);
    expect([...pluralFormsNeeded("it")].sort()).toEqual(["one", "other"]);
    expect([...pluralFormsNeeded("tr")]).toEqual(["other"]);
    expect([...pluralFormsNeeded("ja")]).toEqual(["other"]);
  });

  it("refuses an id the code calls that English lacks, and an English id no code uses", () => {
    const sources = ['t("a.games", { n })', "const ids = ['a.hello'];", "t(`a.k${'ind'}`)", 't("a.missing")'];
    const problems = checkUse(EN, sources).map((p) => `${p.id}: ${p.problem}`);
    expect(problems).toEqual(["a.missing: used by the code but not in the catalog"]);
    expect(checkUse(EN, ['t("a.games")']).map((p) => p.id)).toEqual(["a.hello", "a.kind"]);
  });
});
