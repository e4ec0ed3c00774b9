// An esbuild plugin for the commands' chunks (and for the benchmarks' undici floor, bench/request.mjs):
// undici as the parts the client uses, with two of its files adjusted for a short-lived process.
import { readFile } from "node:fs/promises";
import { root } from "./context.mjs";

/**
 * In the commands' chunks, `undici` is the agents and the dispatcher's methods alone: its index loads
 * every part (fetch, WebSocket, caches, mocks...) and costs every command twice what the request does. An
 * import of anything else from "undici" fails the build here ("No matching export").
 */
export const undiciSlim = {
  name: "undici-slim",
  setup(b) {
    b.onResolve({ filter: /^undici$/ }, () => ({ path: "undici", namespace: "undici-slim" }));
    b.onLoad({ filter: /.*/, namespace: "undici-slim" }, () => ({
      contents: [
        'const Dispatcher = require("undici/lib/dispatcher/dispatcher.js");',
        "// What undici's index does: the client calls request(), a proxy agent connect().",
        'Object.assign(Dispatcher.prototype, require("undici/lib/api/index.js"));',
        'export const Agent = require("undici/lib/dispatcher/agent.js");',
        'export const EnvHttpProxyAgent = require("undici/lib/dispatcher/env-http-proxy-agent.js");',
      ].join("\n"),
      resolveDir: root,
      loader: "js",
    }));
    // undici's own node:assert: see LAZY_ASSERT.
    b.onResolve({ filter: /^(node:)?assert$/ }, (a) =>
      /[\\/]node_modules[\\/]undici[\\/]/.test(a.importer)
        ? { path: "assert", namespace: "undici-assert" }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: "undici-assert" }, () => ({ contents: LAZY_ASSERT, loader: "js" }));
    const changed = new Set();
    for (const [file, change] of Object.entries(CHANGES)) {
      const filter = new RegExp(
        `[\\\\/]node_modules[\\\\/]undici[\\\\/]${file.replaceAll(".", "\\.").replaceAll("/", "[\\\\/]")}$`,
      );
      b.onLoad({ filter }, async (a) => {
        changed.add(file);
        return { contents: rewrite(await readFile(a.path, "utf8"), a.path, change), loader: "js" };
      });
    }
    // A bundle with undici in it has every changed file in it, unless undici has moved one.
    b.onEnd(() => {
      const missing = Object.keys(CHANGES).filter((file) => !changed.has(file));
      if (changed.size > 0 && missing.length > 0)
        return {
          errors: [
            {
              text: `undici-slim: undici no longer has ${missing.join(", ")}; update scripts/build/undici-slim.mjs`,
            },
          ],
        };
    });
  },
};

/**
 * node:assert for undici's files, loading Node's module on the first failed check (or other use) instead of
 * at start: undici calls assert(value) to check its own invariants, and loading Node's module sets up its
 * error messages, which makes process.stderr (a stream over a pipe, when stderr is one) in every command,
 * whether or not it prints anything there.
 */
const LAZY_ASSERT = `let node;
const real = () => (node ??= require("node:assert"));
function assert(value, message) {
  if (!value) real()(value, message);
}
const names = ["AssertionError", "deepEqual", "deepStrictEqual", "doesNotMatch", "doesNotReject", "doesNotThrow",
  "equal", "fail", "ifError", "match", "notDeepEqual", "notDeepStrictEqual", "notEqual", "notStrictEqual", "ok",
  "rejects", "strict", "strictEqual", "throws"];
for (const name of names) Object.defineProperty(assert, name, { get: () => real()[name], enumerable: true });
module.exports = assert;
`;

/**
 * What changes in which of undici's files (each a text replacement, checked: a build against an undici
 * without the text fails here, naming the file, instead of quietly losing the change).
 */
const CHANGES = {
  /**
   * HTTP/2 on first use. undici's Client requires its HTTP/2 half (client-h2.js) when it loads, and that
   * requires node:http2, which brings node:tls and node:crypto with it: about a tenth of a command's
   * start-up, for a protocol only a TLS connection that negotiates "h2" uses (the client never offers it).
   * The function is called in the one place undici picks the protocol of a new connection.
   */
  "lib/dispatcher/client.js": {
    from: "const connectH2 = require('./client-h2.js')",
    to: "const connectH2 = (client, socket) => require('./client-h2.js')(client, socket)",
  },
  /**
   * The HTTP/1 parser (llhttp, WebAssembly) compiled by V8's baseline compiler alone on Node < 22. Node 20's
   * V8 optimises it on background threads as well, and exiting waits for that work: about 150 ms after the
   * last byte of every command. The flags that prevent it are set for this one compilation and put back
   * at once (compiling every function now, not on first call, so that none compiles after): V8 refuses
   * cached code made under other flags, so a flag left changed would make Node compile each built-in module
   * loaded after it from source, and the launcher's code cache would never match. Newer Nodes do not wait.
   */
  "lib/dispatcher/client-h1.js": {
    from: "function lazyllhttp () {",
    to: `function lazyllhttp () { return compiledByLiftoffOnly(lazyllhttpAsShipped) }
function compiledByLiftoffOnly (compile) {
  if (Number(process.versions.node.split('.')[0]) >= 22) return compile()
  const v8 = require('node:v8')
  v8.setFlagsFromString('--liftoff-only --no-wasm-lazy-compilation')
  try {
    return compile()
  } finally {
    // --liftoff-only also turned tier-up off: each flag back to its default, so V8 sees its defaults again.
    v8.setFlagsFromString('--no-liftoff-only --wasm-tier-up --wasm-dynamic-tiering --wasm-lazy-compilation')
  }
}
function lazyllhttpAsShipped () {`,
  },
};

/** `text` with `from` replaced by `to`, or a build error naming the file if undici no longer has `from`. */
function rewrite(text, path, { from, to }) {
  if (!text.includes(from))
    throw new Error(
      `undici-slim: ${path} no longer contains \`${from}\`; update scripts/build/undici-slim.mjs`,
    );
  return text.replace(from, to);
}
