/**
 * /p (issue 33): "Use my games on another device". Without a fragment it shows this
 * browser's pocket (made now if it has none): its link as a QR code and to copy, its
 * devices (any other can be removed), its public name, and "Start a new pocket". Opened as
 * /p#<secret> on another browser, it adds that device to the pocket, keeps the secret,
 * drops the fragment from the address bar at once, and brings the pocket's games in.
 */
import { isPocketSecret } from "../../../src/contract/pocket-keys.ts";
import { pocketPath, type PocketView } from "../../../src/contract/pocket.ts";
import { ApiError } from "../api.ts";
import { h, replaceChildren } from "../dom.ts";
import { t } from "../i18n.ts";
import { linkRow } from "../link-row.ts";
import { giveUpName, removeDevice, takeName } from "../pocket-api.ts";
import { joinWithSecret, openMyPocket, startNewPocket } from "../pocket/actions.ts";
import { openDeviceLabel, type CurrentPocket } from "../pocket/current.ts";
import { qrCode } from "../pocket/qr.ts";
import { isPocketLost, losePocket } from "../pocket/sync.ts";
import type { Page } from "../router.ts";
import { formatDate } from "../words.ts";
import "../pocket/pocket.css";

const errorText = (error: unknown): string => (error instanceof Error ? error.message : t("pocket.page.unreachable"));

export function pocketPage(root: HTMLElement): Page {
  const notice = h("div", { class: "pocket-notice", role: "status" });
  const body = h("div", { class: "pocket-body" }, h("p", { class: "muted" }, t("pocket.page.loading")));
  replaceChildren(root, h("section", { class: "card pocket-page" }, h("h1", {}, t("pocket.page.title")), notice, body));
  let unmounted = false;

  const secret = location.hash.slice(1);
  if (secret) {
    // the secret must not stay in the address bar, the history or a screenshot of it
    history.replaceState(history.state, "", location.pathname + location.search);
  }

  async function show(): Promise<void> {
    let opened: Awaited<ReturnType<typeof openMyPocket>>;
    try {
      opened = await openMyPocket();
    } catch (error) {
      if (isPocketLost(error)) {
        losePocket();
        return show();
      }
      opened = undefined;
      notice.replaceChildren(h("p", { class: "banner error" }, errorText(error)));
    }
    if (unmounted) return;
    if (!opened) {
      body.replaceChildren(h("p", {}, t("pocket.page.unreachable")), h("button", { type: "button", onclick: () => void show() }, t("pocket.page.retry")));
      return;
    }
    await draw(opened.pocket, opened.view);
  }

  async function draw(pocket: CurrentPocket, view: PocketView): Promise<void> {
    const link = location.origin + pocketPath(pocket.secret);
    const devices = await Promise.all(view.devices.map(async (device) => ({ device, label: (await openDeviceLabel(pocket.keys, device.id, device.label)) ?? t("pocket.devices.unknown") })));
    if (unmounted) return;
    const problem = h("p", { class: "pocket-problem", role: "alert" });
    const fail = (error: unknown): void => {
      if (isPocketLost(error)) {
        losePocket();
        void show();
      } else problem.textContent = errorText(error);
    };
    const redraw = (next: PocketView): Promise<void> => draw(pocket, next);

    const deviceList = h(
      "ul",
      { class: "pocket-devices" },
      ...devices.map(({ device, label }) =>
        h(
          "li",
          { class: "pocket-device", "data-device": device.id },
          h("span", { class: "pocket-device-name" }, device.id === pocket.device ? t("pocket.devices.thisOne", { device: label }) : label),
          h("span", { class: "muted" }, t("pocket.devices.added", { date: formatDate(device.addedAt) })),
          device.id === pocket.device
            ? ""
            : h("button", { type: "button", class: "quiet", "aria-label": t("pocket.devices.removeNamed", { device: label }), onclick: () => void removeDevice(pocket.who, device.id).then(redraw, fail) }, t("pocket.devices.remove")),
        ),
      ),
    );

    const nameBox = h("input", { id: "pocket-name", name: "pocket-name", maxlength: 24, autocomplete: "nickname", value: view.name ?? "" });
    const nameForm = h(
      "form",
      {
        class: "pocket-name-form",
        onsubmit: (event: Event) => {
          event.preventDefault();
          problem.textContent = "";
          void takeName(pocket.who, nameBox.value.trim()).then(redraw, fail);
        },
      },
      h("label", { for: "pocket-name" }, t("pocket.name.label")),
      nameBox,
      h("button", { type: "submit" }, t("pocket.name.take")),
    );

    const renew = h("button", {
      type: "button",
      class: "danger",
      onclick: () => {
        if (!confirm(t("pocket.renew.confirm"))) return;
        renew.disabled = true;
        startNewPocket(pocket).then(
          () => {
            notice.replaceChildren(h("p", { class: "banner info" }, t("pocket.renew.done")));
            void show();
          },
          (error: unknown) => {
            renew.disabled = false;
            fail(error);
          },
        );
      },
    }, t("pocket.renew.button"));

    body.replaceChildren(
      h("p", { class: "lead" }, t("pocket.page.lead")),
      h("p", {}, t("pocket.page.keepSecret")),
      h("div", { class: "pocket-share" }, qrCode(link, t("pocket.page.qrLabel")), h("div", { class: "pocket-share-link" }, linkRow(t("pocket.page.linkLabel"), t("pocket.page.linkHint"), link, "pocket-link"))),
      problem,
      h("h2", {}, t("pocket.devices.title")),
      deviceList,
      h("p", { class: "muted" }, t("pocket.devices.note")),
      h("h2", {}, t("pocket.name.title")),
      h("p", { class: "muted" }, t("pocket.name.lead")),
      view.name
        ? h("p", { class: "pocket-current-name" }, t("pocket.name.current", { name: view.name }), " ", h("button", { type: "button", class: "quiet", onclick: () => void giveUpName(pocket.who).then(redraw, fail) }, t("pocket.name.giveUp")))
        : "",
      nameForm,
      h("h2", {}, t("pocket.renew.title")),
      h("p", { class: "muted" }, t("pocket.renew.lead")),
      renew,
    );
  }

  if (secret && !isPocketSecret(secret)) {
    notice.replaceChildren(h("p", { class: "banner error" }, t("pocket.join.notALink")));
    void show();
  } else if (secret) {
    joinWithSecret(secret).then(
      () => {
        notice.replaceChildren(h("p", { class: "banner info", "data-testid": "pocket-joined" }, t("pocket.join.done"), " ", h("a", { href: "/#my-games" }, t("pocket.join.seeGames"))));
        void show();
      },
      (error: unknown) => {
        const words = error instanceof ApiError && error.code === "gone" ? t("pocket.join.gone") : error instanceof ApiError && error.code === "too_many" ? t("pocket.join.tooMany") : errorText(error);
        notice.replaceChildren(h("p", { class: "banner error", "data-testid": "pocket-join-refused" }, words));
        void show();
      },
    );
  } else void show();

  return {
    unmount: () => {
      unmounted = true;
    },
  };
}
