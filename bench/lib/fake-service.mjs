// A fake people-search service for the request-path benchmarks: a bare node:http server on loopback that
// answers every endpoint of api-spec.md with fixed JSON in the spec's shapes (no auth check beyond a
// bearer header, no state, no pacing), so what is timed is the client, not the service. Run it in its own
// process, so that it shares no thread with what is measured:
//
//   node bench/lib/fake-service.mjs [PEOPLE]   prints {"baseUrl": ...} on one line, stops when stdin ends
//
// PEOPLE (default 20000) is how many people a walk of /people/search yields in all: pages of `limit`,
// with a cursor that is the next offset.
import { createServer } from "node:http";

const TOTAL = Number(process.argv[2]) || 20_000;

function person(i) {
  return {
    key: `p${i}`,
    name: `Person ${i}`,
    headline: "Senior engineer building distributed systems",
    location: "Berlin, Germany",
    currentTitle: "Senior Software Engineer",
    currentCompany: `Company ${i % 97}`,
    currentCompanyDomain: `company${i % 97}.example`,
    linkedinUrl: `https://linkedin.example/in/p${i}`,
    email: `p${i}@company${i % 97}.example`,
    skills: ["Rust", "Go", "Kubernetes"],
    yearsOfExperience: 5 + (i % 20),
  };
}

const balance = { balance: 9_000, purchased: 1_000, planCredits: 8_000, plan: { id: "pro", name: "Pro" } };
const credits = { charged: 1, balance: 8_999 };
const filters = { titleIncludes: ["engineer"], locations: ["Berlin"], seniorityLevels: ["Senior"] };
const shortlist = Array.from({ length: 10 }, (_, i) => ({
  ...person(i),
  rank: i + 1,
  reason: "Builds distributed systems in Rust in Berlin.",
  signals: ["Rust", "Berlin"],
}));
const agentic = JSON.stringify({
  answer: "Ten senior Rust engineers in Berlin.",
  people: shortlist,
  companies: [],
  repos: [],
  credits: { charged: 10, balance: 8_990 },
});

/** Pages are built once per (offset, limit): the service's cost stays out of the figures. */
const pages = new Map();
function page(offset, limit) {
  const key = `${offset}:${limit}`;
  let text = pages.get(key);
  if (!text) {
    const end = Math.min(TOTAL, offset + limit);
    const profiles = [];
    for (let i = offset; i < end; i++) profiles.push(person(i));
    text = JSON.stringify({
      profiles,
      totalCount: TOTAL,
      nextCursor: end < TOTAL ? String(end) : null,
      credits,
    });
    pages.set(key, text);
  }
  return text;
}

function send(res, status, text) {
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

const server = createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    if (!/^Bearer \S/.test(req.headers.authorization ?? ""))
      return send(res, 401, '{"error":{"type":"unauthorized","message":"no key"}}');
    const path = req.url.replace(/^\/api\/v1/, "");
    let body = {};
    try {
      if (chunks.length > 0) body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      return send(res, 400, '{"error":{"type":"invalid_request","message":"not JSON"}}');
    }
    if (req.method === "GET" && path === "/credits") return send(res, 200, JSON.stringify(balance));
    if (req.method === "POST" && path === "/people/translate")
      return send(res, 200, JSON.stringify({ query: filters, credits }));
    if (req.method === "POST" && path === "/people/search") {
      const offset = Number(body.cursor ?? 0) || 0;
      return send(res, 200, page(offset, Math.min(100, Math.max(1, Number(body.limit) || 25))));
    }
    if (req.method === "POST" && path === "/search") return send(res, 200, agentic);
    send(res, 404, '{"error":{"type":"invalid_request","message":"no such endpoint"}}');
  });
});

server.keepAliveTimeout = 10_000;
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(
    `${JSON.stringify({ baseUrl: `http://127.0.0.1:${server.address().port}/api/v1` })}\n`,
  );
});
process.stdin.resume();
process.stdin.on("end", () => process.exit(0));
