/**
 * The game page's Share box: download the record, a picture of the position shown (PNG
 * from the link preview, or SVG drawn here from the page's board) and a GIF of the game,
 * copy a link to the position shown (never the seat link), and the iframe code of the
 * embed viewer with a live preview, and "Add to a study" (the game's moves as a chapter).
 * Made once per page, so an open embed panel and its preview survive the page's redraws.
 */
import { fetchGame, recordUrl } from "../api.ts";
import { playerName } from "../player-name.ts";
import { addToStudyButton } from "../study/add-to-study.ts";
import { copyButton, copyText } from "../copy.ts";
import { h } from "../dom.ts";
import { plyFromSearch } from "../replay-url.ts";
import { downloadText, standaloneBoardSvg } from "./picture-download.ts";
import { currentLocale, t } from "../i18n.ts";

export interface EmbedChoices {
  readonly dark: boolean;
  readonly flip: boolean;
}

/** The embed's address for a game, with its options. */
export function embedUrl(origin: string, id: string, choices: EmbedChoices): string {
  const params = new URLSearchParams();
  if (choices.dark) params.set("theme", "dark");
  if (choices.flip) params.set("flip", "1");
  const query = params.toString();
  return `${origin}/embed/${id}${query ? "?" + query : ""}`;
}

/**
 * The code to paste into a page. The sandbox keeps the viewer away from the host page;
 * allow-popups lets "Open on Pigeon Post" open a tab, and allow-popups-to-escape-sandbox
 * lets that tab be the ordinary site (a sandboxed tab could not store seats or post moves).
 */
export function embedCode(origin: string, id: string, choices: EmbedChoices): string {
  return (
    `<iframe src="${embedUrl(origin, id, choices)}" width="480" height="560" style="border:0;max-width:100%" ` +
    `sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox" title="Pigeon Post game ${id}" loading="lazy"></iframe>`
  );
}

/**
 * The picture and GIF addresses for the position shown (`ply`, undefined for the latest),
 * their words in the page's language (`locale`).
 */
export function pictureUrls(id: string, ply: number | undefined, locale: string = currentLocale()): { png: string; gif: string } {
  const lang = `lang=${encodeURIComponent(locale)}`;
  return {
    png: `/og/${id}.png?${ply === undefined ? "" : `ply=${ply}&`}${lang}`,
    gif: `/gif/${id}.gif?${ply === undefined ? "" : `to=${ply}&`}${lang}`,
  };
}

/**
 * "Download picture": a small menu of PNG and SVG. The links follow the position shown,
 * read when they are used, since the box is made once per page.
 */
function pictureDownloads(id: string): HTMLElement {
  const png = h("a", { class: "button quiet", href: pictureUrls(id, undefined).png, download: `pigeon-post-${id}.png`, "aria-label": t("game.share.pngLabel") }, "PNG");
  const svg = h("button", { type: "button", class: "quiet", "aria-label": t("game.share.svgLabel") }, "SVG");
  const gif = h("a", { class: "button quiet", href: pictureUrls(id, undefined).gif, download: `pigeon-post-${id}.gif` }, t("game.share.gif"));
  const follow = () => {
    const ply = plyFromSearch(location.search);
    const urls = pictureUrls(id, ply);
    const suffix = ply === undefined ? "" : `-ply-${ply}`;
    png.href = urls.png;
    png.download = `pigeon-post-${id}${suffix}.png`;
    gif.href = urls.gif;
    gif.download = `pigeon-post-${id}${suffix}.gif`;
  };
  // the default action reads the address after the listeners: it is the shown ply's
  png.addEventListener("click", follow);
  gif.addEventListener("click", follow);
  svg.addEventListener("click", () => {
    const board = document.querySelector<SVGSVGElement>("svg.board");
    if (!board) return;
    const ply = plyFromSearch(location.search);
    downloadText(standaloneBoardSvg(board, board.closest(".board-wrap") ?? undefined), "image/svg+xml", `pigeon-post-${id}${ply === undefined ? "" : `-ply-${ply}`}.svg`);
  });
  return h(
    "div",
    { class: "tool-row picture-row" },
    h("span", { class: "picture-label", id: `picture-${id}` }, t("game.share.picture")),
    h("span", { class: "tool-row", role: "group", "aria-labelledby": `picture-${id}` }, png, svg),
    gif,
  );
}

export function createShareBox(id: string): HTMLElement {
  const origin = location.origin;
  const embedButton = h("button", { type: "button", class: "quiet", "aria-expanded": "false", "aria-controls": `embed-${id}` }, t("game.share.embed"));
  const positionButton = h("button", { type: "button", class: "quiet" }, t("game.share.copyPosition"));
  const panel = h("div", { class: "embed-panel", id: `embed-${id}`, hidden: true });
  const code = h("textarea", { class: "embed-code", readonly: true, rows: 4, spellcheck: false, "aria-label": t("game.share.embedCode") });
  const dark = h("input", { type: "checkbox", name: "embed-dark" });
  const flip = h("input", { type: "checkbox", name: "embed-flip" });
  const copySlot = h("span", {});
  const previewSlot = h("div", { class: "embed-preview" });

  let preview: HTMLIFrameElement | undefined;
  const choices = (): EmbedChoices => ({ dark: dark.checked, flip: flip.checked });

  function update(): void {
    const text = embedCode(origin, id, choices());
    code.value = text;
    copySlot.replaceChildren(copyButton(text, t("game.share.copyCode")));
    // The preview frames the real embed, sandboxed as the code says: what you see is what a blog shows.
    preview ??= h("iframe", {
      title: t("game.share.preview"), width: 480, height: 560, loading: "lazy",
      sandbox: "allow-scripts allow-popups allow-popups-to-escape-sandbox",
    });
    preview.src = embedUrl(origin, id, choices());
    if (!preview.isConnected) previewSlot.replaceChildren(preview);
  }

  embedButton.addEventListener("click", () => {
    const opening = panel.hidden;
    panel.hidden = !opening;
    embedButton.setAttribute("aria-expanded", String(opening));
    if (opening) update();
  });
  dark.addEventListener("change", update);
  flip.addEventListener("change", update);
  code.addEventListener("focus", () => code.select());
  positionButton.addEventListener("click", async () => {
    // The address bar may hold a seat token after '#': the shared link is the watch link, at the ply shown.
    const ply = plyFromSearch(location.search);
    const copied = await copyText(`${origin}/g/${id}${ply === undefined ? "" : `?ply=${ply}`}`);
    positionButton.textContent = copied ? t("game.share.copied") : t("game.share.copyFailed");
    setTimeout(() => (positionButton.textContent = t("game.share.copyPosition")), 1500);
  });

  panel.append(
    h("p", { class: "muted" }, t("game.share.embedLead")),
    code,
    h(
      "div",
      { class: "tool-row" },
      copySlot,
      h("label", { class: "check" }, dark, " ", t("game.share.dark")),
      h("label", { class: "check" }, flip, " ", t("game.share.flip")),
    ),
    previewSlot,
  );
  return h(
    "section",
    { class: "share-box", "aria-label": t("game.share.title") },
    h("h2", {}, t("game.share.title")),
    h(
      "div",
      { class: "tool-row" },
      h("a", { class: "button quiet", href: recordUrl(id), download: `pigeon-post-${id}.pgn` }, t("game.share.record")),
      embedButton,
      positionButton,
      // the game is read when asked: its players name the chapter, the server reads its moves (live or archived) by id
      addToStudyButton(async () => {
        const game = await fetchGame(id).catch(() => undefined);
        return game && { variant: game.variant, chapterName: t("study.add.gameChapter", { white: playerName(game.names.white), black: playerName(game.names.black) }), content: { gameId: id } };
      }),
    ),
    pictureDownloads(id),
    panel,
  );
}
