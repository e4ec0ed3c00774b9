// How a request that never got an answer is told: the proxy it went through (as undici's EnvHttpProxyAgent
// chooses one), and the typed error for a network failure, naming the host and never its user or password.
import { AbortError, ConnectionError, type PeopleError, TimeoutError } from "./errors.js";

/** The proxy the default dispatcher uses for `url` (as undici's EnvHttpProxyAgent chooses it), if any. */
export function proxyFor(
  url: string,
  env: Record<string, string | undefined> = process.env,
): { url: string; variable: string } | undefined {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return undefined;
  }
  const https = target.protocol === "https:";
  // As undici reads them: the lower-case name first, even when it is set to nothing.
  const pick = (names: string[]) => {
    for (const name of names)
      if (env[name] !== undefined) return { url: env[name] as string, variable: name };
    return undefined;
  };
  const httpProxy = pick(["http_proxy", "HTTP_PROXY"]);
  const httpsProxy = https ? pick(["https_proxy", "HTTPS_PROXY"]) : undefined;
  const proxy = httpsProxy?.url ? httpsProxy : httpProxy;
  if (!proxy?.url) return undefined;
  const noProxy = env.no_proxy ?? env.NO_PROXY ?? "";
  if (noProxy.trim() === "*") return undefined;
  const host = target.host.replace(/:\d*$/, "").toLowerCase();
  const port = Number.parseInt(target.port, 10) || (https ? 443 : 80);
  for (const entry of noProxy.split(/[,\s]/)) {
    if (!entry) continue;
    const m = entry.match(/^(.+):(\d+)$/);
    const name = (m ? (m[1] as string) : entry).replace(/^\*?\./, "").toLowerCase();
    if (m && Number(m[2]) !== port) continue;
    if (host === name || host.endsWith(`.${name}`)) return undefined;
  }
  return proxy;
}

/** host[:port] of a URL, never its user or password. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "(not a URL)";
  }
}

export function wrapNetworkError(
  err: unknown,
  url: string,
  proxy?: { url: string; variable: string },
): PeopleError {
  const e = err as {
    name?: string;
    code?: string;
    message?: string;
    address?: string;
    port?: number;
    hostname?: string;
    cause?: { code?: string };
  };
  if (e?.name === "AbortError" || e?.code === "UND_ERR_ABORTED")
    return new AbortError({ type: "aborted", message: "the request was interrupted", cause: err });
  const host = hostOf(url);
  if (
    e?.code === "UND_ERR_HEADERS_TIMEOUT" ||
    e?.code === "UND_ERR_BODY_TIMEOUT" ||
    e?.code === "UND_ERR_CONNECT_TIMEOUT"
  )
    return new TimeoutError({
      type: "timeout",
      message: `no answer from ${host} within the timeout${proxy ? ` (through the proxy ${hostOf(proxy.url)} from ${proxy.variable})` : ""}`,
      cause: err,
    });
  const code = e?.code ?? e?.cause?.code;
  const suffix = code ? ` (${code})` : "";
  if (proxy) {
    const proxyHost = hostOf(proxy.url);
    let proxyName = "";
    try {
      proxyName = new URL(proxy.url).hostname.replace(/^\[|\]$/g, "");
    } catch {}
    // Node names the address it failed to reach; when that is the proxy, the proxy is what is down.
    const failed = e?.hostname ?? e?.address;
    const atProxy =
      failed !== undefined &&
      (failed === proxyName || (proxyName === "localhost" && (failed === "127.0.0.1" || failed === "::1")));
    return new ConnectionError({
      type: "connection_error",
      message: atProxy
        ? `could not reach the proxy ${proxyHost} (set by ${proxy.variable})${suffix}`
        : `could not reach ${host} through the proxy ${proxyHost} (set by ${proxy.variable})${suffix}`,
      cause: err,
    });
  }
  return new ConnectionError({
    type: "connection_error",
    message: `could not reach ${host}${suffix}`,
    cause: err,
  });
}
