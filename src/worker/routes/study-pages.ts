/**
 * What the Worker serves itself for studies (issue 32, item 5): the study page (/s/<id>,
 * /s/<id>/<chapterId>) with its link-preview tags and oEmbed discovery, the embeddable
 * study (/embed/study/<id>[/<chapterId>], framed by any page like the game embed), the
 * study case of /oembed, and the preview picture of a chapter (/og/study/<id>.png): the
 * position at the end of its main line with that move's arrows and circles, drawn by the
 * diagram endpoint, which caches and bounds every render. A study is read through the
 * public API, as any client reads it, so these pages know nothing of the Study object.
 */
import { Hono } from "hono";
import type { ChapterView, StudyView } from "../../contract/study.ts";
import { treeFromStudyNodes } from "../../contract/study-tree.ts";
import { diagramPath } from "../../diagram/link.ts";
import { DIAGRAM_LIMITS, readArrowShape, readCircleShape } from "../../diagram/query.ts";
import type { DiagramArrow, DiagramCircle } from "../../diagram/shapes.ts";
import { getGame } from "../../engine/registry.ts";
import { mainLineFrom, nodeOf, ROOT } from "../../engine/variations.ts";
import { publicOrigin, refuse, type App, type AppContext } from "../http.ts";
import { embedLanguage } from "../oembed-language.ts";
import { oembedLimit, oembedTarget, richFrame } from "../oembed-frame.ts";
import { appPage, embedQuery, embedShell, previewTags, withPreviewTags, type ServedPage } from "./pages.ts";

/** The app whose API answers `GET /api/studies/...` (the Worker's own, passed in to avoid an import cycle). */
export type StudyApi = Pick<Hono<App>, "request">;

/** A study link: `/s/<id>`, `/embed/study/<id>`, either with `/<chapterId>`. */
const STUDY_PATH = /^\/(?:s|embed\/study)\/([a-z2-9]{10})(?:\/([A-Za-z0-9_-]{1,32}))?\/?$/;

/** The study frame's default size: a board with the moves beside it. */
const FRAME = { width: 640, height: 480, minWidth: 200, minHeight: 280 } as const;

/** The preview picture's size: the longer side of the diagram, as link previews show it. */
export const STUDY_PREVIEW_SIZE = 630;

/**
 * The diagram of a chapter as its preview shows it: the position at the end of its main
 * line, that move's shapes and its path marked, turned as the chapter is. Undefined when
 * the chapter does not read (never from our server).
 */
export function chapterDiagramPath(chapter: ChapterView): string | undefined {
  const game = getGame(chapter.variant);
  const start = game?.parsePosition(chapter.start);
  if (!game || !start?.ok) return undefined;
  const tree = treeFromStudyNodes(game, start.value, chapter.nodes, chapter.nextId);
  if (!tree.ok) return undefined;
  const end = nodeOf(tree.value, mainLineFrom(tree.value, ROOT).at(-1) ?? ROOT);
  const cells = new Set(game.view(end.state).cells.map((cell) => cell.id));
  const arrows: DiagramArrow[] = [];
  const circles: DiagramCircle[] = [];
  for (const shape of chapter.nodes.find((node) => node.id === end.id)?.shapes ?? []) {
    const circle = readCircleShape(shape, cells);
    const arrow = circle.ok ? undefined : readArrowShape(shape, cells);
    if (circle.ok) circles.push(circle.value);
    else if (arrow?.ok) arrows.push(arrow.value);
  }
  const parent = end.parent === undefined ? undefined : nodeOf(tree.value, end.parent);
  const path = parent ? (game.legalMoves(parent.state).find((move) => move.text === end.move)?.path ?? []) : [];
  return diagramPath({
    game: game.id,
    format: "png",
    position: game.makePosition(end.state),
    arrows: arrows.slice(0, DIAGRAM_LIMITS.arrows),
    circles: circles.slice(0, DIAGRAM_LIMITS.circles),
    lastMove: [...new Set(path.filter((id) => cells.has(id)))].slice(0, DIAGRAM_LIMITS.lastMove),
    flip: chapter.orientation === "black",
    size: STUDY_PREVIEW_SIZE,
  });
}

/** The title of a study's link: its name, and the chapter's when the link is one chapter's (names only: nothing to translate). */
export function studyTitle(study: StudyView, chapter: ChapterView | undefined): string {
  return chapter ? `${study.name} · ${chapter.name}` : study.name;
}

/** What a preview says of the study: its chapters' names (the author's words). */
function studyDescription(study: StudyView, chapter: ChapterView | undefined): string {
  const game = (variant: string) => getGame(variant)?.name ?? variant;
  if (chapter) return `${chapter.name} · ${game(chapter.variant)}`;
  return study.chapters.map((c, i) => `${i + 1}. ${c.name}`).join(" · ") || study.name;
}

export function studyPages(api: StudyApi): Hono<App> {
  const pages = new Hono<App>();

  async function readJson<T>(c: AppContext, path: string): Promise<T | undefined> {
    const response = await api.request(path, undefined, c.env, c.executionCtx);
    return response.ok ? ((await response.json()) as T) : undefined;
  }

  /** The study, and the chapter a link names (else its first, which the page opens at); undefined when there is no such study or chapter. */
  async function readStudy(c: AppContext, id: string, chapterId: string | undefined): Promise<{ study: StudyView; chapter: ChapterView | undefined; named: boolean } | undefined> {
    const base = `/api/studies/${encodeURIComponent(id)}`;
    const study = await readJson<StudyView>(c, base);
    if (!study) return undefined;
    const shown = chapterId ?? study.chapters[0]?.id;
    const chapter = shown === undefined ? undefined : await readJson<ChapterView>(c, `${base}/chapters/${encodeURIComponent(shown)}`);
    if (chapterId !== undefined && !chapter) return undefined;
    return { study, chapter, named: chapterId !== undefined };
  }

  /** The preview picture's address: `?v=` the study's version, so a changed study is a new picture. */
  const pictureUrl = (origin: string, study: StudyView, chapter: ChapterView) =>
    `${origin}/og/study/${study.id}.png?chapter=${encodeURIComponent(chapter.id)}&v=${study.version}`;

  /**
   * A study's page (`served`: the app's, or the embed's) with the study's preview tags and
   * oEmbed link, its own address under `base` (`/s` or `/embed/study`). The page works
   * without its tags: a study that cannot be read now still opens, and says why itself.
   */
  async function withStudyTags(c: AppContext, served: ServedPage, base: string): Promise<Response> {
    const id = c.req.param("id") ?? "";
    const read = served.page.ok && /^[a-z2-9]{10}$/.test(id) ? await readStudy(c, id, c.req.param("chapter")).catch(() => undefined) : undefined;
    if (!read) return new Response(served.page.body, { status: 200, headers: served.headers });
    const origin = publicOrigin(c);
    const { study, chapter, named } = read;
    const url = `${origin}${base}/${study.id}${named && chapter ? `/${chapter.id}` : ""}`;
    const title = studyTitle(study, named ? chapter : undefined);
    const image = chapter ? { url: pictureUrl(origin, study, chapter), width: STUDY_PREVIEW_SIZE, height: STUDY_PREVIEW_SIZE } : undefined;
    const tags = previewTags({ title, description: studyDescription(study, named ? chapter : undefined), url, image });
    return withPreviewTags(served, origin, url, title, tags);
  }

  /** The study page: the app's index.html with the study's preview tags. */
  pages.get("/s/:id", async (c) => withStudyTags(c, await appPage(c), "/s"));
  pages.get("/s/:id/:chapter", async (c) => withStudyTags(c, await appPage(c), "/s"));

  /** The embeddable study: the embed page (its script sees the study's path), framable by any page; pasted as a link, a page with the same tags. */
  pages.get("/embed/study/:id", async (c) => withStudyTags(c, await embedShell(c), "/embed/study"));
  pages.get("/embed/study/:id/:chapter", async (c) => withStudyTags(c, await embedShell(c), "/embed/study"));

  /**
   * A chapter's preview picture: a redirect to the diagram of its main line's end, which
   * the diagram endpoint renders once and caches (and counts against the client's picture
   * budget). The redirect itself is kept five minutes: a study changes as it is edited.
   */
  pages.get("/og/study/:file", async (c) => {
    const match = /^([a-z2-9]{10})\.png$/.exec(c.req.param("file"));
    const chapterId = c.req.query("chapter");
    const read = match ? await readStudy(c, match[1], chapterId || undefined).catch(() => undefined) : undefined;
    if (!read) return refuse(c, 404, "not_found", "There is no study (or no such chapter in it) with this id.");
    const path = read.chapter && chapterDiagramPath(read.chapter);
    if (!path) return refuse(c, 404, "not_found", "This study has no chapter to draw.");
    return new Response(null, { status: 302, headers: { Location: `${publicOrigin(c)}${path}`, "Cache-Control": "public, max-age=300" } });
  });

  /** oEmbed for a study link; any other link goes on to the leagues' and the games' oEmbed. */
  pages.get("/oembed", async (c, next) => {
    const origin = publicOrigin(c);
    const linked = oembedTarget(c, origin, STUDY_PATH);
    if (!linked) return next();
    const { target, match } = linked;
    if ((c.req.query("format") ?? "json") !== "json") return refuse(c, 501, "not_implemented", "Only format=json is supported.");
    const read = await readStudy(c, match[1], match[2]);
    if (!read) return refuse(c, 404, "not_found", "There is no study (or no such chapter in it) with this id.");
    const limit = (name: string) => oembedLimit(c, name);
    const width = Math.min(FRAME.width, limit("maxwidth"));
    const height = Math.min(FRAME.height, limit("maxheight"));
    if (width < FRAME.minWidth || height < FRAME.minHeight) {
      return refuse(c, 501, "not_implemented", `The study cannot be made that small: it needs maxwidth ${FRAME.minWidth} and maxheight ${FRAME.minHeight} at least.`);
    }
    const { study, chapter, named } = read;
    const title = studyTitle(study, named ? chapter : undefined);
    const src = `${origin}/embed/study/${study.id}${named && chapter ? `/${chapter.id}` : ""}${embedQuery(undefined, embedLanguage(target))}`;
    const thumbFits = STUDY_PREVIEW_SIZE <= Math.min(limit("maxwidth"), limit("maxheight"));
    return c.json({
      ...richFrame(origin, title, src, width, height),
      // the picture is the chapter's end position, square; a thumbnail must fit maxwidth and maxheight
      ...(chapter &&
        thumbFits && {
          thumbnail_url: pictureUrl(origin, study, chapter),
          thumbnail_width: STUDY_PREVIEW_SIZE,
          thumbnail_height: STUDY_PREVIEW_SIZE,
        }),
      cache_age: 60,
    });
  });

  return pages;
}
