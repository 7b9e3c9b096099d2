/**
 * Web modules say their words through `t` (web/src/i18n.ts), which the page fills once its
 * language has loaded. Their unit tests read English: this setup file gives them the
 * English catalog, compiled as the build compiles it.
 */
import english from "../../../src/i18n/catalogs/en.json" with { type: "json" };
import { compileCatalog } from "../../../src/i18n/compile.ts";
import { createTranslator } from "../../../src/i18n/translator.ts";
import { useTranslator } from "../../../web/src/i18n.ts";

useTranslator(createTranslator("en", compileCatalog(english)));
