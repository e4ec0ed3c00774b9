// The yes/no flags" words: a recent job change and a verified email.

/** A while ago that is still recent: "recently", "this year", "in the last few months", "in recent weeks". */
const LATELY =
  "(?:recently|lately|this year|in (?:the )?(?:last|past|recent) (?:(?:few|couple of|several|\\d+|one|two|three|six|twelve) )?(?:year|months|weeks))";
/** Jobs and the places they are held, as a job change names them. */
export const JOB_NOUNS = "(?:jobs?|roles?|companies|employers?|positions?|posts?)";
/** The one job someone holds, as "new in their role" names it. */
const JOB_NOUN = "(?:job|role|company|position|employer|post|team)";
/** Ways of saying someone started somewhere new recently: the recentlyChangedJobs flag. */
export const RECENT_WORDS = [
  `(?:recently|just|newly)\\s+(?:changed|switched|moved|started|joined|hired)(?:\\s+${JOB_NOUNS})?`,
  `(?:changed|switched|moved|started|changing|switching)\\s+(?:to\\s+)?(?:a\\s+)?(?:new\\s+)?${JOB_NOUNS}(?:\\s+${LATELY})?`,
  `(?:started|joined)\\s+(?:a\\s+)?(?:new\\s+)?${JOB_NOUNS}?\\s*${LATELY}`,
  // "joined a new company", "started at a new firm", "took new roles": a new place of work, said of it.
  // "have just taken up a new position", "landed a new role", "stepped into a new job".
  `(?:started|joined|moved|went|took|taken|taking|take|starting|joining|landed|landing|begun|began|beginning|stepped|stepping|accepted|accepting)\\s+(?:up\\s+|into\\s+|on\\s+)?(?:at\\s+|with\\s+|to\\s+)?(?:an?\\s+)?new\\s+(?:${JOB_NOUN}s?|companies|firms?)`,
  // "at their job less than a year", "in their current role for under 6 months".
  "(?:at|in)\\s+(?:their|the(?:ir)?)\\s+(?:current\\s+)?(?:job|role|company|position|employer)\\s+(?:for\\s+)?(?:less than|under|fewer than)\\s+(?:a|one|1|12|6|six|three|3)\\s+(?:years?|months)",
  // "new in their role", "new to the job", "new at their company": the job is what is new.
  `new\\s+(?:in|to|at)\\s+(?:their|the|his|her|a)\\s+(?:current\\s+)?${JOB_NOUN}s?`,
  // "in their first months at a new employer".
  `in\\s+(?:their|the)\\s+first\\s+(?:few\\s+)?(?:weeks|months|year)\\s+(?:at|in)\\s+(?:a|the|their)\\s+(?:new\\s+)?${JOB_NOUN}`,
  "(?:started|joined|moved|went|starting|begun|began)\\s+(?:(?:out|off|work|working)\\s+)?(?:at\\s+)?(?:somewhere|someplace|some place)\\s+(?:new|else)(?:\\s+(?:recently|lately|this year))?|(?:moved|switched|changed) (?:schools|firms|practices|hospitals)(?: recently| lately| this year)?|new (?:jobs?|roles?|hires?|joiners?)|job (?:changers?|movers?|switchers?|hoppers?)|recent (?:job )?(?:changes?|moves?|movers?|joiners?|hires?)",
].join("|");

/** Words that say an email address can be used: valid, working, confirmed. */
const EMAIL_GOOD = "(?:verified|confirmed|validated|valid|working|deliverable|checked|usable|useable)";
/** An email address, or the work address that stands for one: "work email", "business address". */
const EMAIL =
  "(?:(?:(?:work|business|company|professional|corporate)\\s+)?(?:e-?mails?)(?:\\s+address(?:es)?)?|(?:work|business|company|corporate)\\s+address(?:es)?)";
/** Ways of asking for people whose email works: the verifiedEmailOnly flag. */
export const VERIFIED_WORDS = [
  `${EMAIL_GOOD}\\s+${EMAIL}`,
  `(?:with|having|has|have)\\s+(?:an?\\s+)?(?:${EMAIL_GOOD}\\s+|work\\s+|business\\s+)*${EMAIL}(?:\\s+on file)?`,
  `(?:whose\\s+)?${EMAIL}\\s+(?:(?:that|which)\\s+)?(?:(?:is|are|has been|have been|'s|'re)\\s+)?(?:(?:already|actually|properly|been)\\s+)?(?:${EMAIL_GOOD}|on file)`,
  // "contactable by work email", "reachable at a verified work address", "can be reached via their email".
  `(?:reachable|contactable|contactible|reached|contacted|contact|e-?mailed|e-?mail)\\s+(?:by|via|through|over|at|on)\\s+(?:(?:a|an|the|their|his|her)\\s+)?(?:${EMAIL_GOOD}\\s+)?${EMAIL}`,
  // "people I can actually email", "who we can reach by email".
  "(?:i|we)\\s+(?:can|could)\\s+(?:actually\\s+|really\\s+)?(?:e-?mail|reach\\s+(?:by|via)\\s+e-?mail|contact\\s+(?:by|via)\\s+e-?mail)",
].join("|");
