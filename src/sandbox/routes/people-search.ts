// POST /people/search: one page of the people matching a filter set, 1 credit a page. A cursor is bound to
// the filter set and limit (an omitted limit is the default 25); `cursor: null` is the first page.
import { hasAnyFilter } from "../../contract/filters.js";
import { DEFAULT_LIMIT, MAX_LIMIT, MIN_LIMIT } from "../../contract/limits.js";
import { type PeopleSearchRequest, PeopleSearchRequestSchema } from "../../contract/schemas.js";
import { inPopulationTerms } from "../agent/industries.js";
import { invalid, jsonObject, quote, sendJson, validate, withCharge } from "../http.js";
import { BOUNDS, filterSetProblem, textProblem } from "../service/bounds.js";
import { decodeCursor, encodeCursor, queryFingerprint } from "../service/cursor.js";
import type { RouteContext } from "./context.js";

const NO_FILTER =
  "query sets no filter; set at least one field such as titleIncludes, locations or companyNames (a search for everybody is refused).";

export function peopleSearch(ctx: RouteContext): void {
  const { account, dataset, cursorSecret } = ctx.sandbox;
  const request = searchRequest(jsonObject(ctx.body));
  const limit = request.limit ?? DEFAULT_LIMIT;
  const fingerprint = queryFingerprint(request.query, limit);
  const offset = cursorOffset(cursorSecret, request.cursor, fingerprint);
  const charge = {
    operation: "structuredSearch",
    failure: "A source failed while reading this page; the charge was refunded, retry once.",
    failsAfterCharge: () => account.faults.takePageFailure(offset),
  } as const;
  withCharge(account, charge, (slip) => {
    const matches = dataset.match(inPopulationTerms(request.query));
    const profiles = matches.slice(offset, limit, ctx.sandbox.origin);
    const next = offset + limit;
    sendJson(ctx.res, 200, {
      profiles,
      totalCount: matches.total,
      nextCursor: next < matches.total ? encodeCursor(cursorSecret, next, fingerprint) : null,
      credits: account.receipt(slip),
    });
  });
}

/** The request, checked: the limit's range, the bounds, the schema, and at least one filter. */
function searchRequest(body: Record<string, unknown>): PeopleSearchRequest {
  // Checked before the schema so the message names the range instead of zod's wording.
  if (body.limit !== undefined) {
    const l = body.limit;
    if (typeof l !== "number" || !Number.isInteger(l) || l < MIN_LIMIT || l > MAX_LIMIT) {
      throw invalid(`limit must be an integer from ${MIN_LIMIT} to ${MAX_LIMIT}; got ${quote(l)}.`);
    }
  }
  const tooMuch =
    filterSetProblem(body.query, "query") ?? textProblem(body.cursor, "cursor", BOUNDS.cursorChars);
  if (tooMuch) throw invalid(tooMuch);
  if (body.query === undefined) throw invalid(`query is required; ${NO_FILTER}`);
  const request = validate(PeopleSearchRequestSchema, body);
  if (!hasAnyFilter(request.query)) throw invalid(NO_FILTER);
  return request;
}

/** Where the page starts: 0 without a cursor, else the offset a cursor issued for this very query holds. */
function cursorOffset(secret: Buffer, cursor: string | null | undefined, fingerprint: string): number {
  if (cursor === undefined || cursor === null) return 0;
  const decoded = decodeCursor(secret, cursor);
  if (!decoded)
    throw invalid(
      "cursor is not one this service issued; pass back nextCursor unchanged, or omit it to start over.",
    );
  if (decoded.fingerprint !== fingerprint) {
    throw invalid(
      "cursor belongs to a different query or limit; resend the same query and limit that returned it, or omit the cursor to start over.",
    );
  }
  return decoded.offset;
}
