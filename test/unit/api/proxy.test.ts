// Which proxy a request goes through (as undici's EnvHttpProxyAgent picks it), and a proxy that cannot be
// reached is named as the proxy, never with its password.

import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PeopleClient } from "../../../src/api/client.js";
import { proxyFor } from "../../../src/api/network.js";

describe("proxyFor", () => {
  it.each([
    ["https://api.example.com/api/v1", { HTTPS_PROXY: "http://p:3128" }, "HTTPS_PROXY"],
    ["https://api.example.com/api/v1", { HTTP_PROXY: "http://p:3128" }, "HTTP_PROXY"],
    ["http://api.example.com/api/v1", { HTTPS_PROXY: "http://p:3128" }, undefined],
    ["https://api.example.com/api/v1", { HTTPS_PROXY: "http://p:3128", NO_PROXY: "example.com" }, undefined],
    ["https://api.example.com/api/v1", { HTTPS_PROXY: "http://p:3128", NO_PROXY: "*" }, undefined],
    [
      "https://api.example.com/api/v1",
      { HTTPS_PROXY: "http://p:3128", NO_PROXY: "example.com:80" },
      "HTTPS_PROXY",
    ],
    ["https://api.example.com/api/v1", { https_proxy: "http://p:3128" }, "https_proxy"],
    ["http://api.example.com/api/v1", { http_proxy: "", HTTP_PROXY: "http://p:3128" }, undefined],
  ])("%s with %j → %s", (url, env, variable) => {
    expect(proxyFor(url, env)?.variable).toBe(variable);
  });
});

describe("an unreachable proxy", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is named as the proxy (set by http_proxy), without its password", async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, "127.0.0.1", () => {
        const p = (s.address() as AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
    vi.stubEnv("http_proxy", `http://user:pr0xyPass@127.0.0.1:${port}`);
    vi.stubEnv("NO_PROXY", "");
    vi.stubEnv("no_proxy", "");
    const client = new PeopleClient({
      baseUrl: "http://service.test/api/v1",
      apiKey: "sk_test_0123456789",
      maxRetries: 0,
    });
    try {
      const err = (await client.getCredits().catch((e: unknown) => e)) as Error;
      expect(err.message).toBe(
        `could not reach the proxy 127.0.0.1:${port} (set by http_proxy) (ECONNREFUSED)`,
      );
      expect(err.message).not.toContain("pr0xyPass");
    } finally {
      await client.close();
    }
  });
});
