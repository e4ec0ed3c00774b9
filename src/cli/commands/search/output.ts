// What a finished search prints: on a terminal the answer (unless it was shown live), the shortlist as a
// table, companies and repos when present; piped, the people as JSONL; --json one object shaped like the
// blocking response; CSV/JSONL/table to -o FILE through the shared writers. Then one summary line on stderr.
import type { OutputFormat } from "../../../api/constants.js";
import type { AgenticSearchResponse } from "../../../api/schemas.js";
import { writeAsync } from "../../../output/io.js";
import { count } from "../../../output/text.js";
import type { Factory } from "../../factory.js";
import { type OutputFlags, resolveOutputFormat, writeOutput } from "../../output-options.js";
import { summaryLine, wrapAnswer } from "./render.js";

/** The shortlist's table columns (`--fields` replaces them; signals etc. are available that way). */
export const PEOPLE_COLUMNS = ["rank", "name", "currentTitle", "currentCompany", "location", "reason"];
export const PEOPLE_HEADINGS: Record<string, string> = {
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

export interface ShowOptions {
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
  const toFile = flags.output !== undefined && flags.output !== "-";
  if (format === "json") await writeJsonObject(f, flags, response, toFile);
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
  toFile: boolean,
): Promise<void> {
  // NaN (no balance event arrived) is not JSON: say null.
  const credits = {
    charged: Number.isFinite(response.credits.charged) ? response.credits.charged : null,
    balance: Number.isFinite(response.credits.balance) ? response.credits.balance : null,
  };
  const value = { ...response, credits };
  const text = `${!toFile && f.io.stdoutIsTTY ? JSON.stringify(value, null, 2) : JSON.stringify(value)}\n`;
  if (!toFile) return writeAsync(f.io.stdout, text);
  const { writeFile } = await import("node:fs/promises");
  await writeFile(flags.output as string, text);
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
  if (response.people.length > 0)
    await section(`Shortlist (${response.people.length})`, rankedPeople(response.people), {
      tableColumns: PEOPLE_COLUMNS,
      tableHeadings: PEOPLE_HEADINGS,
    });
  else await out("No one matched.\n");
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
    await writeOutput(f, { ...noFields, format: "table" }, [response.repos as Json[]]);
  }
}

function summary(f: Factory, response: AgenticSearchResponse): void {
  const line = summaryLine(response);
  f.log.info(f.io.stderrIsTTY ? `${f.theme.ok("✔")} ${line}` : line);
}

/** Exports a shortlist to FILE in the format its extension names (chat `/export`). */
export async function exportShortlist(
  f: Factory,
  file: string,
  response: AgenticSearchResponse,
  fields: string[] | undefined,
): Promise<{ format: OutputFormat; count: number }> {
  const flags: OutputFlags = { output: file, ...(fields ? { fields } : {}) };
  const format = await resolveOutputFormat(f, flags);
  if (format === "json") {
    await writeJsonObject(f, flags, response, true);
    return { format, count: response.people.length };
  }
  const count = await writeOutput(f, flags, [response.people as Json[]], {
    tableColumns: PEOPLE_COLUMNS,
    tableHeadings: PEOPLE_HEADINGS,
  });
  return { format, count };
}
