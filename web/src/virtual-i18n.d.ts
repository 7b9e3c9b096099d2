// The compiled catalogs web/i18n-plugin.ts serves, one module per language.
declare module "virtual:i18n/*" {
  import type { Messages } from "@lingui/core";
  const messages: Messages;
  export default messages;
}
