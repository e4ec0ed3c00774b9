// One person seen before, looked up in the local store: by place in the last shortlist (`N`), or by any
// identity (key or id, profile URL, email: store/identity.ts). Shared by `people show` and MCP's
// get_person; reads only, and sends nothing.
import type { Store } from "../store/index.js";
import type { RunRow } from "../store/types.js";
import { runLabel } from "./run-records.js";

export type Profile = Record<string, unknown>;

/** The people a run kept: a search's shortlist, or a page of find. */
function peopleOf(run: RunRow): Profile[] {
  const d = run.detail as { kind?: string; response?: { people?: unknown }; profiles?: unknown } | null;
  const list = d?.kind === "search" ? d.response?.people : d?.kind === "find" ? d.profiles : undefined;
  return Array.isArray(list) ? (list as Profile[]) : [];
}

/** One delivery of the person: the run, and what the shortlist said of them. */
function delivery(run: RunRow, person: Profile): Record<string, unknown> {
  return {
    run: run.id,
    at: new Date(run.at).toISOString(),
    command: runLabel(run),
    summary: run.summary,
    ...(typeof person.reason === "string" ? { reason: person.reason } : {}),
    ...(Array.isArray(person.signals) ? { signals: person.signals } : {}),
    ...(typeof person.rank === "number" ? { rank: person.rank } : {}),
  };
}

export interface Found {
  profile: Profile;
  runs: Record<string, unknown>[];
  firstSeen?: { at: string; run: number | null } | undefined;
}

/** `N`: the Nth of the last shortlist, when N is within it. */
function byPlace(last: RunRow | undefined, text: string): Found | undefined {
  if (!last || !/^\d{1,4}$/.test(text.trim())) return undefined;
  const person = peopleOf(last)[Number(text) - 1];
  return person ? { profile: person, runs: [delivery(last, person)] } : undefined;
}

function byIdentity(store: Store, text: string): Found | undefined {
  const { kept, first } = store.person(text);
  const newest = kept[0];
  const firstSeen = first ? { at: new Date(first.at).toISOString(), run: first.run?.id ?? null } : undefined;
  if (!newest) {
    if (!first) return undefined;
    // Delivered by an export only: the index knows them, the export's file holds their profile.
    return { profile: { id: text }, runs: first.run ? [delivery(first.run, {})] : [], firstSeen };
  }
  const runs = kept.map(({ run, pos }) => delivery(run, peopleOf(run)[pos] ?? {}));
  // The newest profile, with the shortlist's reason and signals where a shortlist had them.
  const profile = peopleOf(newest.run)[newest.pos] ?? {};
  return { profile, runs, firstSeen };
}

/** What `people show` prints of a person found, as JSON. */
export function personRecord(found: Found): Profile {
  return { ...found.profile, firstSeen: found.firstSeen ?? null, runs: found.runs };
}

/** The person `text` names (N, a key or id, a profile URL, an email), or undefined. */
export function lookupPerson(store: Store, text: string): Found | undefined {
  return byPlace(store.runs({ command: "search", limit: 1 })[0], text) ?? byIdentity(store, text);
}
