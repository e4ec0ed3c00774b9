// Where startSandbox may listen: loopback by default; an address other machines can reach only with
// `allowRemote`, and then the running sandbox says so; an empty host or a name that does not resolve never.
import { describe, expect, it } from "vitest";
import {
  isLoopbackHost,
  SandboxAddressError,
  SandboxHostError,
  startSandbox,
} from "../../../src/sandbox/index.js";
import { call } from "./helpers.js";

describe("isLoopbackHost", () => {
  it.each([
    ["127.0.0.1", true],
    ["127.8.9.10", true],
    ["::1", true],
    ["[::1]", true],
    ["0:0:0:0:0:0:0:1", true],
    ["::ffff:127.0.0.1", true],
    ["localhost", true],
    ["LOCALHOST", true],
    ["0.0.0.0", false],
    ["::", false],
    ["[::]", false],
    ["10.0.0.1", false],
    ["192.168.1.20", false],
    ["::ffff:10.0.0.1", false],
    ["fe80::1", false],
    // Fail closed: what names no address, or cannot be resolved, is not known to be loopback.
    ["", false],
    [" ", false],
    ["no-such-host.invalid", false],
    ["[127.0.0.1]", false],
    ["[::1", false],
  ])("%s → %s", async (host, loopback) => {
    expect(await isLoopbackHost(host)).toBe(loopback);
  });
});

describe("startSandbox({ host })", () => {
  it("refuses a wildcard without allowRemote, before doing any work", async () => {
    const started = startSandbox({ host: "0.0.0.0", port: 0, people: 100 });
    await expect(started).rejects.toBeInstanceOf(SandboxHostError);
    await expect(started).rejects.toThrow(/refusing to listen on 0\.0\.0\.0: it is not a loopback address/);
  });

  it("listens on a wildcard with allowRemote, says it is remote, and hands out loopback URLs", async () => {
    const sb = await startSandbox({ host: "0.0.0.0", allowRemote: true, port: 0, people: 100, pace: 0 });
    try {
      expect(sb.remote).toBe(true);
      expect(sb.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/);
      expect((await call(sb, "GET", "/credits")).status).toBe(200);
    } finally {
      await sb.close();
    }
  });

  it.each([[""], ["  "]])(
    "refuses the empty host %j even with allowRemote (Node would listen on every interface)",
    async (host) => {
      for (const allowRemote of [false, true]) {
        const started = startSandbox({ host, allowRemote, port: 0, people: 100 });
        await expect(started).rejects.toBeInstanceOf(SandboxAddressError);
        await expect(started).rejects.toMatchObject({ code: "ENOTFOUND", host });
        await expect(started).rejects.toThrow(/refusing to listen on "\s*": an empty host names no address/);
      }
    },
  );

  it("refuses a name that does not resolve, with or without allowRemote", async () => {
    for (const allowRemote of [false, true]) {
      const started = startSandbox({ host: "no-such-host.invalid", allowRemote, port: 0, people: 100 });
      await expect(started).rejects.toBeInstanceOf(SandboxAddressError);
      await expect(started).rejects.toMatchObject({ code: "ENOTFOUND" });
      await expect(started).rejects.toThrow(/cannot listen on "no-such-host\.invalid": it does not resolve/);
    }
  });

  it("listens on ::1 for [::1], and hands out URLs with the brackets", async () => {
    const sb = await startSandbox({ host: "[::1]", port: 0, people: 100, pace: 0 });
    try {
      expect(sb.remote).toBe(false);
      expect(sb.baseUrl).toMatch(/^http:\/\/\[::1\]:\d+\/api\/v1$/);
      expect((await call(sb, "GET", "/credits")).status).toBe(200);
    } finally {
      await sb.close();
    }
  });

  it("is not remote on loopback", async () => {
    const sb = await startSandbox({ port: 0, people: 100, pace: 0 });
    try {
      expect(sb.remote).toBe(false);
    } finally {
      await sb.close();
    }
  });
});
