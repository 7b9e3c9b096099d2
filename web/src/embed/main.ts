/**
 * Boots the embed page, a separate bundle from the app: /embed/<id> is the game viewer,
 * which takes ?ply, ?theme and ?flip from the query; /embed/league/<id> a league's
 * standings (its code loaded only for it). Neither uses cookies or storage, so both run
 * in other sites' sandboxed iframes. /embed/study/<id>[/<chapterId>] is a study (its code
 * loaded only for it, as the league's).
 */
import { mountEmbed } from "./viewer.ts";
import { embedOptions } from "./options.ts";
import { chooseLocale, startI18n, t } from "../i18n.ts";

const root = document.getElementById("embed") as HTMLElement;
const url = new URL(location.href);
const options = embedOptions(url);
document.documentElement.dataset.theme = options.theme;
// the embed speaks the language its ?lang= names (a blogger's choice), else its reader's
// browser's: it reads no storage, so a choice kept on the site does not follow it
void startI18n(chooseLocale(location.search, null)).then(() => {
  if (url.pathname.startsWith("/embed/study/")) {
    void import("./study.ts").then(({ studyEmbedTarget, mountStudyEmbed }) => {
      const target = studyEmbedTarget(url);
      if (target) mountStudyEmbed(root, target);
      else root.textContent = t("study.embed.noId");
    });
  } else if (url.pathname.startsWith("/embed/league/")) {
    void import("./league.ts").then(({ leagueEmbedId, mountLeagueEmbed }) => {
      const id = leagueEmbedId(url);
      if (id) mountLeagueEmbed(root, id);
      else root.textContent = t("embed.league.noId");
    });
  } else if (options.id) mountEmbed(root, { ...options, id: options.id });
  else root.textContent = t("embed.game.noId");
});
