// Where the sandbox may listen. Its key is printed and its data looks like people, so by default it serves
// only this machine: an address other machines can reach has to be asked for (`allowRemote`,
// `people sandbox --allow-remote`). The check fails closed: a host is loopback only when it is a loopback
// address, `localhost`, or a name every address of which is loopback; a host that names no address, or
// that does not resolve, is refused outright, since `listen` would read an empty one as every interface.
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");
LOOPBACK.addSubnet("::ffff:127.0.0.0", 104, "ipv6");

function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return LOOPBACK.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Where a host listens: the address (or `localhost`) handed to `listen`, and whether it is loopback. */
interface ListenAddress {
  /** `host` without the brackets of an IPv6 literal, or the address a name resolved to. */
  listen: string;
  /** As written, without the brackets of an IPv6 literal: for the URLs the sandbox hands out. */
  name: string;
  loopback: boolean;
}

/**
 * Resolves `host` to what `listen` is given, once, so that the address checked is the address listened on.
 * An IPv6 literal may be written in brackets (`[::1]`). Rejects with SandboxAddressError when `host` is
 * empty or does not resolve.
 */
export async function resolveListenAddress(host: string): Promise<ListenAddress> {
  if (host.trim() === "") throw new SandboxAddressError(host, "empty");
  const inner = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : undefined;
  const bare = inner !== undefined && isIP(inner) === 6 ? inner : host;
  if (isIP(bare) !== 0) return { listen: bare, name: bare, loopback: isLoopbackAddress(bare) };
  // `localhost` is this machine's by definition (RFC 6761); `listen` resolves it as usual.
  if (bare.toLowerCase() === "localhost") return { listen: bare, name: bare, loopback: true };
  let addresses: { address: string }[];
  try {
    addresses = await lookup(bare, { all: true });
  } catch (err) {
    throw new SandboxAddressError(host, "unresolved", err);
  }
  const first = addresses[0];
  if (!first) throw new SandboxAddressError(host, "unresolved");
  return {
    // What `listen` would have picked: the first address of the same lookup.
    listen: first.address,
    name: bare,
    loopback: addresses.every((a) => isLoopbackAddress(a.address)),
  };
}

/**
 * True when `host` names this machine only: a loopback address (`[::1]` too), `localhost`, or a name every
 * address of which is loopback. A wildcard (`0.0.0.0`, `::`), any other address, an empty host and a name
 * that does not resolve are not.
 */
export async function isLoopbackHost(host: string): Promise<boolean> {
  try {
    return (await resolveListenAddress(host)).loopback;
  } catch {
    return false;
  }
}

/** Thrown by `startSandbox` for a non-loopback host without `allowRemote`. */
export class SandboxHostError extends Error {
  constructor(readonly host: string) {
    super(
      `refusing to listen on ${host}: it is not a loopback address, so other machines could reach the sandbox and use its key`,
    );
    this.name = "SandboxHostError";
  }
}

/**
 * Thrown by `startSandbox` for a host that names no address: an empty one, or a name that does not resolve.
 * Refused whatever `allowRemote` says. Its `code` is ENOTFOUND, as `listen`'s own error for such a name.
 */
export class SandboxAddressError extends Error {
  readonly code = "ENOTFOUND";
  constructor(
    readonly host: string,
    readonly reason: "empty" | "unresolved",
    cause?: unknown,
  ) {
    super(
      reason === "empty"
        ? `refusing to listen on ${JSON.stringify(host)}: an empty host names no address (listening there would mean every interface); give a loopback address such as 127.0.0.1`
        : `cannot listen on ${JSON.stringify(host)}: it does not resolve to an address on this machine`,
      cause === undefined ? undefined : { cause },
    );
    this.name = "SandboxAddressError";
  }
}
