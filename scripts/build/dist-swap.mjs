// Step: the bundles are written to a fresh directory beside dist/ and moved into place only when every
// step has passed, so that a failed build leaves the previous dist/ as it was.
import { rename, rm } from "node:fs/promises";
import { root } from "./context.mjs";

/** A fresh, empty staging directory for this build (named after the process: builds may run at once). */
export async function openStaging() {
  const staging = `${root}dist.tmp-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  return staging;
}

export async function discardStaging(staging) {
  await rm(staging, { recursive: true, force: true });
}

/** Replaces dist/ with the staging directory. */
export async function swapIntoDist(staging) {
  await rm(`${root}dist`, { recursive: true, force: true });
  await rename(staging, `${root}dist`);
}
