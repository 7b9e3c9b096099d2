/**
 * Home: create a game (game, side, time control, names, options), then hand out the three links.
 * Below, the seats this browser created or opened ("My games").
 */
import { createGame, type CreatedGame, type VariantInfo } from "../api.ts";
import { shareSeatButton } from "../copy.ts";
import { h, replaceChildren } from "../dom.ts";
import { holdToTextRule } from "../text-rule-input.ts";
import { PLAYER_NAME_RULE } from "../../../src/contract/text-rules.ts";
import { recoveryForm } from "../game/recovery.ts";
import { linkRow } from "../link-row.ts";
import { rememberSeat } from "../my-games.ts";
import { showMyGames } from "../my-games-view.ts";
import { vacationForAll } from "../my-games-vacation.ts";
import { POCKET_SYNCED_EVENT } from "../pocket/sync.ts";
import { otherDeviceLink } from "../pocket/other-device-link.ts";
import { navigate, type Page } from "../router.ts";
import { loadVariants } from "../variants.ts";
import { optionFields, optionsFrom } from "./game-option-fields.ts";
import { leagueForm } from "./league-form.ts";
import { timeControlFields } from "./time-control-fields.ts";
import { SIDES, opposite, type Side } from "../../../src/engine/types.ts";
import { listGames } from "../../../src/engine/registry.ts";
import { t } from "../i18n.ts";
import { listText } from "../words.ts";
import { ratedOption } from "../ratings/rated-option.ts";


export function homePage(root: HTMLElement): Page {
  const formSlot = h("div", { class: "card create-card" }, h("p", { class: "muted" }, t("home.loadingGames")));
  // My games waits for the form above it, so that the form's arrival pushes nothing a newcomer sees (issue 20, item 13);
  // "/#my-games" leads here (the game-not-found page links to it)
  const mine = h("section", { class: "card my-games", id: "my-games", hidden: true });
  // "Start a league" arrives with the game form, from the same list of games
  const leagueSlot = h("div", { class: "league-create-slot" });
  replaceChildren(
    root,
    h(
      "section",
      { class: "home" },
      h(
        "div",
        { class: "intro" },
        h("h1", {}, t("home.intro.title")),
        h("p", { class: "lead" }, t("home.intro.lead", { games: listText(listGames().map((game) => game.name)) })),
        // studies (issue 32): shared analysis in chapters, made from here
        h("p", {}, h("a", { href: "/s/new", class: "new-study-link" }, t("study.page.newStudyLink"))),
      ),
      formSlot,
      leagueSlot,
      mine,
    ),
  );
  let stopMyGames = (): void => undefined;
  let unmounted = false;
  let myGamesShown = false;
  const showMine = (): void => {
    myGamesShown = true;
    stopMyGames();
    if (!unmounted) stopMyGames = renderMyGames(mine);
  };
  loadVariants()
    .then(
      (variants) => {
        formSlot.replaceChildren(
          ...createForm(variants, (created, variant, side, opponent, rated) => {
            showLinks(formSlot, created, variant, side, opponent, rated);
            showMine();
          }),
        );
        leagueSlot.replaceChildren(leagueForm(variants));
      },
      (error: unknown) => formSlot.replaceChildren(h("p", { class: "banner error" }, error instanceof Error ? error.message : t("home.error.gamesNotLoaded"))),
    )
    .finally(() => {
      showMine();
      // the form above has just arrived and My games shows: a visit to "/#my-games" lands on it
      if (location.hash === "#my-games" && !unmounted) mine.scrollIntoView();
    });
  // games saved on another device of the pocket (issue 33) show without a reload
  const onPocketSynced = (): void => {
    if (myGamesShown) showMine();
  };
  window.addEventListener(POCKET_SYNCED_EVENT, onPocketSynced);
  return {
    unmount: () => {
      unmounted = true;
      window.removeEventListener(POCKET_SYNCED_EVENT, onPocketSynced);
      stopMyGames();
    },
  };
}

type OnCreated = (created: CreatedGame, variant: VariantInfo, side: Side, opponent: string, rated: boolean) => void;

function createForm(variants: readonly VariantInfo[], onCreated: OnCreated): HTMLElement[] {
  const form = h("form", { class: "create-form" });
  const gameList = h("div", { class: "game-choices", role: "radiogroup", "aria-label": t("home.form.game") });
  const optionsSlot = h("div", { class: "game-options" });
  const sideSlot = h("div", { class: "side-choices", role: "radiogroup", "aria-label": t("home.form.yourSide") });
  const yourName = h("input", { name: "your-name", maxlength: 40, placeholder: t("home.form.anonymous"), autocomplete: "nickname" });
  const opponentName = h("input", { name: "opponent-name", maxlength: 40, placeholder: t("home.form.anonymous") });
  holdToTextRule(yourName, PLAYER_NAME_RULE);
  holdToTextRule(opponentName, PLAYER_NAME_RULE);
  const timeControl = timeControlFields();
  const submit = h("button", { type: "submit", class: "primary" }, t("home.form.create"));
  // a friend by link, or the computer at a level: its seat is played on the server
  const level = h(
    "select",
    { name: "computer-level", "aria-label": t("home.form.computerLevel"), disabled: true, onchange: () => showOpponent() },
    h("option", { value: "1" }, t("home.form.level1")),
    h("option", { value: "2", selected: true }, t("home.form.level2")),
    h("option", { value: "3" }, t("home.form.level3")),
  );
  const opponentKind = (value: string, label: string, checked: boolean) =>
    h("label", { class: "segment" }, h("input", { type: "radio", name: "opponent-kind", value, checked, onchange: () => showOpponent() }), h("span", {}, label));
  const opponentSlot = h("div", { class: "side-choices", role: "radiogroup", "aria-label": t("home.form.opponent") }, opponentKind("friend", t("home.form.friend"), true), opponentKind("computer", t("home.form.computer"), false));
  const againstComputer = (): boolean => (form.querySelector<HTMLInputElement>("input[name=opponent-kind]:checked") ?? undefined)?.value === "computer";
  // Against the computer the opponent's name is not asked (the server names the seat by its
  // level): the field is disabled, greyed and shows that name; a name typed for a friend
  // is kept aside and comes back if the friend is chosen again.
  let friendsName = "";
  const showOpponent = (): void => {
    const computer = againstComputer();
    if (computer && !opponentName.disabled) friendsName = opponentName.value;
    if (!computer && opponentName.disabled) opponentName.value = friendsName;
    level.disabled = !computer;
    opponentName.disabled = computer;
    if (computer) opponentName.value = t("home.form.computerName", { level: Number(level.value) });
  };
  const problem = h("p", { class: "banner error", role: "alert", hidden: true });
  // a rated game is played under the pocket's public name: the name field shows it and is not asked
  let ownName = "";
  const rated = ratedOption((identity) => {
    if (identity && !yourName.disabled) ownName = yourName.value;
    if (!identity && yourName.disabled) yourName.value = ownName;
    yourName.disabled = Boolean(identity);
    if (identity) yourName.value = identity.name;
  });

  const selected = (): VariantInfo => {
    const id = (form.querySelector<HTMLInputElement>("input[name=variant]:checked") ?? undefined)?.value;
    return variants.find((v) => v.id === id) ?? variants[0];
  };

  // Options and side names belong to the chosen game, so they are redrawn with it.
  const showVariantDetails = (): void => {
    const variant = selected();
    optionsSlot.replaceChildren(...optionFields(variant));
    const checked = (form.querySelector<HTMLInputElement>("input[name=side]:checked") ?? undefined)?.value ?? "random";
    const sideOption = (value: string, label: string): HTMLElement =>
      h("label", { class: "segment" }, h("input", { type: "radio", name: "side", value, checked: value === checked }), h("span", {}, label));
    sideSlot.replaceChildren(sideOption("white", variant.sides.white), sideOption("random", t("home.form.random")), sideOption("black", variant.sides.black));
  };

  // a rules page's "Start a game" link names its game: /?game=<id>
  const wanted = new URLSearchParams(location.search).get("game");
  const first = variants.some((variant) => variant.id === wanted) ? wanted : variants[0]?.id;
  variants.forEach((variant) =>
    gameList.append(
      h(
        "div",
        { class: "game-card" },
        h(
          "label",
          { class: "game-choice" },
          h("input", { type: "radio", name: "variant", value: variant.id, checked: variant.id === first, onchange: showVariantDetails }),
          h("span", { class: "game-name" }, variant.name),
          h("span", { class: "game-summary" }, variantSummary(variant)),
        ),
        h("a", { class: "game-rules-link", href: `/rules/${variant.id}`, "aria-label": t("home.form.howToPlayGame", { game: variant.name }) }, t("home.form.howToPlay")),
      ),
    ),
  );
  showVariantDetails();

  form.append(
    h("h2", {}, t("home.form.title")),
    h("fieldset", {}, h("legend", {}, t("home.form.game")), gameList),
    optionsSlot,
    h("fieldset", {}, h("legend", {}, t("home.form.yourSide")), sideSlot),
    h("fieldset", { class: "opponent-choice" }, h("legend", {}, t("home.form.opponent")), opponentSlot, level),
    rated.element,
    timeControl.element,
    h(
      "div",
      { class: "name-fields" },
      h("label", { class: "field" }, h("span", {}, t("home.form.yourName")), yourName),
      h("label", { class: "field" }, h("span", {}, t("home.form.opponentName")), opponentName),
    ),
    problem,
    h("div", { class: "form-actions" }, submit),
  );

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const variant = selected();
    const picked = new FormData(form).get("side");
    // "Random" is settled here rather than by the server so the two names go to the right sides.
    const side: Side = picked === "white" || picked === "black" ? picked : SIDES[crypto.getRandomValues(new Uint8Array(1))[0] & 1];
    const options = optionsFrom(form);
    const names = { [side]: yourName.value.trim() || undefined, [opposite(side)]: (!againstComputer() && opponentName.value.trim()) || undefined };
    submit.disabled = true;
    problem.hidden = true;
    try {
      const computer = againstComputer() ? { level: Number(level.value) as 1 | 2 | 3 } : null;
      const identity = rated.chosen();
      const created = await createGame({ variant: variant.id, side, names, options, timeControl: timeControl.value(), computer, ...(identity ? { rated: true } : {}) }, identity?.pocketAuth);
      if (created.computer) {
        // nothing to send anyone: straight to the game, remembered under My games
        const url = created.seats[created.creatorSide]!.url;
        rememberSeat({ id: created.id, variant: created.variant, side: created.creatorSide, url, opponent: t("home.form.computerName", { level: created.computer.level }), savedAt: new Date().toISOString() });
        navigate(url);
        return;
      }
      onCreated(created, variant, created.creatorSide, opponentName.value.trim(), Boolean(identity));
    } catch (error) {
      problem.textContent = error instanceof Error ? error.message : t("home.error.notCreated");
      problem.hidden = false;
      submit.disabled = false;
    }
  });
  return [form];
}

/**
 * "Your game is ready": the three links, brought into view at once, since on a phone the
 * form that was there was far taller than they are (issue 20, item 6). The opponent's
 * link has Share where the phone has a share sheet.
 */
function showLinks(slot: HTMLElement, created: CreatedGame, variant: VariantInfo, side: Side, opponent: string, rated: boolean): void {
  const absolute = (url: string): string => location.origin + url;
  const yours = created.seats[side].url;
  const theirs = absolute(created.seats[opposite(side)].url);
  // the opponent's link is kept too, so the invitation is never lost (the seat page and My games show it until it is opened)
  rememberSeat({
    id: created.id, variant: created.variant, side, url: yours, opponent: opponent || undefined, savedAt: new Date().toISOString(),
    invite: theirs,
  });
  const heading = h("h2", { tabindex: -1 }, t("home.links.ready"));
  slot.replaceChildren(
    heading,
    h("p", { class: "muted" }, t("home.links.youPlay", { game: variant.name, side: variant.sides[side] })),
    ...(rated ? [h("p", { class: "banner info rated-challenge-note" }, t("ratings.links.ratedChallenge"))] : []),
    linkRow(t("home.links.yourSeat"), t("home.links.yourSeatHint"), absolute(yours), "seat-link-yours"),
    linkRow(t("home.links.opponentSeat"), t("home.links.opponentSeatHint"), theirs, "seat-link-opponent", shareSeatButton(theirs, variant.name)),
    linkRow(t("home.links.watch"), t("home.links.watchHint"), absolute(created.watchUrl), "watch-link"),
    h(
      "div",
      { class: "form-actions" },
      h("a", { class: "button primary", href: yours }, t("home.links.openSeat")),
      h("a", { class: "button quiet", href: "/" }, t("home.links.another")),
    ),
  );
  // focus tells a screen reader the page changed; the scroll puts the card at the top, heading and links
  // in it (the card, not the heading: a heading scrolled flush to the edge can be cut by a fraction of a pixel)
  heading.focus({ preventScroll: true });
  slot.scrollIntoView({ block: "start" });
}

/**
 * A game's summary in the page's language: the server sends English, which stays the
 * English; each language translates it under the game's id. A game this page has no
 * words for (a newer server) keeps the server's sentence.
 */
function variantSummary(variant: VariantInfo): string {
  const id = `home.variant.${variant.id}.summary`;
  const words = t(id);
  return words === id ? variant.summary : words;
}

/** My games (web/src/my-games-view.ts) with vacation in all games and the recovery-code form; returns its stop function. */
function renderMyGames(section: HTMLElement): () => void {
  return showMyGames(section, [otherDeviceLink(), vacationForAll(), recoveryForm()]);
}
