/**
 * Recovery codes: a short, single-use code that opens this seat on another device
 * (typed on that device's home page), for when copying the long seat link is awkward.
 * Also the home page's "Have a recovery code?" form.
 */
import { ApiError } from "../api.ts";
import { copyButton } from "../copy.ts";
import { h } from "../dom.ts";
import { createRecoveryCode, recoverSeat } from "../lifecycle-api.ts";
import { rememberSeat } from "../my-games.ts";
import { navigate } from "../router.ts";
import { formatDate } from "../words.ts";
import "./lifecycle.css";
import { t } from "../i18n.ts";

/** The seat page's part: a button that fetches a code, then the code with a copy button and its expiry. */
export function createRecoveryPanel(gameId: string, token: string): HTMLElement {
  const slot = h("div", { class: "recovery-result" });
  const button = h("button", { type: "button", class: "quiet" }, t("game.recovery.get"));
  button.addEventListener("click", async () => {
    button.disabled = true;
    try {
      const { code, expiresAt } = await createRecoveryCode(gameId, token);
      slot.replaceChildren(
        h("div", { class: "recovery-code" }, h("code", { "data-testid": "recovery-code" }, code), copyButton(code, t("game.recovery.copyCode"))),
        h("p", { class: "muted" }, t("game.recovery.howTo", { until: formatDate(expiresAt) })),
      );
      button.textContent = t("game.recovery.getNew");
    } catch (error) {
      slot.replaceChildren(h("p", { class: "notices-message error" }, error instanceof Error ? error.message : t("game.recovery.failed")));
    } finally {
      button.disabled = false;
    }
  });
  return h(
    "details",
    { class: "recovery panel", "data-testid": "recovery" },
    h("summary", {}, h("span", { class: "panel-title" }, t("game.recovery.title"))),
    h("p", { class: "muted panel-lead" }, t("game.recovery.lead")),
    h("div", { class: "tool-row" }, copyButton(`${location.origin}/g/${gameId}#seat=${token}`, t("game.recovery.copySeatLink")), button),
    slot,
  );
}

/** Codes look like `k3v9x2mq7d-7hqm4rtp` (lower case); people type them with spaces or in capitals. */
export function normalizeRecoveryCode(text: string): string {
  return text.replace(/\s+/g, "").toLowerCase();
}

/** The home page's form: trades a code for the seat, saves it in My games and opens it. */
export function recoveryForm(): HTMLElement {
  const input = h("input", { name: "recovery-code", autocomplete: "off", spellcheck: "false", placeholder: "k3v9x2mq7d-7hqm4rtp", "aria-label": t("game.recovery.codeLabel") });
  const submit = h("button", { type: "submit" }, t("game.recovery.openSeat"));
  const problem = h("p", { class: "notices-message error", role: "alert", hidden: true });
  const form = h(
    "form",
    { class: "recovery-form" },
    h("label", { class: "field" }, h("span", {}, t("game.recovery.formLabel")), h("div", { class: "link-field" }, input, submit)),
    problem,
  );
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const code = normalizeRecoveryCode(input.value);
    if (!code) return;
    submit.disabled = true;
    problem.hidden = true;
    try {
      const seat = await recoverSeat(code);
      // The link in the form the game page saves, whatever form the server sends.
      const url = `/g/${seat.id}#seat=${seat.token}`;
      rememberSeat({ id: seat.id, variant: "", side: seat.side, url, savedAt: new Date().toISOString() });
      navigate(url);
    } catch (error) {
      problem.textContent =
        error instanceof ApiError && error.status === 404
          ? t("game.recovery.unknown")
          : error instanceof Error
            ? error.message
            : t("game.recovery.notChecked");
      problem.hidden = false;
      submit.disabled = false;
    }
  });
  return form;
}
