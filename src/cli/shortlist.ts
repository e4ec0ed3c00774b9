// What a finished search prints, whether it just ran (`people search`, a chat turn) or is shown again from
// the history (`search --last`, `history show`): on a terminal the answer (unless it was shown live), the shortlist as a
// table, companies and repos when present; piped, the people as JSONL; --json one object shaped like the
// blocking response; CSV/JSONL/table to -o FILE through the shared writers. Then one summary line on stderr.

import type { AgenticSearchResponse } from "../contract/schemas.js";
import { summaryLine, wrapAnswer } from "../output/answer.js";
import type { OutputFormat } from "../output/format.js";
import { writeAsync } from "../output/io.js";
import { count, jsonText } from "../output/text.js";
import type { Factory } from "./factory.js";
import {
  fieldList,
  type OutputFlags,
  outputFile,
  resolveOutputFormat,
  toTerminal,
  writeOutput,
  writeTextFile,
} from "./flags/output.js";

/** The shortlist's table columns (`--fields` replaces them; signals etc. are available that way). */
const PEOPLE_COLUMNS = ["rank", "name", "currentTitle", "currentCompany", "location", "reason"];
const PEOPLE_HEADINGS: Record<string, string> = {
  rank: "Rank",
  name: "Name",
  currentTitle: "Title",
  currentCompany: "Company",
  location: "Location",
  reason: "Reason",
};

type Json = Record<string, unknown>;

/** People as table rows: a missing rank is the position in the shortlist. */
function rankedPeople(people: readonly unknown[]): Json[] {
  return people.map((p, i) => {
    const r = (p && typeof p === "object" ? p : { value: p }) as Json;
    return typeof r.rank === "number" ? r : { rank: i + 1, ...r };
  });
}

interface ShowOptions {
  /** The answer was already on screen (live display). */
  answerShown: boolean;
}

export async function writeSearchResult(
  f: Factory,
  flags: OutputFlags,
  response: AgenticSearchResponse,
  show: ShowOptions,
): Promise<void> {
  const format = await resolveOutputFormat(f, flags);
  const toFile = outputFile(flags) !== undefined;
  if (format !== "json" && response.people.length === 0 && !(format === "table" && !toFile))
    return noPeople(f, flags, response, show, format);
  if (format === "json") await writeJsonObject(f, flags, response);
  else if (format === "table" && !toFile) await writeTables(f, flags, response, show);
  else {
    const records = format === "table" ? rankedPeople(response.people) : (response.people as Json[]);
    await writeOutput(f, flags, [records], {
      tableColumns: PEOPLE_COLUMNS,
      tableHeadings: PEOPLE_HEADINGS,
    });
  }
  if (toFile)
    f.log.info(`Wrote ${count(response.people.length, "person", "people")} to ${flags.output} (${format}).`);
  summary(f, response);
}

/** --json: one object like the blocking response, whichever form ran. Pretty on a terminal. */
async function writeJsonObject(
  f: Factory,
  flags: OutputFlags,
  response: AgenticSearchResponse,
): Promise<void> {
  // NaN (no balance event arrived) is not JSON: say null.
  const credits = {
    charged: Number.isFinite(response.credits.charged) ? response.credits.charged : null,
    balance: Number.isFinite(response.credits.balance) ? response.credits.balance : null,
  };
  // --fields picks the people's keys here too, as it does for every other format.
  const fields = await fieldList(flags);
  let people: unknown[] = response.people;
  if (fields) {
    const { missingFieldsNotice, pickFields } = await import("../output/flatten.js");
    const notice = missingFieldsNotice(response.people, fields);
    if (notice) f.log.warn(notice);
    people = response.people.map((p) => pickFields(p, fields));
  }
  const value = { ...response, people, credits };
  const text = jsonText(value, toTerminal(f, flags));
  const file = outputFile(flags);
  if (file === undefined) return writeAsync(f.io.stdout, text);
  await writeTextFile(file, text);
}

async function writeTables(
  f: Factory,
  flags: OutputFlags,
  response: AgenticSearchResponse,
  show: ShowOptions,
): Promise<void> {
  const out = (s: string) => writeAsync(f.io.stdout, s);
  if (!show.answerShown && response.answer.trim() !== "") {
    const { lines } = wrapAnswer(response.answer.trim(), f.io.columns - 1, true);
    await out(`${lines.join("\n")}\n\n`);
  }
  const bold = (s: string) => (f.io.colorStdout ? `\x1b[1m${s}\x1b[22m` : s);
  const section = async (title: string, records: Json[], extra: Parameters<typeof writeOutput>[3]) => {
    await out(`${bold(title)}\n`);
    await writeOutput(f, { ...flags, format: "table" }, [records], extra);
  };
  const people = rankedPeople(response.people);
  if (people.length === 0) await out("No one matched.\n");
  else if (!flags.fields && (await tableWouldDrop(people, f.io.columns))) {
    // Too narrow for the table to keep company and place beside the reason: a block per person keeps all.
    await out(`${bold(`Shortlist (${people.length})`)}\n`);
    await out(`${shortlistBlocks(f, people, { signals: false }).join("\n")}\n`);
  } else
    await section(`Shortlist (${people.length})`, people, {
      tableColumns: PEOPLE_COLUMNS,
      tableHeadings: PEOPLE_HEADINGS,
    });
  // --fields picks the people's columns; companies and repos keep their own.
  const noFields = { ...flags, fields: undefined };
  if (response.companies.length > 0) {
    await out("\n");
    await out(`${bold(`Companies (${response.companies.length})`)}\n`);
    await writeOutput(f, { ...noFields, format: "table" }, [response.companies as Json[]]);
  }
  if (response.repos.length > 0) {
    await out("\n");
    await out(`${bold(`Repos (${response.repos.length})`)}\n`);
    const repos = response.repos as Json[];
    await writeOutput(f, { ...noFields, format: "table" }, [repos], {
      tableColumns: repoColumns(repos),
      tableHeadings: REPO_HEADINGS,
    });
  }
}

/** The repos' columns: the name, then its language and stars (and what it is) where the service says. */
const REPO_HEADINGS: Record<string, string> = {
  fullName: "Repo",
  name: "Repo",
  language: "Language",
  stars: "Stars",
  description: "Description",
};
function repoColumns(repos: readonly Json[]): string[] {
  const has = (k: string) => repos.some((r) => r[k] !== undefined && r[k] !== null && r[k] !== "");
  const name = has("fullName") ? "fullName" : "name";
  return [name, ...["language", "stars", "description"].filter(has)];
}

/** Whether the shortlist's table, at `width`, would leave columns out. */
async function tableWouldDrop(people: readonly Json[], width: number): Promise<boolean> {
  const { planLayout } = await import("../output/table.js");
  const layout = planLayout(people as never, PEOPLE_COLUMNS, { total: width, headings: PEOPLE_HEADINGS });
  return layout.kind === "stacked" || layout.hidden.length > 0;
}

/**
 * No people, and a format that holds only people (JSONL, CSV): the answer says why (or what was found
 * instead), so it goes to stderr; companies and repos are only in --json, and an -o FILE that would hold
 * nothing but them is not written at all. With nobody at all, an existing -o FILE is left as it was.
 */
async function noPeople(
  f: Factory,
  flags: OutputFlags,
  response: AgenticSearchResponse,
  show: ShowOptions,
  format: OutputFormat,
): Promise<void> {
  const answer = response.answer.trim();
  if (!show.answerShown && answer !== "") f.log.info(answer);
  const others = [
    response.companies.length ? count(response.companies.length, "company", "companies") : "",
    response.repos.length ? count(response.repos.length, "repo", "repos") : "",
  ].filter(Boolean);
  const toFile = outputFile(flags) !== undefined;
  if (others.length) {
    const found = `the run found no people but ${others.join(" and ")}, which ${format.toUpperCase()} cannot hold`;
    f.log.warn(
      toFile
        ? `${flags.output} was not written: ${found}; --json (or -o FILE.json) keeps them`
        : `${found}; --json prints them`,
    );
  } else if (toFile) {
    // Nobody found: an existing FILE (yesterday's shortlist, say) is worth more than an empty one.
    const { existsSync } = await import("node:fs");
    if (existsSync(flags.output as string))
      f.log.warn(`${flags.output} was not written: the run found no people; it is left as it was`);
    else {
      await writeOutput(f, flags, [[]], { tableColumns: PEOPLE_COLUMNS, tableHeadings: PEOPLE_HEADINGS });
      f.log.info(`Wrote 0 people to ${flags.output} (${format}).`);
    }
  }
  summary(f, response);
}

function summary(f: Factory, response: AgenticSearchResponse): void {
  const line = summaryLine(response);
  f.log.info(f.io.stderrIsTTY ? `${f.theme.ok("✔")} ${line}` : line);
}

/**
 * `--fields` alone: the fields a search's people have, free (no search is run). The API names them;
 * the service may send more, which `--json` shows.
 */
export async function listPersonFields(f: Factory): Promise<void> {
  const { PersonSchema } = await import("../contract/schemas.js");
  await writeAsync(f.io.stdout, `${Object.keys(PersonSchema.shape).join("\n")}\n`);
  f.log.info(
    f.theme.dim(
      "The fields of the people in a search result (a run's --json shows any more the service sends). Pick with --fields a,b,c.",
    ),
  );
}

/**
 * The shortlist as blocks, one per person, with everything the service said about the pick: rank, name,
 * title, company and place, then the reason and the signals, each wrapped to the terminal (chat `/show`).
 */
export async function writeShortlistBlocks(f: Factory, response: AgenticSearchResponse): Promise<void> {
  const width = Math.max(20, f.io.columns - 1);
  const bold = (s: string) => (f.io.colorStdout ? `\x1b[1m${s}\x1b[22m` : s);
  const lines: string[] = [];
  const answer = response.answer.trim();
  if (answer !== "") lines.push(...wrapAnswer(answer, width, true).lines, "");
  if (response.people.length === 0) lines.push("No one matched.");
  else lines.push(bold(`Shortlist (${response.people.length})`));
  lines.push(...shortlistBlocks(f, rankedPeople(response.people), { signals: true }));
  await writeAsync(f.io.stdout, `${lines.join("\n")}\n`);
  summary(f, response);
}

/** A block per person: rank, name, title, company and place, then the reason (and the signals). */
function shortlistBlocks(f: Factory, people: readonly Json[], o: { signals: boolean }): string[] {
  const width = Math.max(20, f.io.columns - 1);
  const bold = (s: string) => (f.io.colorStdout ? `\x1b[1m${s}\x1b[22m` : s);
  const lines: string[] = [];
  const indent = (label: string, value: string) =>
    wrapAnswer(`${label}${value}`, width - 4, true).lines.map((l) => `    ${l}`);
  for (const p of people) {
    const text = (k: string) => (typeof p[k] === "string" && p[k] !== "" ? (p[k] as string) : undefined);
    const where = [text("currentTitle"), text("currentCompany")].filter(Boolean).join(", ");
    const place = text("location");
    const name = text("name") ?? "(no name)";
    // The heading wraps as the lines under it do, its name bold.
    const [head = "", ...rest] = wrapAnswer(
      `${name}${where ? ` — ${where}` : ""}${place ? ` (${place})` : ""}`,
      width - 4,
      true,
    ).lines;
    lines.push(
      "",
      `${String(p.rank).padStart(2)}. ${head.replace(name, bold(name))}`,
      ...rest.map((l) => `    ${l}`),
    );
    const reason = text("reason");
    if (reason) lines.push(...indent("Why: ", reason));
    const signals = Array.isArray(p.signals) ? p.signals.filter((x) => typeof x === "string") : [];
    if (o.signals && signals.length > 0) lines.push(...indent("Signals: ", signals.join(" · ")));
  }
  return lines;
}

/** Exports a shortlist to FILE in the format its extension names (chat `/export`). */
export async function exportShortlist(
  f: Factory,
  file: string,
  response: AgenticSearchResponse,
  fields: OutputFlags["fields"],
): Promise<{ format: OutputFormat; count: number }> {
  const flags: OutputFlags = { output: file, ...(fields ? { fields } : {}) };
  const format = await resolveOutputFormat(f, flags);
  if (format === "json") {
    await writeJsonObject(f, flags, response);
    return { format, count: response.people.length };
  }
  const count = await writeOutput(f, flags, [response.people as Json[]], {
    tableColumns: PEOPLE_COLUMNS,
    tableHeadings: PEOPLE_HEADINGS,
  });
  return { format, count };
}
