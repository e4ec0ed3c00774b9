// The logic of `people show`: reads the local store only. A person is found through the identity contract
// (store/identity.ts); their profile is the newest one a kept run holds (a shortlist, a page of find).
import { writeAsync } from "../../../output/io.js";
import { jsonText } from "../../../output/text.js";
import { PROFILE_URL_FIELDS } from "../../../store/identity.js";
import { localMinute } from "../../../store/windows.js";
import { UsageError } from "../../errors.js";
import type { Factory } from "../../factory.js";
import { type Found, lookupPerson, type Profile, personRecord } from "../../people-lookup.js";

export interface ShowOptions {
  json?: boolean;
  web?: boolean;
}

export async function runShow(f: Factory, text: string, opts: ShowOptions): Promise<void> {
  const found = lookupPerson(await f.store(), text);
  if (!found)
    throw new UsageError(
      `nobody known as ${JSON.stringify(text)} was delivered by a run in the history`,
      "Give their key or id, profile URL or email as a shortlist or a page showed it, or N for the Nth of the last shortlist. `people history` lists the runs kept.",
    );
  if (opts.web) return openProfile(f, found.profile);
  const record = personRecord(found);
  if (opts.json || !f.io.stdoutIsTTY) return writeAsync(f.io.stdout, jsonText(record, f.io.stdoutIsTTY));
  await writeAsync(f.io.stdout, card(found, f.io.columns));
  f.log.info(f.theme.dim("From the local store; nothing was sent."));
}

/** The first profile URL a person has (the contract's URL fields, then their code-hosting profile). */
function profileUrl(p: Profile): string | undefined {
  for (const k of [...PROFILE_URL_FIELDS, "githubUrl", "twitterUrl"]) {
    const v = p[k];
    if (typeof v === "string" && /^https?:\/\//i.test(v)) return v;
  }
  return undefined;
}

async function openProfile(f: Factory, p: Profile): Promise<void> {
  const url = profileUrl(p);
  if (!url)
    throw new UsageError(
      "this person has no profile URL to open",
      "`people show` without --web prints what is known.",
    );
  const { spawn } = await import("node:child_process");
  const [cmd, ...args] = f.env.BROWSER
    ? [f.env.BROWSER]
    : process.platform === "darwin"
      ? ["open"]
      : process.platform === "win32"
        ? ["cmd", "/c", "start", '""']
        : ["xdg-open"];
  await new Promise<void>((resolve) => {
    const child = spawn(cmd as string, [...args, url], { stdio: "ignore", detached: true });
    child.on("error", () => {
      f.log.warn(`could not open a browser (${cmd}); the profile is at ${url}`);
      resolve();
    });
    child.on("spawn", () => {
      child.unref();
      f.log.info(`Opening ${url}`);
      resolve();
    });
  });
}

/** A readable card: who, where, how to reach them, then the runs that delivered them. */
function card(found: Found, columns: number): string {
  const p = found.profile;
  const str = (v: unknown): string | undefined => {
    if (typeof v === "string" && v.trim()) return v;
    if (typeof v === "number" || typeof v === "boolean") return String(v);
    if (Array.isArray(v) && v.every((x) => typeof x !== "object")) return v.join(", ");
    if (v && typeof v === "object" && !Array.isArray(v))
      return Object.values(v as Profile)
        .filter((x) => typeof x === "string" || typeof x === "number")
        .join(", ");
    return undefined;
  };
  const lines: string[] = [str(p.name) ?? str(p.id) ?? str(p.key) ?? "(no name)"];
  const headline = str(p.headline);
  if (headline) lines.push(headline);
  lines.push("");
  const shown = new Set([
    "name",
    "headline",
    "reason",
    "signals",
    "rank",
    "avatarUrl",
    "firstName",
    "lastName",
  ]);
  const width = Math.max(...Object.keys(p).map((k) => k.length), 10) + 2;
  for (const [k, v] of Object.entries(p)) {
    if (shown.has(k)) continue;
    const text = str(v) ?? (v === null || v === undefined ? undefined : JSON.stringify(v));
    if (text !== undefined) lines.push(`${k.padEnd(width)}${clip(text, columns - width)}`);
  }
  if (found.firstSeen)
    lines.push(
      "",
      `First seen ${localMinute(Date.parse(found.firstSeen.at))}${found.firstSeen.run ? ` (run ${found.firstSeen.run})` : ""}`,
    );
  if (found.runs.length) {
    lines.push("", "Delivered by");
    for (const r of found.runs) {
      lines.push(
        `  run ${r.run} · ${r.command} · ${localMinute(Date.parse(String(r.at)))} · ${clip(String(r.summary), columns - 40)}`,
      );
      if (typeof r.reason === "string") lines.push(`    why: ${clip(r.reason, columns - 9)}`);
      if (Array.isArray(r.signals))
        for (const s of r.signals) lines.push(`    · ${clip(String(s), columns - 6)}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

function clip(text: string, room: number): string {
  const r = Math.max(20, room);
  return text.length > r ? `${text.slice(0, r - 1)}…` : text;
}
