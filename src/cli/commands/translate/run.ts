// The logic of `people translate`: checks the sentence and any --amend filter set, sends them, prints the
// filter set alone on stdout; the charge and balance go to stderr.
import type { StructuredQuery } from "../../../contract/schemas.js";
import { writeAsync } from "../../../output/io.js";
import { count, jsonText, thousands } from "../../../output/text.js";
import { UsageError } from "../../errors.js";
import type { Factory } from "../../factory.js";

export interface TranslateOptions {
  amend?: string;
  dryRun?: boolean;
}

export async function runTranslate(f: Factory, sentence: string, opts: TranslateOptions): Promise<void> {
  const prompt = sentence.trim();
  if (prompt === "")
    throw new UsageError(
      "the sentence is empty",
      'Describe who you are looking for, e.g. people translate "senior rust engineers in Berlin".',
    );
  let currentQuery: StructuredQuery | undefined;
  if (opts.amend !== undefined) {
    const { readFilterSet } = await import("../../read-input.js");
    currentQuery = await readFilterSet(f.io, opts.amend, "--amend");
  }
  const body = { prompt, ...(currentQuery ? { currentQuery } : {}) };
  if (opts.dryRun) {
    const { printDryRun } = await import("../../dry-run.js");
    await printDryRun(f, [{ operation: "translateQuery", body, cost: "Cost: 1 credit." }]);
    return;
  }
  const client = await f.client();
  const spinner = f.spinner("Translating…");
  const res = await client.translateQuery(body, { signal: f.signal }).finally(() => spinner.stop());
  await writeAsync(f.io.stdout, jsonText(res.query, f.io.stdoutIsTTY));
  f.log.info(
    f.theme.dim(
      `${count(res.credits.charged, "credit")} charged · balance ${thousands(res.credits.balance)}${f.io.stdoutIsTTY ? " · pipe it into `people find --query -`" : ""}`,
    ),
  );
  const { translateRun } = await import("../../run-records.js");
  (await f.records()).run(
    translateRun({
      prompt,
      ...(currentQuery ? { amend: currentQuery } : {}),
      query: res.query,
      credits: res.credits,
    }),
  );
}
