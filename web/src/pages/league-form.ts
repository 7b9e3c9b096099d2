/**
 * Home's "Start a league": a name, the game and its options, the format (round-robin,
 * once or twice, or Swiss with its rounds), the time control of every game and the most
 * players. Created, it keeps the organizer link and the join link in this browser
 * (my-leagues.ts) and opens the organizer's view, which shows the links to send.
 */
import type { VariantInfo } from "../api.ts";
import { h } from "../dom.ts";
import { createLeague, sitePath } from "../league-api.ts";
import { LEAGUE_LIMITS, LEAGUE_NAME_RULE } from "../../../src/contract/league.ts";
import { holdToTextRule } from "../text-rule-input.ts";
import { rememberLeague } from "../my-leagues.ts";
import { navigate } from "../router.ts";
import { t } from "../i18n.ts";
import { optionFields, optionsFrom } from "./game-option-fields.ts";
import { timeControlFields } from "./time-control-fields.ts";
import { ratedOption } from "../ratings/rated-option.ts";
import "../league/league.css";

/** The limits of docs/api.md, with the form's first values. */
const ROUNDS = { ...LEAGUE_LIMITS.swissRounds, initial: 5 } as const;
const PLAYERS = { ...LEAGUE_LIMITS.players, initial: 8 } as const;

function buildForm(variants: readonly VariantInfo[]): HTMLFormElement {
  const form = h("form", { class: "create-form league-form" });
  const name = h("input", { name: "league-name", required: true, maxlength: LEAGUE_LIMITS.nameLength.max, placeholder: t("home.league.namePlaceholder") });
  holdToTextRule(name, LEAGUE_NAME_RULE);
  const game = h("select", { name: "league-variant", onchange: () => showOptions() }, ...variants.map((v) => h("option", { value: v.id }, v.name)));
  const optionsSlot = h("div", { class: "game-options" });
  const formatRadio = (value: "round-robin" | "swiss", label: string) =>
    h("label", { class: "segment" }, h("input", { type: "radio", name: "league-format", value, checked: value === "round-robin", onchange: () => showFormat() }), h("span", {}, label));
  const formats = h("div", { class: "side-choices", role: "radiogroup", "aria-label": t("home.league.format") }, formatRadio("round-robin", t("home.league.roundRobin")), formatRadio("swiss", t("home.league.swiss")));
  const formatNote = h("small", { class: "time-note muted", "aria-live": "polite" });
  const double = h("input", { type: "checkbox", name: "league-double" });
  const doubleField = h("label", { class: "field inline" }, double, h("span", {}, t("home.league.double")));
  const rounds = h("input", { type: "number", name: "league-rounds", min: ROUNDS.min, max: ROUNDS.max, step: 1, value: String(ROUNDS.initial), required: true, inputmode: "numeric" });
  const roundsField = h("label", { class: "field days-field" }, h("span", {}, t("home.league.rounds")), rounds);
  const maxPlayers = h("input", { type: "number", name: "league-max-players", min: PLAYERS.min, max: PLAYERS.max, step: 1, value: String(PLAYERS.initial), required: true, inputmode: "numeric" });
  const timeControl = timeControlFields();
  // offered only to a browser whose pocket has a public name, as the new game's Rated option is; the league itself asks no pocket of its organizer
  const rated = ratedOption(() => undefined, {
    field: "league-rated",
    label: "league.rated.form.label",
    ratedAs: "league.rated.form.hint",
    needsName: "league.rated.form.needsName",
    whereToTakeName: "league.rated.form.whereToTakeName",
  });
  const problem = h("p", { class: "banner error", role: "alert", hidden: true });
  const submit = h("button", { type: "submit", class: "primary" }, t("home.league.submit"));

  const variant = (): VariantInfo => variants.find((v) => v.id === game.value) ?? variants[0];
  const format = (): "round-robin" | "swiss" => (form.querySelector<HTMLInputElement>("input[name=league-format]:checked")?.value === "swiss" ? "swiss" : "round-robin");
  const showOptions = (): void => optionsSlot.replaceChildren(...optionFields(variant(), "league-option-note"));
  function showFormat(): void {
    const swiss = format() === "swiss";
    formatNote.textContent = swiss
      ? t("home.league.swissNote")
      : t("home.league.roundRobinNote");
    roundsField.hidden = !swiss;
    rounds.disabled = !swiss;
    doubleField.hidden = swiss;
    double.disabled = swiss;
  }
  showOptions();
  showFormat();

  form.append(
    h("label", { class: "field" }, h("span", {}, t("home.league.name")), name),
    h("label", { class: "field" }, h("span", {}, t("home.form.game")), game),
    optionsSlot,
    h("fieldset", {}, h("legend", {}, t("home.league.format")), formats, formatNote, doubleField, roundsField),
    timeControl.element,
    h("label", { class: "field days-field" }, h("span", {}, t("home.league.maxPlayers")), maxPlayers),
    rated.element,
    problem,
    h("div", { class: "form-actions" }, submit),
  );

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    submit.disabled = true;
    problem.hidden = true;
    const swiss = format() === "swiss";
    try {
      const created = await createLeague({
        name: name.value.trim(),
        variant: variant().id,
        options: optionsFrom(form),
        format: format(),
        ...(swiss ? { rounds: Number(rounds.value) } : { double: double.checked }),
        timeControl: timeControl.value(),
        maxPlayers: Number(maxPlayers.value),
        ...(rated.chosen() ? { rated: true } : {}),
      });
      const url = sitePath(created.organizer.url);
      rememberLeague({ id: created.id, name: name.value.trim(), variant: variant().id, role: "organizer", url, joinUrl: sitePath(created.joinUrl), savedAt: new Date().toISOString() });
      navigate(url);
    } catch (error) {
      problem.textContent = error instanceof Error ? error.message : t("home.league.notCreated");
      problem.hidden = false;
      submit.disabled = false;
    }
  });

  return form;
}

/**
 * The "Start a league" card: closed, its form is not built at all, so the home page
 * carries one time control and one set of game options until a league is asked for.
 */
export function leagueForm(variants: readonly VariantInfo[]): HTMLElement {
  const card = h(
    "details",
    { class: "card league-create", id: "start-a-league" },
    h("summary", {}, h("h2", {}, t("home.league.title"))),
    h("p", { class: "muted" }, t("home.league.lead")),
  );
  card.addEventListener("toggle", () => {
    if (card.open && !card.querySelector("form")) card.append(buildForm(variants));
  });
  return card;
}
