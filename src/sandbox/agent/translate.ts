// Sentence → filter set, by rules over the data set's own vocabularies (so every value it produces is one
// some synthetic person has). The sentence is read in passes, most specific first; each pass blanks the
// words it used so that later, vaguer passes cannot read them again ("security engineer" is a role, so its
// "security" is not also an industry). The reader lives in ./reader/, one file per idea; this file is its
// public entry point.

export { namesIn } from "./reader/names.js";
export { readSentence, translateSentence } from "./reader/sentence.js";
export { NUMBER_WORDS } from "./reader/words.js";
