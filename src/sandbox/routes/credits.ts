// GET /credits: the account's balance record.
import { HttpError, sendJson } from "../http.js";
import type { RouteContext } from "./context.js";

export function credits(ctx: RouteContext): void {
  const { account } = ctx.sandbox;
  if (account.faults.takeUpstreamError("credits")) {
    throw new HttpError("upstream_error", "The balance could not be read just now; retry once.");
  }
  sendJson(ctx.res, 200, account.ledger.snapshot());
}
