// Headings of the rules pages get ids from their words (links to a section), in any script.
import { describe, expect, it } from "vitest";
import { slug } from "../../../web/src/markdown.ts";

describe("a heading's id", () => {
  it("is its words, lower case, joined by hyphens, in English as before", () => {
    expect(slug("Your first moves")).toBe("your-first-moves");
    expect(slug("Rulings (1-5)")).toBe("rulings-1-5");
  });
  it("keeps letters of any script, so no two translated headings share an empty id", () => {
    expect(slug("L'échiquier")).toBe("l-échiquier");
    expect(slug("Первые ходы")).toBe("первые-ходы");
    expect(slug("最初の手")).toBe("最初の手");
    expect(slug("الحركات الأولى")).toBe("الحركات-الأولى");
  });
});
