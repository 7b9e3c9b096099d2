/**
 * The offline page's language (web/offline.html): the one the app would choose (`?lang=`
 * on the address asked for, else the language switch's choice kept in this browser, else
 * the browser's languages), with `<html lang dir>` following it. Its words come from a
 * table of every language's few offline words (web/offline-words.ts), kept by the service
 * worker with the page: offline nothing else can be fetched.
 */
import WORDS from "virtual:i18n-offline";
import { directionOf } from "../../src/i18n/locales.ts";
import { chooseLocale } from "./locale-choice.ts";
import { fillMarkedWords } from "./marked-words.ts";

const locale = chooseLocale();
const words = WORDS[locale] ?? WORDS.en;
document.documentElement.lang = locale;
document.documentElement.dir = directionOf(locale);
fillMarkedWords(document, (id) => words[id] ?? WORDS.en[id] ?? id);
