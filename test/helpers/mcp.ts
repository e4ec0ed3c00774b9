// Drives the built `people mcp` over stdio with the official MCP client SDK, recording every message that
// crosses the pipe (both ways) and everything the server says on stderr, so a test can look for what must
// never be there (the API key).
import { Client, type ClientOptions, type Transport } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { BIN, cleanEnv } from "./cli.js";

type Message = Parameters<Transport["send"]>[0];

/** A client transport that passes everything to `inner` and keeps a copy of each message as JSON text. */
class RecordingTransport implements Transport {
  readonly #inner: StdioClientTransport;
  readonly log: string[];
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport["onmessage"];

  constructor(inner: StdioClientTransport, log: string[]) {
    this.#inner = inner;
    this.log = log;
  }

  async start(): Promise<void> {
    this.#inner.onmessage = (message: Message) => {
      this.log.push(JSON.stringify(message));
      this.onmessage?.(message);
    };
    this.#inner.onclose = () => this.onclose?.();
    this.#inner.onerror = (error) => this.onerror?.(error);
    await this.#inner.start();
  }

  send(message: Message): Promise<void> {
    this.log.push(JSON.stringify(message));
    return this.#inner.send(message);
  }

  close(): Promise<void> {
    return this.#inner.close();
  }
}

export interface McpSession {
  client: Client;
  /** Every JSON-RPC message sent or received so far, as JSON text. */
  messages: string[];
  /** Everything the server wrote on stderr so far. */
  stderr(): string;
  close(): Promise<void>;
}

export interface McpStart {
  /** Arguments after `people` (default: `mcp`). */
  args?: string[];
  env?: Record<string, string | undefined>;
  client?: ClientOptions;
}

/** Spawns `people ARGS` and connects the SDK's client to it over stdio. */
export async function startMcp(options: McpStart = {}): Promise<McpSession> {
  const messages: string[] = [];
  let stderr = "";
  const inner = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, ...(options.args ?? ["mcp"])],
    env: cleanEnv(options.env) as Record<string, string>,
    stderr: "pipe",
  });
  inner.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const client = new Client({ name: "people-tests", version: "1.0.0" }, options.client);
  await client.connect(new RecordingTransport(inner, messages));
  return {
    client,
    messages,
    stderr: () => stderr,
    close: () => client.close(),
  };
}

/** The text of a tool result's first content block. */
export function textOf(result: unknown): string {
  const content = (result as { content?: { type: string; text?: string }[] }).content ?? [];
  return content.map((c) => (c.type === "text" ? (c.text ?? "") : "")).join("\n");
}
