// An esbuild plugin for the commands' chunks: undici as the parts the client uses.
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
  },
};
