/**
 * The study's links (issue 32, item 5): the view link (anyone reads), the editor link
 * (the editor's only: whoever holds it edits), the shown chapter's own link, "Copy
 * diagram link" of the node shown, and the export of every chapter as one record.
 */
import { studyChapterPath, studyEditorPath, studyPath } from "../../../src/contract/study.ts";
import { copyText } from "../copy.ts";
import { h } from "../dom.ts";
import { t } from "../i18n.ts";
import { linkRow } from "../link-row.ts";
import { studyExportPath } from "../study-api.ts";

export interface SharePanelProps {
  readonly id: string;
  readonly token: string | undefined;
  readonly chapter: string | undefined;
  /** The diagram of what the board shows now (asked at the click). */
  readonly diagram: () => string | undefined;
}

export function renderSharePanel(props: SharePanelProps): HTMLElement {
  const absolute = (path: string): string => new URL(path, location.origin).href;
  const said = h("p", { class: "muted", role: "status" });
  const copyDiagram = async (): Promise<void> => {
    const path = props.diagram();
    if (!path) return;
    const url = absolute(path);
    said.textContent = (await copyText(url)) ? t("study.page.diagramCopied") : url;
  };
  return h(
    "section",
    { class: "card study-share", "aria-labelledby": "study-share-heading" },
    h("h2", { id: "study-share-heading" }, t("study.page.shareHeading")),
    linkRow(t("study.page.viewLink"), t("study.page.viewLinkHint"), absolute(studyPath(props.id)), "study-view-link"),
    props.token ? linkRow(t("study.page.editorLink"), t("study.page.editorLinkHint"), absolute(studyEditorPath(props.id, props.token)), "study-editor-link") : "",
    props.chapter ? linkRow(t("study.page.chapterLink"), t("study.page.chapterLinkHint"), absolute(studyChapterPath(props.id, props.chapter)), "study-chapter-link") : "",
    h(
      "p",
      { class: "study-share-actions" },
      h("button", { type: "button", class: "quiet", title: t("study.page.diagramTitle"), onclick: () => void copyDiagram() }, t("study.page.diagram")),
      " ",
      h("a", { href: studyExportPath(props.id), download: "", class: "button quiet" }, t("study.page.export")),
    ),
    said,
  );
}
