// Agentic search over the synthetic population. The conversation is folded into one filter set (each user
// turn amends the last), the filter set is run against the sources that can answer it (profiles, and the
// code host when the request is about code), and the merged people are ranked by soft evidence. Every hard
// constraint of the request is a filter, so nobody on the shortlist fails one; ranking only orders them.
// The planner lives in ./planner/ (intent and counts, steps, ranking, answer text) and the reading of the
// conversation in ./chat.ts; this file is their public entry point.

export { type Understanding, understand } from "./chat.js";
export { planAgenticSearch } from "./planner/plans.js";
