// Preload links for an app page (src/worker/page-preloads.ts): the build's list in the
// page's one inert tag becomes links for the reader's catalog and, on a game's page, the
// game page's chunks and style sheets; anything that is not one of the build's assets, or a
// tag that does not read, gives no link.
import { describe, expect, it } from "vitest";
import { preloadLinks } from "../../src/worker/page-preloads.ts";

/** The tag's content as the HTML carries it: an attribute, entities and all. */
const attribute = (value: unknown): string => JSON.stringify(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;");

const LISTED = {
  catalogs: { ja: "/assets/ja-ux4CMv9t.js", ar: "/assets/ar-BwhWymp8.js" },
  game: ["/assets/game-CUuE3hjF.js", "/assets/socket-BJSkPbt2.js"],
  gameCss: ["/assets/tree-view-D361JK9k.css"],
};

describe("preload links for an app page", () => {
  it("name the reader's catalog, and on a game's page the game page's chunks and style sheets", () => {
    expect(preloadLinks(attribute(LISTED), "ja", false)).toBe('<link rel="modulepreload" crossorigin href="/assets/ja-ux4CMv9t.js">');
    expect(preloadLinks(attribute(LISTED), "ar", true)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/ar-BwhWymp8.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/game-CUuE3hjF.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/socket-BJSkPbt2.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/tree-view-D361JK9k.css">',
    );
  });

  it("leave out a language the build has no catalog for", () => {
    expect(preloadLinks(attribute(LISTED), "de", false)).toBe("");
  });

  it("link nothing that is not one of the build's assets, and nothing from a tag that does not read", () => {
    const hostile = { catalogs: { ja: '/assets/x.js"><script>alert(1)</script>' }, game: ["https://elsewhere.example/a.js", "/assets/../secret.js", 7, null], gameCss: "nope" };
    expect(preloadLinks(attribute(hostile), "ja", true)).toBe("");
    for (const content of [null, "", "{", "null", "[]", "&quot;", attribute("text"), attribute({ catalogs: null, game: {} })]) {
      expect(preloadLinks(content, "ja", true), String(content)).toBe("");
    }
  });
});
