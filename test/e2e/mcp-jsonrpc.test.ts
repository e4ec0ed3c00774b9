// `people mcp` answers every line a client sends: one that is not JSON with -32700 (parse error), JSON that
// is not a JSON-RPC 2.0 message with -32600 (invalid request), the request's id echoed when it could be
// read and null otherwise, as JSON-RPC 2.0 requires; a client waiting on an id never hangs, and the server
// goes on serving. Over the real stdio of the built binary.
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { cli, sandbox, tempDir } from "../helpers/cli.js";

let sb: RunningSandbox;
let dir: ReturnType<typeof tempDir>;
let child: ReturnType<ReturnType<typeof cli>>;
let next: () => Promise<Record<string, unknown>>;

beforeAll(async () => {
  sb = await sandbox();
  dir = tempDir();
  child = cli({ sandbox: sb, configDir: dir.path })(["mcp"], { stdin: "pipe", stdout: "pipe" });
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
    const w = waiting.shift();
    if (w) w(line);
    else lines.push(line);
  });
  next = () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no answer within 10 s")), 10_000);
      const take = (line: string) => {
        clearTimeout(timer);
        resolve(JSON.parse(line));
      };
      const line = lines.shift();
      if (line !== undefined) take(line);
      else waiting.push(take);
    });
  send(
    JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } },
    }),
  );
  expect((await next()).id).toBe(1);
  send(JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }));
});
afterAll(async () => {
  child.stdin?.end();
  await child;
  await sb.close();
  dir.remove();
});
const send = (line: string) => child.stdin?.write(`${line}\n`);

describe("malformed JSON-RPC lines", () => {
  it.each([
    ["garbage", "this is not json", null, -32700],
    ["truncated JSON", '{"jsonrpc":"2.0","id":9,"method":"pi', null, -32700],
    ["an empty object", "{}", null, -32600],
    ["an empty batch", "[]", null, -32600],
    ["a batch", '[{"jsonrpc":"2.0","id":3,"method":"ping"}]', null, -32600],
    ["a bare number", "42", null, -32600],
    ['"jsonrpc": "1.0"', '{"jsonrpc":"1.0","id":7,"method":"ping"}', 7, -32600],
    ["no jsonrpc member", '{"id":"a","method":"ping"}', "a", -32600],
    ["a method that is not a string", '{"jsonrpc":"2.0","id":8,"method":5}', 8, -32600],
    ["id: null", '{"jsonrpc":"2.0","id":null,"method":"ping"}', null, -32600],
    ["params that are not an object", '{"jsonrpc":"2.0","id":11,"method":"ping","params":3}', 11, -32600],
  ])("%s is answered with the right code, and the server goes on", async (_what, line, id, code) => {
    send(line);
    const answer = await next();
    expect(answer).toMatchObject({ jsonrpc: "2.0", id, error: { code } });
    expect(typeof (answer.error as { message: unknown }).message).toBe("string");
    send(JSON.stringify({ jsonrpc: "2.0", id: 100, method: "ping" }));
    expect(await next()).toEqual({ jsonrpc: "2.0", id: 100, result: {} });
  });
});
