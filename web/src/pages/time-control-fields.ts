/**
 * The create form's time control (docs/api.md): None, Days per move or a Time bank with
 * its numbers, then for a timed game vacation days, weekends off in a time zone (the
 * creator's own by default) and what running out means. Each choice says in a sentence
 * what it does; every field is labelled and grouped in fieldsets, so keyboards and
 * screen readers meet it as a form.
 */
import type { TimeControlRequest } from "../api.ts";
import { h } from "../dom.ts";
import { t } from "../i18n.ts";
import { daysText } from "../game/clock.ts";
import { DAYS_PER_MOVE, LIMITS } from "../../../src/contract/time-control.ts";

export interface TimeControlFields {
  readonly element: HTMLElement;
  /** The time control the form asks for, or null for a game without a clock. */
  value(): TimeControlRequest | null;
}

type Kind = "none" | "days" | "bank";

/** Vacation the form offers by default: a week a seat, so that a holiday never loses a game. */
const DEFAULT_VACATION_DAYS = 7;

/** The creator's time zone (the browser's), the default of weekends off. */
export function ownTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** Every zone the browser knows, the creator's among them. */
function timeZones(own: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return known.includes(own) ? known : [own, ...known];
}

let fieldIds = 0;

/** A labelled whole-number field in days, with its sentence under it. */
function daysField(name: string, label: string, range: { min: number; max: number }, value: number): { field: HTMLElement; input: HTMLInputElement } {
  const input = h("input", { type: "number", name, min: range.min, max: range.max, step: 1, value: String(value), required: true, inputmode: "numeric" });
  return { field: h("label", { class: "field days-field" }, h("span", {}, label), input), input };
}

/** A paragraph that explains the field it is tied to by `aria-describedby`. */
function sentence(text: string, target: HTMLElement): HTMLElement {
  const id = `time-note-${++fieldIds}`;
  target.setAttribute("aria-describedby", id);
  return h("small", { class: "time-note muted", id }, text);
}

export function timeControlFields(): TimeControlFields {
  const kindRadio = (value: Kind, label: string) =>
    h("label", { class: "segment" }, h("input", { type: "radio", name: "clock-kind", value, checked: value === "none", onchange: show }), h("span", {}, label));
  const kinds = h("div", { class: "side-choices", role: "radiogroup", "aria-label": t("home.time.title") }, kindRadio("none", t("home.time.none")), kindRadio("days", t("home.time.daysPerMove")), kindRadio("bank", t("home.time.bank")));
  const kindNote = h("small", { class: "time-note muted", "aria-live": "polite" });

  const perMove = h("select", { name: "days-per-move" }, ...DAYS_PER_MOVE.map((days) => h("option", { value: String(days), selected: days === 3 }, daysText(days))));
  const daysBlock = h("div", { class: "time-fields" }, h("label", { class: "field" }, h("span", {}, t("home.time.eachMove")), perMove));

  const initial = daysField("initial-days", t("home.time.initialDays"), LIMITS.initialDays, 7);
  const increment = daysField("increment-days", t("home.time.incrementDays"), LIMITS.incrementDays, 1);
  const maximum = daysField("max-days", t("home.time.maxDays"), { min: LIMITS.initialDays.min, max: LIMITS.maxDays.max }, 14);
  // the bank may never start above its own maximum
  const keepMaximum = (): void => void (maximum.input.min = initial.input.value || String(LIMITS.initialDays.min));
  initial.input.addEventListener("input", keepMaximum);
  keepMaximum();
  const bankBlock = h("div", { class: "time-fields" }, initial.field, increment.field, maximum.field);

  const vacation = daysField("vacation-days", t("home.time.vacationDays"), LIMITS.vacationDays, DEFAULT_VACATION_DAYS);
  const own = ownTimeZone();
  const weekends = h("input", { type: "checkbox", name: "weekends-off", onchange: show });
  const zone = h("select", { name: "weekend-zone", "aria-label": t("home.time.weekendZone") }, ...timeZones(own).map((z) => h("option", { value: z, selected: z === own }, z)));
  const timeoutRadio = (value: "lose" | "claim", label: string) =>
    h("label", { class: "field inline" }, h("input", { type: "radio", name: "on-timeout", value, checked: value === "lose" }), h("span", {}, label));
  const extras = h(
    "div",
    { class: "time-extras" },
    h("div", { class: "option-field" }, vacation.field, sentence(t("home.time.vacationNote"), vacation.input)),
    h(
      "fieldset",
      { class: "weekends" },
      h("legend", {}, t("home.time.weekends")),
      h("label", { class: "field inline" }, weekends, h("span", {}, t("home.time.weekendsOff"))),
      zone,
      sentence(t("home.time.weekendsNote"), weekends),
    ),
    h(
      "fieldset",
      { class: "on-timeout" },
      h("legend", {}, t("home.time.onTimeout")),
      timeoutRadio("lose", t("home.time.lose")),
      timeoutRadio("claim", t("home.time.claim")),
      h("small", { class: "time-note muted" }, t("home.time.claimNote")),
    ),
  );

  const NOTES: Record<Kind, string> = { none: t("home.time.noneNote"), days: t("home.time.daysNote"), bank: t("home.time.bankNote") };
  const element = h("fieldset", { class: "time-control" }, h("legend", {}, t("home.time.title")), kinds, kindNote, daysBlock, bankBlock, extras);

  function kind(): Kind {
    const value = element.querySelector<HTMLInputElement>("input[name=clock-kind]:checked")?.value;
    return value === "days" || value === "bank" ? value : "none";
  }

  function show(): void {
    const k = kind();
    kindNote.textContent = NOTES[k];
    // hidden blocks are disabled too, so their numbers are neither checked nor sent
    const toggle = (block: HTMLElement, on: boolean): void => {
      block.hidden = !on;
      block.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select").forEach((field) => (field.disabled = !on));
    };
    toggle(daysBlock, k === "days");
    toggle(bankBlock, k === "bank");
    toggle(extras, k !== "none");
    zone.disabled = k === "none" || !weekends.checked;
  }
  show();

  return {
    element,
    value() {
      const k = kind();
      if (k === "none") return null;
      const extra = {
        vacationDays: Number(vacation.input.value),
        weekendsOff: weekends.checked ? { timeZone: zone.value } : null,
        onTimeout: element.querySelector<HTMLInputElement>("input[name=on-timeout]:checked")?.value === "claim" ? ("claim" as const) : ("lose" as const),
      };
      return k === "days"
        ? { daysPerMove: Number(perMove.value), ...extra }
        : { initialDays: Number(initial.input.value), incrementDays: Number(increment.input.value), maxDays: Number(maximum.input.value), ...extra };
    },
  };
}
