// Follow-ups: adding rather than replacing, headline keywords, fields cleared or lifted, exclusions let
// back in, values dropped, and title words.
import type { StructuredQuery } from "../../../contract/schemas.js";
import { canonicalSkill } from "../../world/tables.js";
import { sameValue } from "./amend.js";
import { takeCompanies } from "./employers.js";
import { EXCLUDE_WORDS } from "./exclusions.js";
import { JOB_NOUNS, RECENT_WORDS } from "./flags.js";
import { SKILL_ALIASES } from "./lookups.js";
import {
  add,
  escapeRegExp,
  type Field,
  type ListField,
  type Sentence,
  titleCase,
  WORD,
  words,
} from "./words.js";

/** Whether a follow-up adds to the search rather than replacing: "also", "too", "add", or an opening "and"/"or". */
export function isAdditive(s: Sentence, current: StructuredQuery | undefined): boolean {
  // "and Porto", "or Lyon" opening a follow-up add to the search, unless they say "only" or "instead".
  return (
    s.has(
      words(
        "also|add|plus|as well|too|in addition|additionally|and more|(?:is|are|would be) fine|works too|count",
      ),
    ) ||
    // "And in Porto?", "and at Vexora?": a question about another place or employer, asked instead.
    (current !== undefined &&
      /^\s*(?:and|or)\s(?!\s*(?:in|at|near|around|for|what|how)\b)/.test(s.lower) &&
      !s.has(words("only|just|instead|rather|not")))
  );
}

/** Headline words: quoted text, and what a headline or bio is said to say or mention. */
export function takeKeywords(s: Sentence, found: StructuredQuery): void {
  // Quoted text is what the headline must say.
  for (const m of s.take(/"([^"]+)"/g))
    found.keywords = [found.keywords, m[1].trim()].filter(Boolean).join(" ");
  // "says they're a speaker and mentor" first: the whole rest is what it says.
  for (const m of s.take(
    words(
      "(?:headline|bio)s?\\s+(?:says|saying)\\s+(?:they(?:'re| are)|she's|he's)\\s+(?:an?\\s+)?([\\p{L}\\p{N} .+#-]{1,200}?)\\s*$",
    ),
  )) {
    found.keywords = [found.keywords, m[1].trim()].filter(Boolean).join(" ");
  }
  for (const m of s.take(
    words(
      "(?:headline|bio)s?\\s+(?:that\\s+)?(?:mentions?|mentioning|contains?|containing|says|saying|with|including|includes?)\\s+([\\p{L}\\p{N} .+#-]{1,200}?)(?=$|[,;!?]|\\s+(?:and|who|in|at|with)\\s)",
    ),
  )) {
    found.keywords = [found.keywords, m[1].trim()].filter(Boolean).join(" ");
  }
  for (const m of s.take(
    words("mention(?:s|ing)?\\s+([\\p{L}\\p{N} .+#-]{1,200}?)\\s+in\\s+(?:their|the|a)\\s+headlines?"),
  )) {
    found.keywords = [found.keywords, m[1].trim()].filter(Boolean).join(" ");
  }
}

/** Whole fields a sentence asks to drop: "drop the location filter", "any industry", "anywhere". */
export function takeClearedFields(s: Sentence, cleared: Set<Field>): void {
  const FIELD_WORDS: [string, Field[]][] = [
    [
      "company sizes?|size|sizes|headcounts?(?: ranges?)?|employee counts?|company headcounts?|(?:big|large|small) or (?:big|large|small)(?: (?:employers?|compan(?:y|ies)|firms?))?",
      ["headcountRanges"],
    ],
    ["seniority(?: levels?)?|seniorities|levels?", ["seniorityLevels"]],
    [
      "locations?|cit(?:y|ies)|places?|geograph(?:y|ies)|countr(?:y|ies)|regions?|metros?",
      ["locations", "countries"],
    ],
    ["skills?(?: requirements?)?|tech(?:nology)? stacks?|stacks?|technologies", ["skills"]],
    ["past employers?|previous employers?", ["companyNames", "currentEmployersOnly"]],
    ["compan(?:y|ies)(?: names?)?|employers?", ["companyNames", "currentEmployersOnly"]],
    ["industr(?:y|ies)|sectors?|verticals?", ["companyIndustries"]],
    [
      "years(?: of experience)?|experience(?: requirements?| levels?)?|tenure|how (?:many years|long|much experience)(?: (?:they've|they have|they) (?:worked|been working|had))?|how experienced they are",
      ["minYearsExperience", "maxYearsExperience"],
    ],
    ["job titles?|titles?|roles?", ["titleIncludes", "titleExcludes"]],
    ["(?:verified[- ])?emails?(?: requirements?)?|email verification", ["verifiedEmailOnly"]],
    [
      "(?:recent )?job (?:changes?|moves?)(?: requirements?)?|recently changed(?: jobs)?|job changers?",
      ["recentlyChangedJobs"],
    ],
    ["keywords?|headline", ["keywords"]],
  ];
  const CLEAR =
    "(?:drop|remove|clear|ignore|forget|lose|skip|delete|get rid of|no need for|(?:i )?(?:don't|do not) (?:need|care about|require)|no longer (?:need|require|filter (?:by|on))|stop filtering (?:by|on)|without|never mind|regardless of)";
  const FILTER_NOUN =
    "(?:\\s+(?:filters?|requirements?|constraints?|criteri(?:a|on)|limits?|restrictions?|conditions?))?";
  for (const [fieldWords, fields] of FIELD_WORDS) {
    const re = words(
      `${CLEAR}\\s+(?:the\\s+|any\\s+|a\\s+|that\\s+|their\\s+|this\\s+)?(?:${fieldWords})${FILTER_NOUN}`,
    );
    if (s.take(re).length > 0) for (const f of fields) cleared.add(f);
    if (
      s.take(
        words(
          `any\\s+(?:${fieldWords})|(?:${fieldWords})(?:\\s*[,:;—–-])?\\s+(?:(?:doesn't|does not|don't|do not)\\s+(?:really\\s+)?matter|(?:is|are|isn't|aren't)\\s+(?:not\\s+)?(?:important|a concern|an issue|a factor|relevant|flexible))`,
        ),
      ).length > 0
    ) {
      for (const f of fields) cleared.add(f);
    }
  }
  if (s.take(words("anywhere|any location|worldwide|globally|all locations|everywhere")).length > 0) {
    cleared.add("locations");
    cleared.add("countries");
  }
}

/** Words that lift a requirement rather than state it: "doesn't need to be", "no need for", "forget about". */
const LIFT_CUE =
  "isn't|is not|aren't|are not|doesn't|does not|don't|do not|needn't|need not|no need|not (?:needed|necessary|required|important|essential|a must)|(?:fine|ok|okay|alright|all right) if|forget|never mind|drop|ignore|skip|lose|remove|get rid of|regardless|whether or not|un(?:verified|confirmed|validated|checked)";
/** The yes/no fields, by the words that name them in a clause that lifts them. */
const FLAG_NAMES: [string, Field][] = [
  ["e-?mails?|(?:work|business) address(?:es)?", "verifiedEmailOnly"],
  [
    `${RECENT_WORDS}|job[- ](?:changes?|moves?|switch(?:es)?)|recent[- ](?:job[- ])?(?:changes?|moves?|movers?|switch(?:es)?)|(?:changed|switched|moved|changing|switching)\\s+(?:${JOB_NOUNS})`,
    "recentlyChangedJobs",
  ],
];

/**
 * A yes/no field a clause lifts by negation or dismissal, however said: "it's fine if their email isn't
 * verified", "the email doesn't need to be verified", "forget about the recent job change bit", "job
 * changes don't matter". The whole clause is what lifts it, so it is read as nothing else.
 */
export function takeLiftedFlags(s: Sentence, cleared: Set<Field>): void {
  const cue = words(LIFT_CUE);
  for (const clause of [...s.lower.matchAll(/[^,.;:!?()]+/g)]) {
    const parts = clause[0].split(/(?=\s+(?:and|but|also|plus)\s)/);
    let at = clause.index;
    for (const part of parts) {
      const start = at;
      at += part.length;
      if (part.search(cue) < 0) continue;
      for (const [names, field] of FLAG_NAMES) {
        if (part.search(words(names)) < 0) continue;
        cleared.add(field);
        s.blankSpan(start, start + part.length);
        break;
      }
    }
  }
}

/** Said of people a search left out, to let them back in: "managers are fine actually", "managers welcome". */
const LIFT_AFTER =
  "(?:are|is|'re)\\s+(?:(?:actually|also|now|all|totally|perfectly|fine)\\s+)?(?:fine|ok|okay|acceptable|welcome|allowed|alright|all right|good|in)|welcome|allowed|(?:can|could)\\s+stay";
/** Said before them: "we can include managers now", "it's fine if they're managers", "happy to have managers". */
const LIFT_BEFORE =
  "(?:(?:we|i|you)\\s+(?:can|could)\\s+(?:now\\s+|also\\s+)?)?(?:include|allow|let in|bring back|add back)|(?:happy|ok|okay|fine)\\s+(?:to\\s+(?:have|include|see)|with)|(?:it's|it is|that's)\\s+(?:fine|ok|okay)\\s+if\\s+(?:they're|they are)|(?:don't|do not)\\s+mind";

/**
 * Titles the current filter set leaves out that a follow-up lets back in ("managers are fine actually", "we
 * can include managers now"): dropped from its exclusions, and read as no title or level of their own.
 */
export function takeLiftedExclusions(
  s: Sentence,
  current: StructuredQuery,
  dropped: Partial<Record<ListField, string[]>>,
): void {
  const excluded = current.titleExcludes ?? [];
  if (excluded.length === 0) return;
  const phrase = "((?:\\p{L}+\\s+){0,2}?\\p{L}+)";
  const shapes = [
    `${phrase}\\s+(?:${LIFT_AFTER})`,
    `(?:${LIFT_BEFORE})\\s+(?:the\\s+)?${phrase}(?=\\s*$|\\s*[,.;!?]|\\s+(?:too|now|again|as well|after all|actually|back|in)\\b)`,
  ];
  for (const shape of shapes) {
    for (const m of [...s.lower.matchAll(words(shape))]) {
      const lifted = excluded.filter((t) =>
        new RegExp(`(?<!${WORD})${escapeRegExp(t.toLowerCase())}s?(?!${WORD})`, "u").test(m[1]),
      );
      if (lifted.length === 0) continue;
      dropped.titleExcludes = [...(dropped.titleExcludes ?? []), ...lifted];
      s.blankSpan(m.index, m.index + m[0].length);
    }
  }
}

/**
 * Values of the current filter set a follow-up drops: "drop Python", "remove Berlin", "Seattle's not
 * right", and an employer swapped out for the bare name beside it.
 */
export function takeDroppedValues(
  s: Sentence,
  current: StructuredQuery,
  found: StructuredQuery,
  dropped: Partial<Record<ListField, string[]>>,
): void {
  const VALUE_DROP =
    "(?:drop|remove|without|minus|exclude|excluding|except|take out|no longer|no more|not|no|forget(?: about)?|never mind|instead of|rather than|swap|replace|switch from|skip|leave out|ditch|lose|get rid of|scratch|cross out|strike out|(?:it|they|he|she|the (?:company|employer|firm))\\s+(?:doesn't|does not|don't|do not|needn't|need not)\\s+(?:have to|need to|got to)\\s+be(?:\\s+(?:an?|in|at|based in))?)";
  // The noun a value is named by as a filter: "the Terraform requirement", "the Munich filter", "the gaming
  // industry".
  const AS_FILTER =
    "requirements?|filters?|criteri(?:on|a)|constraints?|conditions?|restrictions?|part|bit|piece|skills?|locations?|cit(?:y|ies)|industr(?:y|ies)|sectors?|titles?|roles?|one|compan(?:y|ies)|firms?|employers?";
  for (const m of [
    ...s.lower.matchAll(
      words(
        `${VALUE_DROP}\\s+([^,.;!?]+?)(?=$|[,.;!?]|\\s+(?:and|but|from|instead|please|for|with|any ?more|i|we|they|let's|give|show)\\b)`,
      ),
    ),
  ]) {
    const pieces = m[1].split(/\s*(?:,|\bor\b|\band\b|\/)\s*/).map((p) =>
      p
        .replace(/^(?:(?:the|any|in|at|from|just|only)\s+)+/, "")
        .replace(new RegExp(`\\s+(?:people|ones|folks|employees|any ?more|${AS_FILTER})$`), "")
        .trim(),
    );
    let used = false;
    for (const piece of pieces) {
      // "not the ones still at X" keeps X as a past employer; it rules out its current staff (read below).
      if (/^(?:ones\s+)?(?:still|currently|now)\s+(?:at|with)\s/.test(piece)) continue;
      for (const field of [
        "skills",
        "locations",
        "countries",
        "companyIndustries",
        "companyNames",
        "titleIncludes",
        "seniorityLevels",
      ] as const) {
        const have = current[field] as string[] | undefined;
        const hit = have?.find((v) => sameValue(field, v, piece));
        if (hit) {
          dropped[field] = [...(dropped[field] ?? []), hit];
          used = true;
        }
      }
      // "forget Java" when Java was never asked for: still not a skill to ask for.
      if (canonicalSkill(piece) !== undefined || Object.hasOwn(SKILL_ALIASES, piece)) used = true;
    }
    if (used) {
      let end = m.index + m[0].length;
      const more = /^\s+any ?more\b/.exec(s.lower.slice(end));
      if (more) end += more[0].length;
      s.blankSpan(m.index, end);
    }
  }
  // "Seattle's not right", "Python is wrong", "Terraform isn't needed any more": the value named first is dropped.
  for (const m of [
    ...s.lower.matchAll(
      words(
        "([\\p{L}\\p{N} .+#-]{1,60}?)(?:'s|\\s+is|\\s+are)\\s+(?:not right|wrong|not it|no good|not what i (?:meant|want(?:ed)?)|a mistake)|([\\p{L}\\p{N} .+#-]{1,60}?)(?:\\s+(?:isn't|is not|aren't|are not|is no longer|are no longer|'s not|'s no longer))\\s+(?:needed|required|necessary|essential|a must|wanted|important)(?:\\s+any ?more)?|([\\p{L}\\p{N} .+#-]{1,60}?)\\s+(?:doesn't|does not|don't|do not)\\s+(?:really\\s+)?matter(?:\\s+any ?more)?|(?:take|cross|strike|knock)\\s+([\\p{L}\\p{N} .+#-]{1,60}?)\\s+off(?:\\s+(?:the|my|our|your)\\s+(?:list|filters?|search|shortlist))?",
      ),
    ),
  ]) {
    // "the fintech part doesn't matter": the value, not the words naming it as a filter.
    const piece = (m[1] ?? m[2] ?? m[3] ?? m[4])
      .trim()
      .replace(/^the\s+/, "")
      .replace(new RegExp(`\\s+(?:${AS_FILTER})$`), "");
    let used = false;
    for (const field of [
      "skills",
      "locations",
      "countries",
      "companyIndustries",
      "companyNames",
      "titleIncludes",
      "seniorityLevels",
    ] as const) {
      const hit = (current[field] as string[] | undefined)?.find((v) => sameValue(field, v, piece));
      if (hit) {
        dropped[field] = [...(dropped[field] ?? []), hit];
        used = true;
      }
    }
    if (used) s.blankSpan(m.index, m.index + m[0].length);
  }
  // "Nimora rather than Vexora": once an employer is swapped out, a bare name is its replacement.
  if (dropped.companyNames) {
    const names = takeCompanies(s, /(?:^|,)/gu);
    if (names.length > 0) add(found, "companyNames", names);
  }
}

/**
 * Title words named as such: "anyone with contractor in their title", "whose title says Staff or Principal".
 */
export function takeTitleWords(s: Sentence, found: StructuredQuery): void {
  const TITLE_WORDS = "([\\p{L}\\p{N} &/+#-]{1,100}?)";
  const leftOut = words(EXCLUDE_WORDS);
  for (const m of s.take(
    words(
      `(?:(${EXCLUDE_WORDS}|nobody|no one|no|not)\\s+)?(?:(?:anyone|anybody|everyone|people|those|folks|ones)\\s+)?(?:(?:with|having)\\s+${TITLE_WORDS}\\s+in\\s+(?:their|the|a|his|her)\\s+(?:job\\s+)?titles?|(?:whose|with\\s+(?:a|the))\\s+(?:job\\s+)?titles?\\s+(?:says?|contains?|includes?|has|mentions?|with|reads?)\\s+${TITLE_WORDS}(?=$|[,.;!?()]|\\s+(?:in|at|with|who|and\\s+(?:anyone|who|with)|but)\\b)|(?:titled|with\\s+the\\s+(?:job\\s+)?title(?:\\s+of)?|whose\\s+(?:job\\s+)?title\\s+is)\\s+${TITLE_WORDS}(?=$|[,.;!?()]|\\s+(?:in|at|with|who|and\\s+(?:anyone|who|with)|but)\\b))`,
    ),
  )) {
    const said = (m[2] ?? m[3] ?? m[4])
      .split(/\s*(?:,|\bor\b|\band\b|\/)\s*/)
      .map((w) => w.replace(/^["']|["']$/g, "").trim())
      .filter(Boolean)
      .map(titleCase);
    // The cue may come earlier: "excluding X staff and anyone with contractor in their title"; one after the
    // title words leaves out something else ("anyone with Designer in their title, but skip the interns").
    const excluding = m[1] !== undefined || s.lower.slice(0, m.index).search(leftOut) >= 0;
    add(found, excluding ? "titleExcludes" : "titleIncludes", said);
  }
}
