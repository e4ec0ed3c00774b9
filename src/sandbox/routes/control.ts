// /_sandbox/*: the control endpoints tests steer a running sandbox with (faults, the request log, credits,
// the clock, keys). They take the account's key (a restricted key is refused), and are neither logged,
// rate limited nor subject to faults. The prefix /api/v1/_sandbox/* works too.
import {
  HttpError,
  invalid,
  jsonObject,
  notFound,
  quote,
  sendError,
  sendJson,
  sendJsonText,
  sentence,
} from "../http.js";
import { FaultConfigError, parseFaultConfig } from "../service/faults.js";
import type { RequestContext, SandboxParts } from "./context.js";

/** One control call: the sandbox, the method, and the body read as a JSON object ({} when empty). */
interface ControlCall {
  sandbox: SandboxParts;
  method: string;
  input(): Record<string, unknown>;
}

/** JSON text a control endpoint answers with as it is. */
class JsonText {
  constructor(readonly text: string) {}
}

/**
 * A control endpoint: the value it answers with as JSON (or JsonText), or undefined when it does not take
 * this method (404).
 */
type Control = (call: ControlCall) => unknown;

export function sandboxControl(ctx: RequestContext): void {
  const { req, res, path } = ctx;
  // Named without their slash, so that none reads as a path of the v1 interface ("credits").
  const sub = path.slice(path.indexOf("/_sandbox/") + "/_sandbox/".length);
  try {
    const { kind } = ctx.sandbox.account.authenticate(req.headers);
    if (kind === "restricted")
      throw new HttpError("forbidden", "This API key is not permitted to control the sandbox.");
    const method = req.method ?? "GET";
    const input = (): Record<string, unknown> => (ctx.body.raw.trim() === "" ? {} : jsonObject(ctx.body));
    const reply = CONTROLS.get(sub)?.({ sandbox: ctx.sandbox, method, input });
    if (reply === undefined) throw notFound(`No such sandbox control ${method} /_sandbox/${sub}.`);
    if (reply instanceof JsonText) sendJsonText(res, 200, reply.text);
    else sendJson(res, 200, reply);
  } catch (err) {
    sendError(
      res,
      err instanceof HttpError ? err : new HttpError("server_error", "The sandbox failed unexpectedly."),
    );
  }
}

/** A finite number from a control body, or a 400 naming the field. */
function numberIn(body: Record<string, unknown>, field: string): number | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isFinite(value)) throw invalid(`${field} must be a number.`);
  return value;
}

/** POST|PUT replaces the fault config, DELETE clears it; every method answers the config as it stands. */
const controlFaults: Control = ({ sandbox, method, input }) => {
  const { faults } = sandbox.account;
  if (method === "POST" || method === "PUT") {
    try {
      faults.set(parseFaultConfig(input()));
    } catch (err) {
      if (err instanceof FaultConfigError) throw invalid(sentence(err.message));
      throw err;
    }
  } else if (method === "DELETE") faults.clear();
  return { faults: faults.current() };
};

/** DELETE empties the request log; every method answers it (with each JSON body as it was received). */
const controlRequests: Control = ({ sandbox, method }) => {
  if (method === "DELETE") sandbox.log.clear();
  return new JsonText(sandbox.log.json());
};

/** POST { purchase?, planCredits? }: adds purchased credits, sets the allowance left; answers the balance. */
const controlCredits: Control = ({ sandbox, method, input }) => {
  if (method !== "POST") return undefined;
  const { ledger } = sandbox.account;
  const b = input();
  const purchase = numberIn(b, "purchase");
  if (purchase !== undefined) ledger.addPurchased(purchase);
  const planCredits = numberIn(b, "planCredits");
  if (planCredits !== undefined) ledger.setPlanCredits(planCredits);
  return ledger.snapshot();
};

/** GET reads the sandbox clock; POST { advanceMs?, offsetMs? } moves it first. */
const controlClock: Control = ({ sandbox, method, input }) => {
  if (method !== "POST" && method !== "GET") return undefined;
  const { account } = sandbox;
  const b = method === "POST" ? input() : {};
  const advanceMs = numberIn(b, "advanceMs");
  if (advanceMs !== undefined) account.advanceClock(advanceMs);
  const offsetMs = numberIn(b, "offsetMs");
  if (offsetMs !== undefined) account.setClockOffset(offsetMs);
  return { now: account.now(), offsetMs: account.clockOffset };
};

/** POST { revoke: key } revokes a key; POST { kind? } creates one (default "valid"). */
const controlKeys: Control = ({ sandbox, method, input }) => {
  if (method !== "POST") return undefined;
  const { account } = sandbox;
  const b = input();
  if (typeof b.revoke === "string") {
    if (!account.revoke(b.revoke)) throw invalid("revoke names a key this sandbox does not know.");
    return { revoked: true };
  }
  const k = b.kind ?? "valid";
  if (k !== "valid" && k !== "restricted" && k !== "revoked") {
    throw invalid(`kind ${quote(k)} is not allowed; use one of: valid, restricted, revoked.`);
  }
  return { key: account.createKey(k), kind: k };
};

const CONTROLS = new Map<string, Control>([
  ["faults", controlFaults],
  ["requests", controlRequests],
  ["credits", controlCredits],
  ["clock", controlClock],
  ["keys", controlKeys],
]);
