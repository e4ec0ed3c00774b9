// Runs every benchmark in bench/ (each *.mjs but this one), one after another, and prints one table of
// their figures, each as a ratio to the baseline it measured in the same run.
//
// The protocol: a benchmark run with BENCH_JSON=1 prints each figure as one JSON object per line on
// stdout: {"bench", "name", "value", "unit", "baseline", "baselineName", "ratio", "target"?} (target: the
// highest ratio that is acceptable, when there is one). Other lines it prints are passed through to
// stderr. A benchmark that prints no such line is listed with its exit code.
//
//   npm run bench                     build, then this
//   node bench/run.mjs startup export   only the benchmarks named
import { spawn } from "node:child_process";
import { readdir } from "node:fs/promises";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";

const dir = fileURLToPath(new URL(".", import.meta.url));
const only = process.argv.slice(2);
const benches = (await readdir(dir))
  .filter((f) => f.endsWith(".mjs") && f !== "run.mjs")
  .map((f) => basename(f, ".mjs"))
  .filter((name) => only.length === 0 || only.includes(name))
  .sort();

const figures = [];
const failures = [];
for (const name of benches) {
  process.stderr.write(`bench: ${name}…\n`);
  const { code, lines } = await runBench(name);
  const found = [];
  for (const line of lines) {
    const figure = parseFigure(line);
    if (figure) found.push({ bench: name, ...figure });
    else if (line.trim()) process.stderr.write(`  ${line}\n`);
  }
  figures.push(...found);
  if (code !== 0 || found.length === 0)
    failures.push(`${name}: ${code !== 0 ? `exited ${code}` : "printed no figures"}`);
}

const rows = figures.map((f) => [
  f.bench,
  f.name,
  fmt(f.value, f.unit),
  `${fmt(f.baseline, f.unit)}${f.baselineName ? ` (${f.baselineName})` : ""}`,
  typeof f.ratio === "number" ? `${f.ratio.toFixed(2)}x` : "—",
  typeof f.target === "number" ? `${f.target}x` : "",
  typeof f.target === "number" && typeof f.ratio === "number" ? (f.ratio <= f.target ? "ok" : "OVER") : "",
]);
const header = ["bench", "figure", "value", "baseline", "ratio", "target", ""];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) =>
  cells
    .map((c, i) => c.padEnd(widths[i]))
    .join("  ")
    .trimEnd();
process.stdout.write(`node ${process.version}\n${line(header)}\n${line(widths.map((w) => "-".repeat(w)))}\n`);
for (const r of rows) process.stdout.write(`${line(r)}\n`);
if (failures.length > 0) {
  process.stdout.write(`\nincomplete: ${failures.join("; ")}\n`);
  process.exitCode = 1;
}

function runBench(name) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`${dir}${name}.mjs`], {
      env: { ...process.env, BENCH_JSON: "1" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (d) => {
      out += d;
    });
    child.on("close", (code) => resolve({ code: code ?? 1, lines: out.split("\n") }));
  });
}

function parseFigure(text) {
  if (!text.startsWith("{")) return undefined;
  try {
    const f = JSON.parse(text);
    return f && typeof f.name === "string" && typeof f.value === "number" ? f : undefined;
  } catch {
    return undefined;
  }
}

function fmt(n, unit) {
  if (typeof n !== "number") return "—";
  const s = Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(1);
  return unit ? `${s} ${unit}` : s;
}
