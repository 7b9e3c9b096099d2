/**
 * /verify: paste or drop a record and learn whether it is intact and who signed it
 * (docs/api.md "Records you can verify"). Everything happens in the browser with the
 * same code as `npm run verify`: the record is never uploaded; the only requests are for
 * this site's public key and, when a game of this site had its details changed, that
 * game's public data, to name the tag that differs (contract/site-copy.ts). A record signed by another site is checked for its chain, and
 * the page says its signature needs that site's key (the command can fetch it). What
 * the site did not write (a reader's comments, marks, variations, tags) is listed as not
 * signed. The verdict's reasons and parts are said in the reader's language from their
 * codes (verify-words.ts); in English they are the command's words.
 */
import { h, replaceChildren } from "../dom.ts";
import type { Page } from "../router.ts";
import { t } from "../i18n.ts";
import { isKeyDocument, type KeyDocument } from "../../../src/contract/record-key.ts";
import { recordOrigin, verifyRecord, type Verdict } from "../../../src/contract/verify-record.ts";
import { siteCopyPath, withSiteCopy } from "../../../src/contract/site-copy.ts";
import { intactHeadline, problemSentence, unsignedPartWords } from "../verify-words.ts";

const MAX_FILE_BYTES = 256 * 1024;

/** This site's key document, fetched once per page; undefined when the site signs nothing or cannot be reached. */
async function ownKeys(): Promise<KeyDocument | undefined> {
  try {
    const res = await fetch("/.well-known/pigeon-post-key.json");
    const doc: unknown = res.ok ? await res.json() : undefined;
    return isKeyDocument(doc) ? doc : undefined;
  } catch {
    return undefined;
  }
}

/**
 * This site's public data of the game at `path` (GET, nothing of the record sent), or
 * undefined when it cannot be had: the verdict then keeps its offline words.
 */
async function siteCopy(path: string): Promise<unknown> {
  try {
    const res = await fetch(path);
    return res.ok ? ((await res.json()) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** The verdict in words for a person: the headline (the command's words) and what it means. */
function explain(verdict: Verdict, origin: string | undefined, keys: KeyDocument | undefined): { good: boolean; title: string; detail: string } {
  // the command's headline (describeChain) and what broke a record (verdict.problem), in the page's language
  if (!verdict.intact) return { good: false, title: t("verify.broken"), detail: problemSentence(verdict.why) };
  const title = intactHeadline(verdict);
  if (verdict.signedBy) return { good: true, title, detail: t(verdict.unsigned.length > 0 ? "verify.detail.signedWithAdded" : "verify.detail.signed", { site: verdict.signedBy }) };
  if (verdict.kid) {
    const where = origin ?? t("verify.detail.thePlayingSite");
    return { good: false, title, detail: keys ? t("verify.detail.otherSite", { where, site: keys.origin }) : t("verify.detail.noKey") };
  }
  if (verdict.finished) return { good: false, title, detail: t("verify.detail.unsigned") };
  return { good: true, title, detail: t("verify.detail.inProgress") };
}

export function verifyPage(root: HTMLElement): Page {
  const text = h("textarea", { name: "record", class: "record-input", rows: 10, spellcheck: false, autocomplete: "off", dir: "auto", "aria-label": t("verify.record") });
  const file = h("input", { type: "file", accept: ".pgn,.txt,text/plain", class: "offscreen", "aria-label": t("verify.recordFile") });
  const chooseFile = h("button", { type: "button", class: "quiet" }, t("verify.openFile"));
  const check = h("button", { type: "submit", class: "primary" }, t("verify.check"));
  const title = h("p", { class: "verify-title" });
  const detail = h("p", { class: "verify-detail" });
  const unsignedList = h("ul", { class: "verify-unsigned" });
  const unsigned = h("div", { hidden: true }, h("p", { class: "verify-detail" }, t("verify.notSigned")), unsignedList);
  const answer = h("div", { class: "banner verify-answer", role: "status", hidden: true }, title, detail, unsigned);
  const form = h(
    "form",
    { class: "card import-form verify-form" },
    h("h1", {}, t("verify.title")),
    h("p", { class: "muted" }, t("verify.lead")),
    text,
    file,
    h("div", { class: "form-actions" }, check, chooseFile),
    answer,
  );
  replaceChildren(root, h("section", { class: "import" }, form));
  document.title = t("verify.documentTitle");

  let keys: Promise<KeyDocument | undefined> | undefined;
  let run = 0;

  function show(good: boolean, headline: string, words: string, notSigned: readonly string[] = []): void {
    answer.hidden = false;
    unsigned.hidden = notSigned.length === 0;
    unsignedList.replaceChildren(...notSigned.map((part) => h("li", {}, part)));
    answer.classList.toggle("info", good);
    answer.classList.toggle("error", !good);
    title.textContent = headline;
    detail.textContent = words;
  }

  async function verify(): Promise<void> {
    const mine = ++run;
    const record = text.value;
    if (!record.trim()) return show(false, t("verify.nothing"), t("verify.nothingDetail"));
    check.disabled = true;
    try {
      const doc = await (keys ??= ownKeys());
      const origin = recordOrigin(record);
      // only this site's key can be fetched from here; another site's signature is left unchecked, and said so
      const offline = await verifyRecord(record, doc && origin === doc.origin ? doc : undefined);
      // a changed name, link, game, clock or start: this site's copy of its own game names which (another site's cannot be asked from here)
      const path = siteCopyPath(offline, record, location.origin);
      const verdict = path ? withSiteCopy(offline, record, location.origin, await siteCopy(path)) : offline;
      if (mine !== run) return;
      const said = explain(verdict, origin, doc);
      show(said.good, said.title, said.detail, verdict.intact ? verdict.unsignedParts.map(unsignedPartWords) : []);
    } finally {
      check.disabled = false;
    }
  }

  async function readFile(chosen: File | undefined): Promise<void> {
    if (!chosen) return;
    if (chosen.size > MAX_FILE_BYTES) return show(false, t("verify.tooLarge"), t("verify.tooLargeDetail", { file: chosen.name, size: Math.round(chosen.size / 1024) }));
    text.value = await chosen.text();
    await verify();
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void verify();
  });
  chooseFile.addEventListener("click", () => file.click());
  file.addEventListener("change", () => {
    const chosen = file.files?.[0];
    file.value = "";
    void readFile(chosen);
  });
  form.addEventListener("dragover", (event) => event.preventDefault());
  form.addEventListener("drop", (event) => {
    event.preventDefault();
    void readFile(event.dataTransfer?.files[0]);
  });

  return {
    unmount() {
      run++;
    },
  };
}
