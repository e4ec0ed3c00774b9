// The identity hashes of a page of profiles in one WebAssembly call (page-keys.wat), in the layout an
// export spools (seen-spool.ts): each person with an identity, their count, then each 8-byte hash.
// An export hashes some 60,000 identities; in JavaScript the loops doing it ran in the interpreter and
// then cost V8's optimizing compiler more CPU time than the hashing itself, where this small module is
// compiled once, in well under a millisecond. It reads the fields identitiesOf reads and gives the same
// hashes (a test checks both on many profiles); a page with any text that is not printable ASCII is
// left to the JavaScript.
import { PAGE_KEYS_WASM } from "./page-keys-wasm.js";

interface PageKeys {
  memory: { buffer: ArrayBuffer; grow(pages: number): number };
  page(profiles: number, lens: number, text: number, out: number): number;
}

/** The part of WebAssembly used here (the compiler's libraries here do not declare it). */
const { WebAssembly } = globalThis as unknown as {
  WebAssembly: {
    Module: new (bytes: Uint8Array) => object;
    Instance: new (module: object) => { exports: unknown };
  };
};

/** Undefined until first used; null where WebAssembly is not available. */
let module: PageKeys | null | undefined;

function pageKeysModule(): PageKeys | undefined {
  if (module === undefined)
    try {
      const compiled = new WebAssembly.Module(Buffer.from(PAGE_KEYS_WASM, "base64"));
      module = new WebAssembly.Instance(compiled).exports as unknown as PageKeys;
    } catch {
      module = null;
    }
  return module ?? undefined;
}

/** Where the field lengths start in the module's memory (after the six words of hash state). */
const LENS = 32;
const NOT_PRINTABLE = /[^\x20-\x7e]/;

/**
 * identitiesOf's test of a field (text with something besides spaces), without trimming each value: text
 * that only a wider trim would find empty (a tab) is not printable, and the page goes to the JavaScript.
 */
function text(v: unknown): string | undefined {
  return typeof v === "string" && v.length > 0 && (v.charCodeAt(0) !== 0x20 || v.trim() !== "")
    ? v
    : undefined;
}

/**
 * The hashed identities of `profiles`, from `states` (h1 and h2 after the service's address and each
 * prefix: id:, url:, email:); undefined when the module cannot read them (not printable ASCII).
 */
export function pageKeys(
  states: Int32Array,
  profiles: readonly Readonly<Record<string, unknown>>[],
): Uint8Array | undefined {
  const wasm = pageKeysModule();
  if (!wasm) return undefined;
  const n = profiles.length;
  // Memory: the states, the lengths (four a profile), the keys written, then the text.
  const out = LENS + n * 16;
  const at = out + n * (1 + 8 * 4);
  let view = viewOf(wasm, at);
  for (let i = 0; i < 6; i++) view.words[i] = states[i] as number;
  let all = "";
  for (let i = 0, l = LENS / 4; i < n; i++, l += 4) {
    const p = profiles[i] as Readonly<Record<string, unknown>>;
    const id = text(p.key) ?? text(p.id) ?? "";
    const url = text(p.linkedinUrl) ?? "";
    const other = text(p.profileUrl) ?? "";
    const email = text(p.email) ?? "";
    view.words[l] = id.length;
    view.words[l + 1] = url.length;
    view.words[l + 2] = other.length;
    view.words[l + 3] = email.length;
    all += id + url + other + email;
  }
  // Printable ASCII, one byte a character, copied whole (the JavaScript folds any other text).
  if (NOT_PRINTABLE.test(all)) return undefined;
  view = viewOf(wasm, at + all.length);
  // Lowered here, by V8 (a copy of the text at memory speed), not a byte at a time by the module.
  view.bytes.write(all.toLowerCase(), at, "latin1");
  const end = wasm.page(n, LENS, at, out);
  return end < 0 ? undefined : view.bytes.slice(out, end);
}

/** Views of the module's memory, made again when it grows (growing detaches the old ones). */
let views: { words: Int32Array; bytes: Buffer } | undefined;

/** The memory's views, with at least `size` bytes (grown if need be). */
function viewOf(wasm: PageKeys, size: number): { words: Int32Array; bytes: Buffer } {
  const have = wasm.memory.buffer.byteLength;
  if (size > have) wasm.memory.grow(Math.ceil((size - have) / 65_536));
  const buffer = wasm.memory.buffer;
  if (views?.bytes.buffer !== buffer) views = { words: new Int32Array(buffer), bytes: Buffer.from(buffer) };
  return views;
}
