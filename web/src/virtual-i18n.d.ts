// The compiled catalogs web/i18n-plugin.ts serves, one module per language.
declare module "virtual:i18n/*" {
  import type { Messages } from "@lingui/core";
  const messages: Messages;
  export default messages;
}

// The offline page's words in every language, by locale and id (web/offline-words.ts).
declare module "virtual:i18n-offline" {
  const words: Readonly<Record<string, Readonly<Record<string, string>>>>;
  export default words;
}
