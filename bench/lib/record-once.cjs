// One fresh process timing one step of the local store, as a command meets it (bench/record.mjs):
//   record DIR   journal a search's reserve, settle it, queue its run (10 people), then write them (the spool)
//   fold DIR     the same, when the spool already holds 63 batches: this command folds them into the store
//   budget DIR   open the store and check a budget (one IMMEDIATE transaction)
// Prints {"wall", "cpu"}: the milliseconds the step took, and the CPU time this process spent on it (which
// a busy machine disturbs far less). Counted with the load of the step's code from the built CLI's
// chunks (dist/), as a command loads it, lazily; the start-up bundle every command has loaded is loaded
// before the clock starts.
"use strict";
const { readdirSync } = require("node:fs");
const { join } = require("node:path");
const [mode, dir] = process.argv.slice(2);
const chunks = join(__dirname, "..", "..", "dist", "chunks");

const person = (i) => ({
  key: `p${i}`,
  name: `Person ${i}`,
  currentTitle: "Senior Software Engineer",
  currentCompany: `Company ${i}`,
  location: "Berlin, Germany",
  reason: "Builds distributed systems in Rust in Berlin; maintains two crates.",
  signals: ["Rust", "Berlin", "Maintains crates"],
  rank: i + 1,
});

async function main() {
  // What a paid command has loaded by the time it records: the CLI's start-up bundle, and the records
  // (made with the client, before the request, for the money seam).
  require(join(chunks, "..", "cli.cjs"));
  const { LocalRecords } = require(join(chunks, "cli-records.cjs"));
  const start = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  // On its way out the command loads what describes its run.
  const runRecords = readdirSync(chunks).find((f) => f.startsWith("cli-run-records-"));
  if (mode !== "budget") require(join(chunks, runRecords));
  const records = new LocalRecords({
    env: { PEOPLE_CONFIG_DIR: dir },
    now: Date.now,
    log: {
      info() {},
      warn(m) {
        process.stderr.write(`${m}\n`);
      },
      verbose() {},
    },
    settings: async () => ({}),
  });
  records.target = "https://api.example/api/v1";
  if (mode === "budget") {
    const store = await records.storeIfUsable("");
    const r = store.reserve({
      baseUrl: records.target,
      command: "search",
      operation: "agentic",
      credits: 10,
      budgets: { daily: 1e9 },
      now: Date.now(),
      pid: process.pid,
    });
    if (!r.ok) throw new Error("refused");
  } else {
    const response = {
      answer: "Ten senior Rust engineers in Berlin.",
      people: Array.from({ length: 10 }, (_, i) => person(i)),
      companies: [],
      repos: [],
      credits: { charged: 4, balance: 8996 },
    };
    // The call journalled at its reserve before it is sent, and settled once answered (spend.ts).
    const call = { command: "search", operation: "agentic" };
    const uid = await records.journal({ ...call, credits: 10, estimated: true });
    records.settleJournalled(uid, { ...call, credits: 4, balance: 8996, estimated: false });
    records.run({
      command: "search",
      summary: "senior rust engineers in Berlin",
      search: `senior rust engineers in Berlin\n${response.answer}`,
      people: 10,
      credits: 4,
      status: "done",
      detail: { kind: "search", input: { query: "senior rust engineers in Berlin" }, response },
    });
    await records.flush();
  }
  const wall = Number(process.hrtime.bigint() - start) / 1e6;
  const used = process.cpuUsage(cpu);
  records.close();
  process.stdout.write(`${JSON.stringify({ wall, cpu: (used.user + used.system) / 1000 })}\n`);
}
main().catch((err) => {
  process.stderr.write(`${err.stack}\n`);
  process.exit(1);
});
