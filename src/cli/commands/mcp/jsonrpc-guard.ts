// What the server's stdio reads before the SDK does: each line that is not a JSON-RPC 2.0 message is
// answered here, as JSON-RPC 2.0 requires (-32700 for text that is not JSON, -32600 for JSON that is not a
// request, a notification or a response), instead of being dropped, which left a client waiting on its id
// for ever. Well-formed lines pass through unchanged, one per line.
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;

export interface Refusal {
  /** The request's id when it could be read (a string or a number), else null. */
  id: string | number | null;
  code: number;
  message: string;
}

const isId = (id: unknown): id is string | number =>
  typeof id === "string" || (typeof id === "number" && Number.isFinite(id));

/** Why `line` is not a JSON-RPC 2.0 message the server can take, or undefined when it is one. */
export function refusalOf(line: string): Refusal | undefined {
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch {
    return { id: null, code: PARSE_ERROR, message: "Parse error: the line is not valid JSON" };
  }
  if (Array.isArray(v))
    return { id: null, code: INVALID_REQUEST, message: "Invalid Request: batches are not supported" };
  if (!v || typeof v !== "object")
    return { id: null, code: INVALID_REQUEST, message: "Invalid Request: a message is a JSON object" };
  const m = v as Record<string, unknown>;
  const id = isId(m.id) ? m.id : null;
  const invalid = (why: string): Refusal => ({
    id,
    code: INVALID_REQUEST,
    message: `Invalid Request: ${why}`,
  });
  if (m.jsonrpc !== "2.0") return invalid('"jsonrpc" must be "2.0"');
  if ("method" in m) {
    if (typeof m.method !== "string") return invalid('"method" must be a string');
    if ("id" in m && !isId(m.id)) return invalid('"id" must be a string or a number');
    if ("params" in m && (m.params === null || typeof m.params !== "object" || Array.isArray(m.params)))
      return invalid('"params" must be an object');
    return undefined;
  }
  // A response to a request of the server's: a result or an error (an error may carry a null id).
  const answers = ("result" in m ? 1 : 0) + ("error" in m ? 1 : 0) === 1;
  if (answers && (isId(m.id) || ("error" in m && m.id === null))) return undefined;
  return invalid('a message has a "method", or is a response with an "id" and a "result" or an "error"');
}

/**
 * `input` with every line that is not a JSON-RPC 2.0 message taken out and answered through `answer`.
 * A last line cut short (no newline before the end) is answered too.
 */
export function guardedInput(
  input: NodeJS.ReadableStream,
  answer: (error: {
    jsonrpc: "2.0";
    id: string | number | null;
    error: { code: number; message: string };
  }) => void,
): Transform {
  let rest = "";
  // A character split between two chunks is read whole.
  const decoder = new StringDecoder("utf8");
  const check = (line: string, out: Transform) => {
    const text = line.replace(/\r$/, "");
    if (text.trim() === "") return;
    const refusal = refusalOf(text);
    if (refusal)
      answer({ jsonrpc: "2.0", id: refusal.id, error: { code: refusal.code, message: refusal.message } });
    else out.push(`${text}\n`);
  };
  const guard = new Transform({
    transform(chunk: Buffer | string, _enc, done) {
      rest += typeof chunk === "string" ? chunk : decoder.write(chunk);
      let at = rest.indexOf("\n");
      while (at >= 0) {
        check(rest.slice(0, at), this);
        rest = rest.slice(at + 1);
        at = rest.indexOf("\n");
      }
      done();
    },
    flush(done) {
      rest += decoder.end();
      if (rest) check(rest, this);
      rest = "";
      done();
    },
  });
  input.on("error", (err) => guard.destroy(err));
  return input.pipe(guard);
}
