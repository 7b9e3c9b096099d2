/**
 * "Download a month" on the archive page: a month (last month unless chosen) and a link to
 * GET /api/archive/export for it, narrowed to the game the archive's filters chose. The
 * Worker answers with the file as an attachment, so the link is all the browser needs.
 */
import { h } from "../dom.ts";
import { t } from "../i18n.ts";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month before `now`'s, `YYYY-MM`, in UTC as the export counts months. */
export function lastMonth(now = new Date()): string {
  const before = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return before.toISOString().slice(0, 7);
}

/** The export of one month, of one game when `variant` is set (docs/api.md). */
export function exportUrl(month: string, variant: string): string {
  const params = new URLSearchParams({ month });
  if (variant) params.set("variant", variant);
  return `/api/archive/export?${params}`;
}

export interface MonthDownload {
  readonly element: HTMLElement;
  /** Follows the archive's game filter ("" for all games), with its name for the hint. */
  setVariant(variant: string, name: string): void;
}

export function monthDownload(): MonthDownload {
  const thisMonth = new Date().toISOString().slice(0, 7);
  // type=month where the browser has a picker; elsewhere a text box that takes YYYY-MM
  const month = h("input", {
    name: "month", type: "month", value: lastMonth(), max: thisMonth, required: true,
    pattern: "\\d{4}-\\d{2}", placeholder: "YYYY-MM", "aria-describedby": "archive-download-hint",
  });
  const link = h("a", { class: "button", download: "" }, t("archive.download.link"));
  const hint = h("p", { class: "muted archive-download-hint", id: "archive-download-hint" });
  let variant = "";
  let gameName = "";

  function update(): void {
    const chosen = month.value.trim();
    if (MONTH.test(chosen)) {
      link.setAttribute("href", exportUrl(chosen, variant));
      link.removeAttribute("aria-disabled");
      hint.textContent = gameName ? t("archive.download.hintGame", { game: gameName, month: chosen }) : t("archive.download.hintAll", { month: chosen });
    } else {
      // without a month there is nothing to fetch: the link stays, disabled, saying what it needs
      link.removeAttribute("href");
      link.setAttribute("aria-disabled", "true");
      hint.textContent = gameName ? t("archive.download.chooseGame", { game: gameName }) : t("archive.download.chooseAll");
    }
  }

  const form = h(
    "form",
    { class: "archive-download", "aria-label": t("archive.download.link") },
    h("label", { class: "field" }, h("span", {}, t("archive.download.month")), month),
    link,
    hint,
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (link.hasAttribute("href")) link.click();
  });
  month.addEventListener("input", update);
  update();

  return {
    element: form,
    setVariant(next, name) {
      variant = next;
      gameName = next ? name : "";
      update();
    },
  };
}
