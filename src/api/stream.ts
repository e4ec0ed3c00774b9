// The agentic search stream as an async iterable of events, read tolerantly: every `data:` line is a
// JSON object with a `type`; unknown types pass through. Breaking out of `for await` aborts the request.

import { createParser } from "eventsource-parser";
import type { SearchEvent } from "../contract/events.js";
import type { AgenticSearchResponse, Credits, JsonObject, Person } from "../contract/schemas.js";
import { redactSecrets } from "../contract/text.js";
import { AbortError, PeopleError, StreamError, StreamIncompleteError, TimeoutError } from "./errors.js";

/** Minimal view of a response body: chunks of bytes, and a way to stop reading. */
export interface StreamBody extends AsyncIterable<Uint8Array | string> {
  destroy?(error?: Error): void;
}

/**
 * One agentic search stream. Iterate it once; it yields every event, including an `error` event, after
 * which iteration throws `StreamError`. A body that ends without `done` or `error` throws
 * `StreamIncompleteError` (the run may still finish on the service and be charged).
 */
export class EventStream implements AsyncIterable<SearchEvent> {
  #body: StreamBody;
  #abort: () => void;
  #consumed = false;
  /** Set once `done` or `error` has been seen. */
  finished: "done" | "error" | undefined;

  constructor(body: StreamBody, abort: () => void = () => body.destroy?.()) {
    this.#body = body;
    this.#abort = abort;
  }

  /** Stops reading and closes the connection; the run goes on (and is charged) on the service. */
  abort(): void {
    this.#abort();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<SearchEvent> {
    if (this.#consumed) throw new Error("an EventStream can be iterated only once");
    this.#consumed = true;
    const queue: SearchEvent[] = [];
    const parser = createParser({
      onEvent: (message) => {
        const event = parseEventData(message.data);
        if (event) queue.push(event);
      },
    });
    const decoder = new TextDecoder();
    let errorEvent: SearchEvent | undefined;
    let completed = false;
    /** Chunks of text to parse: the body, then a flush that closes a final event missing its blank line. */
    const texts = async function* (body: StreamBody) {
      for await (const chunk of body)
        yield typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
      yield `${decoder.decode()}\n\n`;
    };
    try {
      reading: for await (const text of texts(this.#body)) {
        parser.feed(text);
        while (queue.length > 0) {
          const event = queue.shift()!;
          yield event;
          if (event.type === "done") {
            this.finished = "done";
            completed = true;
            return;
          }
          if (event.type === "error") {
            this.finished = "error";
            errorEvent = event;
            break reading;
          }
        }
      }
    } catch (err) {
      if (err instanceof PeopleError) throw err;
      if (isAbort(err))
        throw new AbortError({ type: "aborted", message: "the search was interrupted", cause: err });
      if (isTimeout(err))
        throw new TimeoutError({
          type: "timeout",
          message: "the stream went quiet for longer than the timeout",
          cause: err,
        });
      throw new StreamIncompleteError({
        type: "stream_incomplete",
        message: "the connection dropped before the search finished",
        cause: err,
      });
    } finally {
      // Leaving early (break, error) must release the connection.
      if (!completed) this.#abort();
    }
    if (errorEvent) {
      const message =
        typeof errorEvent.message === "string" && errorEvent.message
          ? errorEvent.message
          : "the search failed";
      throw new StreamError({ type: "stream_error", message });
    }
    throw new StreamIncompleteError({
      type: "stream_incomplete",
      message: "the stream ended before the search finished",
    });
  }
}

function isAbort(err: unknown): boolean {
  return (
    err instanceof Error &&
    (err.name === "AbortError" || (err as { code?: string }).code === "UND_ERR_ABORTED")
  );
}

function isTimeout(err: unknown): boolean {
  const code = (err as { code?: string } | undefined)?.code;
  return code === "UND_ERR_BODY_TIMEOUT" || code === "UND_ERR_HEADERS_TIMEOUT";
}

/** Parses one `data:` payload; anything that is not a JSON object with a string `type` is skipped. */
export function parseEventData(data: string): SearchEvent | undefined {
  try {
    const value: unknown = JSON.parse(redactSecrets(data));
    if (
      value &&
      typeof value === "object" &&
      !Array.isArray(value) &&
      typeof (value as SearchEvent).type === "string"
    )
      return value as SearchEvent;
  } catch {
    // Not JSON (a keep-alive comment or garbage): tolerated.
  }
  return undefined;
}

function firstString(event: JsonObject, names: readonly string[]): string | undefined {
  for (const name of names) {
    const v = event[name];
    if (typeof v === "string") return v;
  }
  return undefined;
}

/** A stage's label: the first string among `label`, `name`, `title`, `step`, `message`. */
export function eventLabel(event: JsonObject): string | undefined {
  return firstString(event, ["label", "name", "title", "step", "message"]);
}

/** A token's text: the first string among `text`, `token`, `content`, `delta`. */
export function eventText(event: JsonObject): string | undefined {
  return firstString(event, ["text", "token", "content", "delta"]);
}

/** `charged` and `balance` from a `balance` event, at top level or under `credits`. */
export function eventCredits(event: JsonObject): Credits | undefined {
  const pick = (o: unknown): Credits | undefined => {
    if (!o || typeof o !== "object") return undefined;
    const { charged, balance } = o as Record<string, unknown>;
    if (typeof charged === "number" || typeof balance === "number")
      return {
        charged: typeof charged === "number" ? charged : Number.NaN,
        balance: typeof balance === "number" ? balance : Number.NaN,
      };
    return undefined;
  };
  return pick(event) ?? pick(event.credits);
}

/** An array carried under the event's own name (`people`, `companies`, `repos`). */
export function eventArray<T = JsonObject>(event: JsonObject, name: string): T[] | undefined {
  const v = event[name];
  return Array.isArray(v) ? (v as T[]) : undefined;
}

/**
 * Folds stream events into the shape of the blocking response, so `--json` prints the same object
 * whichever form was used. Missing parts stay empty.
 */
export function accumulateResponse(events: Iterable<SearchEvent>): AgenticSearchResponse {
  let acc = emptyResponse();
  for (const e of events) acc = foldEvent(acc, e);
  return acc;
}

/** The blocking response's shape before any event: no answer, empty lists, credits not known (NaN). */
export function emptyResponse(): AgenticSearchResponse {
  return {
    answer: "",
    people: [],
    companies: [],
    repos: [],
    credits: { charged: Number.NaN, balance: Number.NaN },
  };
}

/**
 * One step of the fold: what `event` adds to `response` (the answer's text, the people, companies and
 * repos, the credits). Never mutates: returns a new object, or `response` itself when the event adds
 * nothing, so a display can fold as the events arrive and keep the states it has drawn.
 */
export function foldEvent(response: AgenticSearchResponse, event: SearchEvent): AgenticSearchResponse {
  switch (event.type) {
    case "token": {
      const text = eventText(event);
      return text ? { ...response, answer: response.answer + text } : response;
    }
    case "people": {
      const people = eventArray<Person>(event, "people");
      return people ? { ...response, people } : response;
    }
    case "companies": {
      const companies = eventArray(event, "companies");
      return companies ? { ...response, companies } : response;
    }
    case "repos": {
      const repos = eventArray(event, "repos");
      return repos ? { ...response, repos } : response;
    }
    case "balance": {
      const credits = eventCredits(event);
      return credits ? { ...response, credits } : response;
    }
    default:
      return response;
  }
}
