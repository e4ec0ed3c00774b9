// Assembles src/store/page-keys.wat into the bytes src/store/page-keys-wasm.ts carries (the CLI ships no
// WebAssembly toolchain; this runs only when the .wat changes):
//   node scripts/page-keys-wasm.mjs
// It runs wat2wasm from the wabt package through npx (fetched from the npm registry on first use).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "people-wat-"));
try {
  const out = join(dir, "page-keys.wasm");
  execFileSync(
    "npx",
    ["--yes", "--package=wabt@1.0.39", "wat2wasm", join(ROOT, "src/store/page-keys.wat"), "-o", out],
    { stdio: "inherit" },
  );
  const base64 = readFileSync(out).toString("base64");
  const lines = base64.match(/.{1,100}/g) ?? [];
  writeFileSync(
    join(ROOT, "src/store/page-keys-wasm.ts"),
    `// Generated from page-keys.wat by scripts/page-keys-wasm.mjs: do not edit.\nexport const PAGE_KEYS_WASM =\n${lines.map((l) => `  "${l}"`).join(" +\n")};\n`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
