// The floor set by the HTTP client: bench/lib/bare-request.cjs's request made with the parts of undici the
// CLI bundles (an EnvHttpProxyAgent and the dispatcher's methods), bundled into one file by
// bench/request.mjs before it is timed, as the CLI's chunks are. Whatever the CLI does, it pays this.
"use strict";
// As the CLI's launcher does on Node 20: otherwise exit waits for V8 to optimise undici's WebAssembly parser.
if (Number(process.versions.node.split(".")[0]) < 22) require("node:v8").setFlagsFromString("--liftoff-only");
const Dispatcher = require("undici/lib/dispatcher/dispatcher.js");
Object.assign(Dispatcher.prototype, require("undici/lib/api/index.js"));
const EnvHttpProxyAgent = require("undici/lib/dispatcher/env-http-proxy-agent.js");

const [method, path, body] = process.argv.slice(2);
const url = new URL(`${process.env.PEOPLE_BASE_URL}${path}`);
const dispatcher = new EnvHttpProxyAgent({ keepAliveTimeout: 10_000 });
dispatcher
  .request({
    origin: url.origin,
    path: url.pathname,
    method,
    headers: {
      authorization: `Bearer ${process.env.PEOPLE_API_KEY}`,
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body,
  })
  .then(async (res) => {
    process.stdout.write(`${await res.body.text()}\n`);
    process.exit(res.statusCode === 200 ? 0 : 1);
  });
