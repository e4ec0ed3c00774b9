// The floor set by the HTTP client: bench/lib/bare-request.cjs's request made with undici as the CLI ships
// it, bundled into one file by bench/request.mjs before it is timed, as the CLI's chunks are: the same
// build plugin (scripts/build/undici-slim.mjs) gives it the same parts of undici (an EnvHttpProxyAgent and
// the dispatcher's methods) with the same adjustments (HTTP/2 loaded on first use, the parser compiled by
// V8's baseline compiler alone on Node 20). The process exits as soon as the body is in, as the CLI's
// launcher does. Whatever the CLI does, it pays this.
"use strict";
const { EnvHttpProxyAgent } = require("undici");

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
