// The 64-bit keys the index of people seen knows identities by (seen.ts): the hash of the service and
// the identity. Pure JS (no node:crypto to load), and for an export's pages a WebAssembly module that
// gives the same hashes (page-keys.ts).
import { IdentitySpans, identitySpans } from "./identity.js";
import { pageKeys } from "./page-keys.js";

const pair = new DataView(new ArrayBuffer(8));

/**
 * The 64-bit key of an identity on a service (signed, as SQLite keeps integers): two 32-bit lanes of
 * murmur3's mixing over the text in one pass, as cyrb53 does. Pure JS: no node:crypto to load.
 */
export function identityHash(target: string, identity: string): bigint {
  writeIdentityHash(target, identity, pair, 0);
  return pair.getBigInt64(0);
}

/** The hash's state after `${target}\n`, the same for every identity on a service: hashed once. */
let prefix = { target: "", h1: 0, h2: 0 };

function prefixState(target: string): { h1: number; h2: number } {
  if (prefix.target === target && target !== "") return prefix;
  const text = `${target}\n`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  prefix = { target, h1, h2 };
  return prefix;
}

/** The key of an identity written as 8 big-endian bytes at `at` (no BigInt made: an export's path). */
function writeIdentityHash(target: string, identity: string, out: DataView, at: number): void {
  writeSpanHash(target, "", identity, 0, identity.length, out, at);
}

/**
 * The key of the identity `prefix` + s[start, end) in lower case, as writeIdentityHash writes it (an
 * identity is already in lower case): the hash of `${target}\n${identity}`, the service's part from
 * prefixState.
 */
function writeSpanHash(
  target: string,
  prefix: string,
  s: string,
  start: number,
  end: number,
  out: DataView,
  at: number,
): void {
  let { h1, h2 } = prefixState(target);
  for (let i = 0; i < prefix.length; i++) {
    const ch = prefix.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  for (let i = start; i < end; i++) {
    let ch = s.charCodeAt(i);
    if (ch >= 0x41 && ch <= 0x5a) ch += 0x20;
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  out.setUint32(at, h1 >>> 0);
  out.setUint32(at + 4, h2 >>> 0);
}

/**
 * A page's identity hashes in the layout of the index's queue and spool: each person with an identity, their count, then each
 * hash as 8 bytes (big-endian).
 */
export function pageKeysOf(
  target: string,
  profiles: readonly Readonly<Record<string, unknown>>[],
): Uint8Array {
  return pageKeys(statesFor(target), profiles) ?? spanKeys(target, profiles);
}

/** The hash's state after the service's address and each prefix (id:, url:, email:), for pageKeys. */
let states = { target: "", words: new Int32Array(6) };

export function statesFor(target: string): Int32Array {
  if (states.target === target && target !== "") return states.words;
  const words = new Int32Array(6);
  ["id:", "url:", "email:"].forEach((p, i) => {
    let { h1, h2 } = prefixState(target);
    for (let c = 0; c < p.length; c++) {
      h1 = Math.imul(h1 ^ p.charCodeAt(c), 2654435761);
      h2 = Math.imul(h2 ^ p.charCodeAt(c), 1597334677);
    }
    words[i * 2] = h1;
    words[i * 2 + 1] = h2;
  });
  states = { target, words };
  return words;
}

/** Where spanKeys finds each profile's identities (one, reused: it is synchronous). */
const spans = new IdentitySpans();

/** pageKeysOf's keys in JavaScript, for a page pageKeys leaves (text that is not printable ASCII). */
export function spanKeys(target: string, profiles: readonly Readonly<Record<string, unknown>>[]): Uint8Array {
  // Each person: how many keys, then each key as 8 bytes (at most four keys: id, two URLs, email).
  const buf = new Uint8Array(profiles.length * (1 + 8 * 4));
  const view = new DataView(buf.buffer);
  let at = 0;
  for (const p of profiles) {
    const n = identitySpans(p, spans);
    if (n === 0) continue;
    buf[at++] = n;
    for (let i = 0; i < n; i++, at += 8)
      writeSpanHash(
        target,
        spans.prefix[i] as string,
        spans.text[i] as string,
        spans.start[i] as number,
        spans.end[i] as number,
        view,
        at,
      );
  }
  return buf.slice(0, at);
}
