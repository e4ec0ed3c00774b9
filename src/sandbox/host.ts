// Where the sandbox may listen. Its key is printed and its data looks like people, so by default it serves
// only this machine: an address other machines can reach has to be asked for (`allowRemote`,
// `people sandbox --allow-remote`).
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

/**
 * True when `host` names this machine only: a loopback address, `localhost`, or a name every address of
 * which is loopback. A wildcard (`0.0.0.0`, `::`) or any other address is reachable from elsewhere. A name
 * that does not resolve is left to `listen`, which reports it.
 */
export async function isLoopbackHost(host: string): Promise<boolean> {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  if (isIP(bare) !== 0) return isLoopbackAddress(bare);
  if (bare.toLowerCase() === "localhost") return true;
  try {
    const addresses = await lookup(bare, { all: true });
    return addresses.every((a) => isLoopbackAddress(a.address));
  } catch {
    return true;
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
