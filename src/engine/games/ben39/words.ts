/** Ben39's sentences for other languages: the catalogs keep them as `engine.ben39.<id>` (src/engine/sentence-words.ts). */
import { sentencesOf } from "../../sentence-words.ts";

export const ben39Sentences = sentencesOf("ben39");
export const ben39Words = ben39Sentences.words;
