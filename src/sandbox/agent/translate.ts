// Sentence → filter set, by one lexicon (the world's tables plus alias rows, ./lexicon/) and one clause
// grammar: tokens.ts reads the sentence once, tagger.ts tags it by longest match and typed rules,
// grammar.ts says what each clause does with its values, reader.ts folds them into a filter set. This
// file is the reader's public entry point.

export { readSentence, translateSentence } from "./reader.js";
export { namesIn } from "./tagger.js";
