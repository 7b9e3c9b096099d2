/**
 * Boots the embed page (/embed/<id>), a separate bundle from the app: it takes the game
 * id from the path and ?ply, ?theme and ?flip from the query, and never uses cookies or
 * storage, so it runs in other sites' sandboxed iframes.
 */
import { mountEmbed } from "./viewer.ts";
import { embedOptions } from "./options.ts";

const root = document.getElementById("embed") as HTMLElement;
const options = embedOptions(new URL(location.href));
document.documentElement.dataset.theme = options.theme;
if (options.id) mountEmbed(root, { ...options, id: options.id });
else root.textContent = "This embed has no game id: its address should be /embed/<game id>.";
