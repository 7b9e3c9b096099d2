/** A small modal question with a native <dialog>: focus trapping and Escape come free. */
import { h } from "../dom.ts";
import { t } from "../i18n.ts";

/** Resolves true when the person confirms. */
export function confirmDialog(question: string, confirmLabel: string): Promise<boolean> {
  const dialog = h(
    "dialog",
    { class: "confirm" },
    h("p", {}, question),
    h(
      "form",
      { method: "dialog", class: "confirm-buttons" },
      h("button", { value: "cancel", class: "quiet" }, t("game.dialog.cancel")),
      h("button", { value: "confirm", class: "danger" }, confirmLabel),
    ),
  );
  document.body.append(dialog);
  dialog.showModal();
  return new Promise((resolve) => {
    dialog.addEventListener("close", () => {
      dialog.remove();
      resolve(dialog.returnValue === "confirm");
    });
  });
}
