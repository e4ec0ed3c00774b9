// POST /people/translate: a sentence read into a filter set, 1 credit. Translating is pure and cheap, so it
// runs before the charge: a sentence that yields no filter at all is a 400 and never costs anything.
import { hasAnyFilter } from "../../contract/filters.js";
import { StructuredQuerySchema, TranslateRequestSchema } from "../../contract/schemas.js";
import { invalid, jsonObject, sendJson, validate, withCharge } from "../http.js";
import { BOUNDS, filterSetProblem, textProblem, wordProblem } from "../service/bounds.js";
import type { RouteContext } from "./context.js";

export function translate(ctx: RouteContext): void {
  const { account } = ctx.sandbox;
  const body = jsonObject(ctx.body);
  if (typeof body.prompt === "string" && body.prompt.trim() === "") {
    throw invalid("prompt is empty; describe who you are looking for in one sentence.");
  }
  const tooMuch =
    textProblem(body.prompt, "prompt", BOUNDS.sentenceChars) ??
    wordProblem(body.prompt, "prompt") ??
    filterSetProblem(body.currentQuery, "currentQuery");
  if (tooMuch) throw invalid(tooMuch);
  const request = validate(TranslateRequestSchema, body);
  const query = StructuredQuerySchema.parse(ctx.sandbox.translate(request.prompt, request.currentQuery));
  if (!hasAnyFilter(query)) {
    throw invalid(
      "prompt names no criterion the service understands; mention a role, seniority, place, company, industry, skill or years of experience.",
    );
  }
  const charge = {
    operation: "translateQuery",
    failure: "Translation failed on the service; the charge was refunded, retry once.",
  } as const;
  withCharge(account, charge, (slip) => sendJson(ctx.res, 200, { query, credits: account.receipt(slip) }));
}
