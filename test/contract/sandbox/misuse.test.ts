// Requests a client can send but should not: malformed targets, garbage headers, bodies nested past any
// sense, and a seeded fuzz of paths, methods, headers and bodies. None of them may get a 500 (the service's
// own fault) or break the request log; each gets a 4xx in the spec's Error shape.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../../src/sandbox/index.js";
import { Rng } from "../../../src/sandbox/world/prng.js";
import { balanceOf, call, expectClientError, expectError, post, rawRequest, start } from "./helpers.js";

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await start({ people: 500 });
});
afterAll(async () => {
  await sb.close();
});

const auth = () => `Authorization: Bearer ${sb.key}\r\n`;
const get = (target: string) =>
  `GET ${target} HTTP/1.1\r\nHost: sandbox\r\n${auth()}Connection: close\r\n\r\n`;

describe("malformed request targets", () => {
  it.each([
    ["//", 404],
    ["///", 404],
    ["//x", 404],
    ["//api/v1/credits", 404],
    ["/api/v1//credits", 404],
    ["http://[bad/", 400],
    ["http://[bad/api/v1/credits", 400],
    ["http://a:b@[::1/", 400],
    ["*", 400],
    ["ftp://sandbox/api/v1/credits", 400],
  ])("GET %s is a %i in the error shape", async (target, status) => {
    expectClientError(await rawRequest(sb, get(target)), status);
  });

  it("reads a well-formed absolute-form target like its path", async () => {
    const r = await rawRequest(sb, get(`http://sandbox/api/v1/credits`));
    expect(r.status).toBe(200);
    expect(typeof r.body.balance).toBe("number");
  });

  it("logs a malformed target as sent", async () => {
    await rawRequest(sb, get("http://[bad/"));
    expect(sb.requests.at(-1)).toMatchObject({ path: "http://[bad/", status: 400 });
  });
});

describe("requests Node's HTTP parser refuses", () => {
  it.each([
    [
      "a header line without a colon",
      `GET /api/v1/credits HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n`,
      400,
    ],
    ["a request line that is not HTTP", "HELLO THERE\r\n\r\n", 400],
    ["a control character in the target", "GET /api/v1/cred\x01its HTTP/1.1\r\nHost: x\r\n\r\n", 400],
    ["a space in a header name", "GET /api/v1/credits HTTP/1.1\r\nHost: x\r\nBad Name: 1\r\n\r\n", 400],
    [
      "a broken chunked body",
      "POST /api/v1/people/search HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n\r\n",
      400,
    ],
    [
      "both Content-Length and chunked",
      "POST /api/v1/people/search HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
      400,
    ],
    [
      "headers over 16 KiB",
      `GET /api/v1/credits HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
      431,
    ],
  ])("%s: a 4xx in the error shape", async (_name, request, status) => {
    expectClientError(await rawRequest(sb, request), status);
  });
});

describe("requests Node would answer with a bare status line, or not at all", () => {
  const json = (r: { headers: Record<string, string> }) =>
    expect(r.headers["content-type"]).toMatch(/^application\/json/);

  it("HTTP/1.1 without a Host header: 400 in the error shape, naming the header", async () => {
    const r = await rawRequest(sb, `GET /api/v1/credits HTTP/1.1\r\n${auth()}Connection: close\r\n\r\n`);
    expectClientError(r, 400);
    json(r);
    expect(r.body.error.message).toMatch(/Host header/);
  });

  it("HTTP/1.0 without a Host header is served, as HTTP/1.0 allows", async () => {
    const r = await rawRequest(sb, `GET /api/v1/credits HTTP/1.0\r\n${auth()}\r\n`);
    expect(r.status).toBe(200);
    expect(typeof r.body.balance).toBe("number");
  });

  it.each([
    ["a GET", `GET /api/v1/credits HTTP/1.1\r\nHost: x\r\n${"AUTH"}Expect: foo\r\nConnection: close\r\n\r\n`],
    [
      "a POST whose body waits for the answer",
      `POST /api/v1/people/search HTTP/1.1\r\nHost: x\r\n${"AUTH"}Expect: foo\r\nContent-Length: 40\r\n\r\n`,
    ],
  ])("Expect: foo on %s: 417 in the error shape, answered at once", async (_name, request) => {
    const r = await rawRequest(sb, request.replace("AUTH", auth()));
    expectClientError(r, 417);
    json(r);
    expect(r.body.error.message).toMatch(/Expect/);
  });

  it("Expect: 100-continue still gets its 100 and then the answer", async () => {
    const body = JSON.stringify({ query: { titleIncludes: ["engineer"] }, limit: 1 });
    const r = await rawRequest(
      sb,
      `POST /api/v1/people/search HTTP/1.1\r\nHost: x\r\n${auth()}Expect: 100-continue\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(r.status).toBe(100);
    expect(r.text).toMatch(/HTTP\/1\.1 200 OK/);
  });

  it.each([
    ["an authority", "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n"],
    ["a path", `CONNECT /api/v1/credits HTTP/1.1\r\nHost: x\r\n${"AUTH"}\r\n`],
  ])("CONNECT to %s: 400 in the error shape, and the connection closed", async (_name, request) => {
    const r = await rawRequest(sb, request.replace("AUTH", auth()));
    expectClientError(r, 400);
    json(r);
    expect(r.body.error.message).toMatch(/CONNECT/);
  });

  it("lets go of a CONNECT's socket once answered, even when its client keeps its side open", async () => {
    // A client that never closes would otherwise hold a descriptor of the sandbox's for good: once the
    // sandbox has let go, whatever the client writes next is refused by the network stack.
    const socket = connect({ port: sb.port, host: "127.0.0.1", allowHalfOpen: true }, () =>
      socket.write("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n"),
    );
    const answered = new Promise<string>((resolve) => {
      socket.once("data", (d) => resolve(String(d)));
      socket.once("close", () => resolve(""));
    });
    const refused = new Promise<boolean>((resolve) => {
      socket.once("error", () => resolve(true));
      setTimeout(() => resolve(false), 3000);
    });
    expect(await answered).toMatch(/^HTTP\/1\.1 400 /);
    const poke = setInterval(() => socket.write("more\r\n", () => {}), 100);
    const wasRefused = await refused;
    clearInterval(poke);
    socket.destroy();
    expect(wasRefused).toBe(true);
  });
});

describe("a body cut short by a parse error", () => {
  it("is neither routed nor charged, and the connection is answered or closed", async () => {
    const before = await balanceOf(sb);
    const json = '{"query":{"titleIncludes":["engineer"]},"limit":1}';
    const chunk = `${Buffer.byteLength(json).toString(16)}\r\n${json}\r\n`;
    const r = await rawRequest(
      sb,
      `POST /api/v1/people/search HTTP/1.1\r\nHost: x\r\n${auth()}Transfer-Encoding: chunked\r\n\r\n${chunk}zz\r\n\r\n`,
    );
    if (r.text !== "") expectClientError(r, 400);
    expect(await balanceOf(sb)).toBe(before);
  });
});

describe("deeply nested bodies", () => {
  const deep = (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`;
  const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`;

  it.each([
    ["an array 10,000 deep as the query", `{"query":${deep(10_000)}}`],
    ["an object 10,000 deep as the query", `{"query":${deepObject(10_000)}}`],
    ["an array 10,000 deep inside a list field", `{"query":{"skills":${deep(10_000)}}}`],
    ["an enum value 10,000 deep", `{"query":{"seniorityLevels":[${deep(10_000)}]}}`],
    ["a body 10,000 deep", deepObject(10_000)],
  ])("%s: 400 naming the nesting, and the request log still serves", async (_name, body) => {
    const r = await post(sb, "/people/search", body);
    expectError(r, "invalid_request");
    expect(r.body.error.message).toMatch(/nests \d+ levels deep, over the sandbox's limit of 32/);
    const log = await call(sb, "GET", "/_sandbox/requests");
    expect(log.status).toBe(200);
    // Kept as text: serving it parsed would overflow the stack again.
    expect(log.body.requests.at(-1).body).toBe(body.length > 65_536 ? body.slice(0, 65_536) : body);
  });

  it("a deep body to a control endpoint is a 400 too", async () => {
    expectClientError(await post(sb, "/_sandbox/credits", deepObject(10_000)), 400);
    expectClientError(await call(sb, "POST", "/_sandbox/faults", deepObject(10_000)), 400);
  });

  it("brackets inside strings do not count as nesting", async () => {
    const r = await post(sb, "/people/search", { query: { keywords: "[[[[{{{{".repeat(20) }, limit: 1 });
    expect(r.status).not.toBe(500);
    expect(r.body.error?.message ?? "").not.toMatch(/nests/);
  });
});

/** One random JSON-ish value: the shapes, numbers, strings and keys a careless client sends. */
function randomValue(rng: Rng, depth = 0): string {
  const strings = [
    '""',
    '"x"',
    '"Berlin"',
    '"Senior"',
    '"\\u0000"',
    '"\\ud800"',
    '"😀🧪 ẞ ſ İ"',
    '"__proto__"',
    '"constructor"',
    JSON.stringify("a".repeat(rng.range(1, 3000))),
  ];
  const numbers = ["0", "-0", "1e400", "-1e400", "1e-400", "9007199254740993", "100", "101", "1.5", "-1"];
  const keys = [
    "query",
    "limit",
    "cursor",
    "prompt",
    "currentQuery",
    "messages",
    "stream",
    "rerank",
    "role",
    "content",
    "keywords",
    "titleIncludes",
    "seniorityLevels",
    "headcountRanges",
    "skills",
    "minYearsExperience",
    "currentEmployersOnly",
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "",
    "ẞ",
  ];
  const kind = depth > 4 ? rng.int(4) : rng.int(6);
  switch (kind) {
    case 0:
      return rng.pick(strings);
    case 1:
      return rng.pick(numbers);
    case 2:
      return rng.pick(["true", "false", "null"]);
    case 3:
      return `[${Array.from({ length: rng.int(4) }, () => rng.pick(strings)).join(",")}]`;
    case 4:
      return `[${Array.from({ length: rng.int(4) }, () => randomValue(rng, depth + 1)).join(",")}]`;
    default: {
      // Duplicate keys on purpose: JSON allows them and the last one wins.
      const n = rng.int(5);
      const members = Array.from(
        { length: n },
        () => `${JSON.stringify(rng.pick(keys))}:${randomValue(rng, depth + 1)}`,
      );
      return `{${members.join(",")}}`;
    }
  }
}

describe("fuzz", () => {
  it("no seeded random request gets a 5xx, and every refusal is in the error shape", async () => {
    const rng = new Rng(0x5eed);
    const methods = ["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS", "BREW", "get"];
    const paths = [
      "/api/v1/search",
      "/api/v1/people/search",
      "/api/v1/people/translate",
      "/api/v1/credits",
      "/api/v1/avatars/%E0%A4%A",
      "/api/v1/avatars/syn-00001",
      "/avatars/..%2f..%2f",
      "/_sandbox/requests",
      "/_sandbox/credits",
      "/_sandbox/clock",
      "/_sandbox/nope",
      "/api/v1/_sandbox/requests",
      "/api/v1/credits?x=%ZZ&&==",
      "/api/v1/people/search#frag",
      "/api/v1/%00",
      "/api/v1/😀",
      `/api/v1/${"a".repeat(5000)}`,
      "/api/v1/people/../credits",
      "/api/v2/credits",
      "/",
    ];
    const contentTypes = [
      "application/json",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/json; charset=latin1",
      "",
    ];
    const authHeaders = [
      () => `Authorization: Bearer ${sb.key}\r\n`,
      () => `X-Api-Key: ${sb.key}\r\n`,
      () => `Authorization: Bearer ${sb.key}\r\nX-Api-Key: sk_other_key_00000000\r\n`,
      () => "Authorization: Basic dXNlcjpwYXNz\r\n",
      () => "Authorization: Bearer\r\n",
      () => "Authorization: Bearer \xff\xfe\r\n",
      () => `Authorization: Bearer ${"k".repeat(300)}\r\n`,
      () => "",
    ];
    const statuses = new Map<number, number>();
    for (let i = 0; i < 300; i++) {
      const method = rng.pick(methods);
      const path = rng.pick(paths);
      const body = rng.chance(0.15)
        ? rng.pick(["", "{", "nul", "{}", "[]", '"x"', "\xff\xfe"])
        : randomValue(rng);
      const ct = rng.pick(contentTypes);
      const bytes = Buffer.from(body, "utf8");
      const request = Buffer.concat([
        Buffer.from(
          `${method} ${path} HTTP/1.1\r\nHost: sandbox\r\n${rng.pick(authHeaders)()}` +
            (ct ? `Content-Type: ${ct}\r\n` : "") +
            `Content-Length: ${bytes.length}\r\nConnection: close\r\n\r\n`,
          "latin1",
        ),
        bytes,
      ]);
      const r = await rawRequest(sb, request);
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      const seen = `${method} ${path} ${body.slice(0, 200)} → ${r.status} ${r.text.slice(0, 200)}`;
      expect(r.status, seen).toBeGreaterThanOrEqual(200);
      expect(r.status, seen).toBeLessThan(500);
      if (r.status >= 400 && method !== "HEAD") {
        expect(r.body?.error?.type, seen).toMatch(/^(invalid_request|unauthorized|forbidden|rate_limited)$/);
        expect(typeof r.body.error.message, seen).toBe("string");
      }
    }
    // The loop reached the routes, not only the front door.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
    const log = await call(sb, "GET", "/_sandbox/requests");
    expect(log.status).toBe(200);
  });
});
