// Which operation a request under /api/v1 is: its path matched against the operations table's paths (a
// `{name}` segment takes any one segment, and a literal segment wins over a parameter), then its method.
import { OPERATION_NAMES, OPERATIONS, type OperationName } from "../contract/operations.js";
import { HANDLERS, type Handler } from "./routes/index.js";

/** An endpoint under /api/v1, with the handler that answers it. */
export interface ApiRoute extends Handler {
  name: OperationName;
  method: "GET" | "POST";
  /** The name faults give it. */
  fault: (typeof OPERATIONS)[OperationName]["fault"];
}

interface Pattern {
  route: ApiRoute;
  /** Each segment: its literal text, or null for a parameter named in `names`. */
  segments: (string | null)[];
  names: string[];
}

const PATTERNS: Pattern[] = OPERATION_NAMES.map((name) => {
  const row = OPERATIONS[name];
  const parts = row.path.split("/").slice(1);
  return {
    route: { ...HANDLERS[name], name, method: row.method, fault: row.fault },
    segments: parts.map((p) => (/^\{\w+\}$/.test(p) ? null : p)),
    names: parts.filter((p) => /^\{\w+\}$/.test(p)).map((p) => p.slice(1, -1)),
  };
});

type RouteMatch =
  | { found: true; route: ApiRoute; params: Record<string, string> }
  /** The path is an endpoint's, the method none of its own: 405, with these in Allow. */
  | { found: false; allow: string[] };

/** The operation `method` `path` (under /api/v1) asks for; undefined when no endpoint has that path. */
export function matchRoute(method: string, path: string): RouteMatch | undefined {
  const parts = path.split("/").slice(1);
  let best: { pattern: Pattern; params: Record<string, string>; literals: number } | undefined;
  const allow = new Set<string>();
  for (const pattern of PATTERNS) {
    const params = paramsOf(pattern, parts);
    if (!params) continue;
    allow.add(pattern.route.method);
    if (pattern.route.method !== method) continue;
    const literals = pattern.segments.filter((s) => s !== null).length;
    if (!best || literals > best.literals) best = { pattern, params, literals };
  }
  if (best) return { found: true, route: best.pattern.route, params: best.params };
  return allow.size > 0 ? { found: false, allow: [...allow] } : undefined;
}

/** The parameters of `parts` read by `pattern`, or undefined when it does not match. */
function paramsOf(pattern: Pattern, parts: string[]): Record<string, string> | undefined {
  if (parts.length !== pattern.segments.length) return undefined;
  const params: Record<string, string> = {};
  let n = 0;
  for (const [i, segment] of pattern.segments.entries()) {
    const part = parts[i] as string;
    if (segment !== null) {
      if (segment !== part) return undefined;
      continue;
    }
    if (part === "") return undefined;
    try {
      params[pattern.names[n++] as string] = decodeURIComponent(part);
    } catch {
      return undefined;
    }
  }
  return params;
}
