/**
 * Boots the embed page, a separate bundle from the app: /embed/<id> is the game viewer,
 * which takes ?ply, ?theme and ?flip from the query; /embed/league/<id> a league's
 * standings (its code loaded only for it). Neither uses cookies or storage, so both run
 * in other sites' sandboxed iframes.
 */
import { mountEmbed } from "./viewer.ts";
import { embedOptions } from "./options.ts";
import { startI18n } from "../i18n.ts";

const root = document.getElementById("embed") as HTMLElement;
const url = new URL(location.href);
const options = embedOptions(url);
document.documentElement.dataset.theme = options.theme;
// the embed speaks its reader's language, or the one its ?lang= names (a blogger's choice)
void startI18n().then(() => {
  if (url.pathname.startsWith("/embed/league/")) {
    void import("./league.ts").then(({ leagueEmbedId, mountLeagueEmbed }) => {
      const id = leagueEmbedId(url);
      if (id) mountLeagueEmbed(root, id);
      else root.textContent = "This embed has no league id: its address should be /embed/league/<league id>.";
    });
  } else if (options.id) mountEmbed(root, { ...options, id: options.id });
  else root.textContent = "This embed has no game id: its address should be /embed/<game id>.";
});
