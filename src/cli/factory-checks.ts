// Checks of the service a client is built for, before anything is sent: a base URL's shape, and a key that
// can be sent as it is.
import type { Resolved } from "../config/settings.js";
import { keyProblem, redactUrl } from "../contract/text.js";
import { BadKeyError, UsageError } from "./errors.js";

/**
 * Checks a base URL before anything is sent and returns it normalised (scheme and host as the URL parser
 * writes them, no trailing slash): http(s) only, no user or password, no query or fragment, no white space,
 * no empty, "." or ".." path segment, and a path ending in /api/v1 (one trailing slash is ignored).
 * Messages never show a password from the URL, nor what a query or fragment holds (it may be a token).
 */
export function checkBaseUrl(url: string): string {
  const text = url.trim();
  const shown = JSON.stringify(shownUrl(text));
  const shape = "It looks like https://HOST/api/v1.";
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw new UsageError(`the base URL ${shown} is not a URL`, shape);
  }
  if (/[\s\x00-\x1f\x7f]/.test(text))
    throw new UsageError(`the base URL ${shown} contains white space or a control character`, shape);
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
    throw new UsageError(
      `the base URL must start with http:// or https:// (got ${JSON.stringify(parsed.protocol)})`,
      shape,
    );
  if (parsed.username || parsed.password)
    throw new UsageError(
      `the base URL ${shown} carries a user name or password`,
      "Remove them from the URL: the API key goes in PEOPLE_API_KEY or `people login`, never in a URL.",
    );
  if (parsed.search || text.includes("?"))
    throw new UsageError(`the base URL ${shown} has a query (?…)`, `Remove it: ${shape}`);
  if (parsed.hash || text.includes("#"))
    throw new UsageError(`the base URL ${shown} has a fragment (#…)`, `Remove it: ${shape}`);
  // The path as typed (the parser would quietly resolve "x/.." and keep "//"): after the scheme and host,
  // one trailing slash allowed.
  const typedPath = /^[a-z][a-z0-9+.-]*:[/\\]*[^/\\]*(.*)$/is.exec(text)?.[1] ?? parsed.pathname;
  const segments = typedPath
    .replace(/[/\\]$/, "")
    .split(/[/\\]/)
    .slice(1);
  if (segments.some((seg) => seg === "" || /^(\.|%2e){1,2}$/i.test(seg)))
    throw new UsageError(
      `the base URL ${shown} has an empty, "." or ".." segment in its path`,
      `Did you mean ${suggestedBaseUrl(parsed.origin, parsed.pathname.replace(/\/{2,}/g, "/"))}?`,
    );
  const path = parsed.pathname.replace(/\/$/, "");
  if (!path.endsWith("/api/v1")) {
    const version = /\/api\/v(\d+)(?:\/|$)/i.exec(path)?.[1];
    const what =
      version !== undefined && version !== "1"
        ? `is for version ${version} of the API; this client speaks version 1`
        : "does not end in /api/v1";
    throw new UsageError(
      `the base URL ${shown} ${what}`,
      `Did you mean ${suggestedBaseUrl(parsed.origin, path)}?`,
    );
  }
  return `${parsed.origin}${path}`;
}

/**
 * The base URL a wrong one probably meant: the path up to its `/api/v1` (`…/api/v1/credits`,
 * `…/api/v1junk`), else up to its `/api` segment with v1 after it (`…/api`, `…/api/v2`), else the
 * path with /api/v1 added (a gateway's prefix stays).
 */
function suggestedBaseUrl(origin: string, pathname: string): string {
  const path = pathname.replace(/\/+$/, "");
  const at = path.indexOf("/api/v1");
  if (at >= 0) return `${origin}${path.slice(0, at)}/api/v1`;
  const api = /^(.*?\/api)(?:\/.*)?$/i.exec(path);
  if (api) return `${origin}${api[1]}/v1`;
  return `${origin}${path}/api/v1`;
}

/** A base URL as it may be shown: no password, and a query's or fragment's content left out. */
export function shownUrl(text: string): string {
  return redactUrl(text)
    .replace(/\?[^#]*/, "?…")
    .replace(/#.*$/s, "#…");
}

/** The configured key (PEOPLE_API_KEY or the stored one), refused (exit 3) when it cannot be sent as it is. */
export function checkConfiguredKey(key: Resolved<string>): string {
  return checkKey(key.value, key.source === "env" ? "PEOPLE_API_KEY" : "the stored key");
}

/** The key from the environment or the store, refused (exit 3) when it cannot be sent as it is. */
export function checkKey(key: string, source: string): string {
  const problem = keyProblem(key);
  if (problem)
    throw new BadKeyError(
      `${problem} (${source})`,
      "Copy the key again exactly as the console showed it: one line, no spaces. Nothing was sent.",
    );
  return key;
}
