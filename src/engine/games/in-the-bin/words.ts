/** In The Bin's sentences for other languages: the catalogs keep them as `engine.in-the-bin.<id>` (src/engine/sentence-words.ts). */
import { sentencesOf } from "../../sentence-words.ts";

export const inTheBinSentences = sentencesOf("in-the-bin");
export const inTheBinWords = inTheBinSentences.words;
