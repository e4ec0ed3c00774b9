// Words the planner decides by, as data: what a request asks for, how a shortlist is ranked, how a title
// is widened. Each list is "word|other word".

/** Words before a company noun that make it one thing asked for ("a firm", "which firm"), not a kind. */
export const DETERMINERS = "a|an|the|one|which|what|any|each|every";
