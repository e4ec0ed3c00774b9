// translate_query (1 credit): a sentence into a filter set, optionally changing one.
import type { StructuredQuery } from "../../../../contract/filters.js";
import { COSTS } from "../../../../contract/limits.js";
import { compactQuery } from "../../../flags/filters.js";
import { creditsOut, inputError, moneyLine, toolResult } from "../results.js";
import { TranslateInput, TranslateOutput } from "../schemas.js";
import { PAID, type ToolRow } from "../tool-row.js";

const TRANSLATE = `Turns one English sentence about who to find into the filter set that find_people and export_people take (titleIncludes, locations, seniorityLevels...), without searching. Pass current (an earlier filter set) with a sentence that changes it, e.g. "only those with a verified email".
Cost: ${COSTS.translate} credit.`;

export const translateQueryTool: ToolRow = {
  name: "translate_query",
  title: "Translate a sentence into filters",
  description: TRANSLATE,
  input: TranslateInput,
  output: TranslateOutput,
  annotations: PAID,
  call: async (session, args, ctx) => {
    const { sentence, current } = args as { sentence: string; current?: StructuredQuery };
    const prompt = sentence.trim();
    if (!prompt)
      return inputError("The sentence is empty", 'Say who to find, e.g. "senior rust engineers in Berlin".');
    const body = { prompt, ...(current ? { currentQuery: compactQuery(current) } : {}) };
    const res = await session.money.paid(
      { tool: "translate_query", operation: "translateQuery" },
      () => session.client.translateQuery(body, { signal: session.signalFor(ctx.mcpReq.signal) }),
      (r) => r.credits,
    );
    const { translateRun } = await import("../../../run-records.js");
    await session.record(
      translateRun({
        prompt,
        ...(body.currentQuery ? { amend: body.currentQuery } : {}),
        query: res.query,
        credits: res.credits,
      }),
    );
    const credits = creditsOut(res.credits);
    const status = session.money.status();
    return toolResult(
      { filters: res.query, credits, session: status },
      [
        `Filters: ${JSON.stringify(res.query)}`,
        "Pass these fields to find_people or export_people as they are.",
        moneyLine(credits, status),
      ].join("\n"),
    );
  },
};
