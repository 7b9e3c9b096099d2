/** Copy-to-clipboard buttons, with a fallback for pages the Clipboard API refuses (plain http). */
import { h } from "./dom.ts";
import { t } from "./i18n.ts";

/** Copies `text`; false when neither the Clipboard API nor the old copy command could. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = h("textarea", { readonly: true, class: "offscreen" });
    area.value = text;
    document.body.append(area);
    area.select();
    const done = document.execCommand("copy");
    area.remove();
    return done;
  }
}

/** A button that copies `text` and says so for a moment. */
export function copyButton(text: string, label = t("game.copy.copy")): HTMLButtonElement {
  const button = h("button", { type: "button", class: "copy" }, label);
  button.addEventListener("click", async () => {
    const copied = await copyText(text);
    button.textContent = copied ? t("game.copy.copied") : t("game.copy.selectAndCopy");
    setTimeout(() => (button.textContent = label), 1500);
  });
  return button;
}

/**
 * "Share…": the device's share sheet (Web Share API) for a link, or nothing where the
 * browser has no share sheet (most desktops), where Copy does the job.
 */
export function shareLinkButton(link: string, title: string, text: string): HTMLButtonElement | "" {
  if (typeof navigator.share !== "function") return "";
  const share = (): Promise<void> => navigator.share({ title, text, url: link });
  // a closed share sheet rejects (AbortError): nothing to say
  return h("button", { type: "button", class: "quiet share-link", onclick: () => void share().catch(() => undefined) }, t("game.copy.share"));
}

/** "Share…" for an opponent's seat link. */
export function shareSeatButton(link: string, gameName: string): HTMLButtonElement | "" {
  return shareLinkButton(link, t("game.copy.shareSeatTitle", { game: gameName }), t("game.copy.shareSeatText", { game: gameName }));
}
