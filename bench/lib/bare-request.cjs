// The floor for one request: a bare node:http script that sends METHOD PATH [BODY] to PEOPLE_BASE_URL with
// the key from PEOPLE_API_KEY and prints the response body. CommonJS, like the CLI's launcher, so that
// both pay the same loader. What bench/request.mjs measures every command of the CLI against.
//
//   node bench/lib/bare-request.cjs GET /credits
//   node bench/lib/bare-request.cjs POST /people/translate '{"prompt":"..."}'
"use strict";
const http = require("node:http");
const [method, path, body] = process.argv.slice(2);
const req = http.request(`${process.env.PEOPLE_BASE_URL}${path}`, {
  method,
  headers: {
    authorization: `Bearer ${process.env.PEOPLE_API_KEY}`,
    ...(body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {}),
  },
});
req.on("response", (res) => {
  const chunks = [];
  res.on("data", (c) => chunks.push(c));
  res.on("end", () => {
    process.stdout.write(`${Buffer.concat(chunks)}\n`);
    process.exitCode = res.statusCode === 200 ? 0 : 1;
  });
});
req.end(body);
