// `people search --chat`: a refine loop at the terminal. Each turn sends the whole conversation (user turns
// and the assistant's answers) as `messages`, trimmed to the service's ceiling by dropping the oldest whole
// turns. Ctrl-C during a run stops waiting and comes back to the prompt (the run goes on and is charged);
// at a prompt it leaves (exit 130). `--save FILE` (or the `--messages FILE` being resumed) is
// rewritten atomically after every answered turn; a file the chat did not create is overwritten only
// when the user says so.
import { randomUUID } from "node:crypto";
import { stat } from "node:fs/promises";
import { resolve } from "node:path";
import type { PeopleClient } from "../../../api/client.js";
import { AGENTIC_RESERVE, codePointLength } from "../../../contract/limits.js";
import type { AgenticSearchResponse, Message } from "../../../contract/schemas.js";
import { formatFromPath } from "../../../output/format.js";
import { canPrompt } from "../../../output/io.js";
import { count as countOf, thousands } from "../../../output/text.js";
import { CancelledError, InterruptedError, isPromptClosed, UsageError } from "../../errors.js";
import { errorText } from "../../exit-codes.js";
import type { Factory, Prompter } from "../../factory.js";
import { exportShortlist, writeSearchResult } from "../../shortlist.js";
import { executeSearch, RUN_CONTINUES } from "./execute.js";
import { DEFAULT_LIMITS, describeTrim, trimHistory } from "./history.js";
import type { SearchInput, SearchOptions } from "./options.js";
import { saveConversation } from "./save.js";

const CHAT_HELP = `Type who you are looking for, then follow-ups to refine the shortlist. Commands:
  /help          this help
  /undo          forget the last turn (your message and the answer)
  /reset         start a new conversation (the saved one is replaced after its first answer)
  /save FILE     save the conversation (resume with --messages FILE --chat)
  /export FILE   write the last shortlist to FILE (.csv, .jsonl, .ndjson or .json)
  /show          show the last shortlist again, with each person's reason and signals
  /history       list this chat's turns (every turn is also in \`people history\`)
  /credits       show the credit balance
  /quit          leave (Ctrl-C at the prompt leaves too, with exit code 130)
Each search reserves 10 credits and is charged what it actually cost.`;

interface Turn {
  /** Index in `history` of this turn's user message. */
  at: number;
  /** That message (kept here too: trimming may drop it from the history). */
  asked: string;
  response: AgenticSearchResponse;
}

/** What the loop keeps between turns; exported for tests of the slash commands. */
interface ChatState {
  history: Message[];
  turns: Turn[];
  /** Every turn of this chat is kept in the history under this id. */
  session?: string;
  /**
   * After /reset, until the new conversation's first answer: the saved file keeps the old conversation
   * rather than being emptied by a reset the user may not follow with anything.
   */
  resetPending?: boolean;
}

/** Where the chat keeps the conversation: `--save FILE`, else the `--messages FILE` it resumed. */
function saveTarget(opts: Pick<SearchOptions, "save" | "messages">): string | undefined {
  if (opts.save !== undefined) return opts.save;
  return opts.messages !== undefined && opts.messages !== "-" ? opts.messages : undefined;
}

/** A failed turn or command, said as the launcher says errors; the chat goes on. */
function printError(f: Factory, err: unknown): void {
  f.io.stderr.write(errorText(err, { theme: f.theme, verbose: Boolean(f.globals.verbose) }).text);
}

/** Whether a Ctrl-C (or Escape) closed the prompt, however the prompter reports it. */
function promptClosed(err: unknown): boolean {
  return err instanceof InterruptedError || isPromptClosed(err);
}

/** Ctrl-C at one of the chat's prompts ends the command (exit 130, "Cancelled."). */
function cancelled(err: unknown): InterruptedError {
  return err instanceof InterruptedError ? err : new CancelledError();
}

/** Drops the last turn: the newest user message and everything after it. */
function undoTurn(state: ChatState): boolean {
  let last = -1;
  for (let i = state.history.length - 1; i >= 0; i--)
    if (state.history[i]!.role === "user") {
      last = i;
      break;
    }
  if (last < 0) return false;
  state.history = state.history.slice(0, last);
  state.turns = state.turns.filter((t) => t.at < last);
  return true;
}

/** The assistant message kept for a result: its written answer, or a list of who it found. */
function assistantContent(response: AgenticSearchResponse): string {
  if (response.answer.trim() !== "") return response.answer;
  const names = response.people.map((p) => p.name).filter(Boolean);
  return names.length ? `Shortlist: ${names.join(", ")}.` : "No one matched.";
}

export async function runChat(f: Factory, input: SearchInput, opts: SearchOptions): Promise<void> {
  const client = await f.client();
  const state: ChatState = {
    history: [...(input.messages ?? [])],
    turns: [],
    session: randomUUID(),
  };
  const prompter = await f.prompter();
  const say = (m: string): void => {
    f.io.stderr.write(`${m}\n`);
  };
  const target = saveTarget(opts);
  // Files this chat may rewrite without asking: the one it keeps the conversation in (named on the command
  // line), and any it wrote itself.
  const ours = new Set<string>(target !== undefined ? [resolve(target)] : []);
  const save = async () => {
    if (target === undefined || state.resetPending) return;
    try {
      await saveConversation(target, state.history);
    } catch (err) {
      f.log.warn(`the conversation was not saved: ${(err as Error).message}`);
    }
  };
  const ctx: ChatContext = { f, client, prompter, state, opts, save, ours };

  say(
    f.theme.dim("Chat: type who you are looking for; follow-ups refine the shortlist. /help lists commands."),
  );
  if (state.history.length > 0)
    say(
      f.theme.dim(
        `Resumed a conversation of ${countOf(state.history.length, "message")}${target !== undefined ? `; it is saved to ${target} after each answer` : ""}.`,
      ),
    );

  try {
    // A query on the command line runs first. A resumed conversation ending with an unanswered user
    // message runs first too, but only once the user has agreed to pay for it.
    if (input.query) state.history.push({ role: "user", content: input.query });
    else if (state.history.at(-1)?.role === "user" && !(await sendUnanswered(ctx))) state.history.pop();
    if (state.history.at(-1)?.role === "user") await turn(f, client, state, opts, save);
  } catch (err) {
    if (!promptClosed(err)) throw err;
    throw cancelled(err);
  }

  for (;;) {
    let line: string;
    try {
      line = await prompter.input(
        state.history.length === 0 ? "Who are you looking for?" : "Refine (or /help)",
      );
    } catch (err) {
      if (f.signal.aborted) throw new InterruptedError("");
      // Ctrl-C at the prompt: leave (exit 130). The conversation is already safe: every change worth
      // keeping was saved (atomically, and awaited) when it happened.
      if (promptClosed(err)) throw cancelled(err);
      throw err;
    }
    const text = line.trim();
    if (text === "") continue;
    if (text.startsWith("/")) {
      const [command = "", ...rest] = text.split(/\s+/);
      const arg = rest.join(" ");
      if (command === "/quit" || command === "/exit" || command === "/q") break;
      try {
        await slashCommand(ctx, command, arg);
      } catch (err) {
        if (!promptClosed(err)) throw err;
        throw cancelled(err);
      }
      continue;
    }
    if (codePointLength(line) > DEFAULT_LIMITS.maxChars) {
      f.log.warn(
        `that message holds ${thousands(codePointLength(line))} characters, over the limit of ${thousands(DEFAULT_LIMITS.maxChars)}; it was not sent`,
      );
      continue;
    }
    state.history.push({ role: "user", content: line });
    await turn(f, client, state, opts, save);
  }
  // Nothing to save on the way out: answered turns and /undo were saved as they happened, and what was not
  // (a message taken back, a /reset with no answer since) must not replace what the file holds.
}

/** Sends the conversation (trimmed first); on failure the unanswered message is taken back. */
async function turn(
  f: Factory,
  client: PeopleClient,
  state: ChatState,
  opts: SearchOptions,
  save: () => Promise<void>,
): Promise<void> {
  const trimmed = trimHistory(state.history);
  if (!trimmed.ok) {
    state.history.pop();
    f.log.warn(`${trimmed.reason}; the message was not sent`);
    return;
  }
  if (trimmed.droppedMessages > 0) {
    f.log.warn(describeTrim(trimmed.droppedTurns, trimmed.droppedMessages));
    // Results of dropped turns can no longer be undone to; keep the newest one for /export.
    const keepLast = state.turns.at(-1);
    state.history = trimmed.messages;
    state.turns = keepLast ? [{ ...keepLast, at: -1 }] : [];
  }
  const at = state.history.length - 1;
  const turnAbort = new AbortController();
  const stopKeys = watchCtrlC(f, () => turnAbort.abort(new InterruptedError()));
  try {
    const outcome = await executeSearch(
      f,
      client,
      { messages: state.history, ...(opts.rerank === false ? { rerank: false } : {}) },
      {
        stream: opts.stream !== false,
        wait: opts.wait,
        signal: AbortSignal.any([f.signal, turnAbort.signal]),
        waiting: "Sending the conversation…",
      },
    );
    stopKeys();
    // Tables, whatever the `format` setting says: the chat is read at the terminal.
    await writeSearchResult(f, { format: "table", fields: opts.fields }, outcome.response, {
      answerShown: outcome.answerShown,
    });
    const asked = state.history[at]?.content ?? "";
    state.history.push({ role: "assistant", content: assistantContent(outcome.response) });
    state.turns.push({ at, asked, response: outcome.response });
    state.resetPending = false;
    await save();
    // Each turn is kept as it is answered (the chat may run for an hour); the charge with it.
    const { searchRun } = await import("../../run-records.js");
    const records = await f.records();
    records.run(
      searchRun({ query: asked }, outcome.response, {
        rerank: opts.rerank !== false,
        via: "chat",
        ...(state.session ? { session: state.session } : {}),
      }),
    );
    await records.flush();
  } catch (err) {
    stopKeys();
    state.history.pop();
    if (f.signal.aborted) throw err;
    if (err instanceof InterruptedError) {
      f.log.warn(`stopped waiting: ${RUN_CONTINUES}. Your message was taken back; type it again to retry.`);
      return;
    }
    printError(f, err);
    f.log.info(f.theme.dim("Your message was taken back; type it again (or something else) to retry."));
  }
}

/**
 * While a run is shown, Ctrl-C must come back to the prompt rather than end the process: the terminal is
 * put in raw mode so the key arrives as a byte instead of a SIGINT (which would end the whole command).
 */
function watchCtrlC(f: Factory, onCtrlC: () => void): () => void {
  const stdin = f.io.stdin as NodeJS.ReadStream;
  if (!f.io.stdinIsTTY || typeof stdin.setRawMode !== "function") return () => {};
  const wasRaw = stdin.isRaw;
  const onData = (chunk: Buffer | string) => {
    if (chunk.toString().includes("\x03")) onCtrlC();
  };
  stdin.setRawMode(true);
  stdin.on("data", onData);
  stdin.resume();
  return () => {
    stdin.off("data", onData);
    stdin.setRawMode(wasRaw);
    stdin.pause();
  };
}

interface ChatContext {
  f: Factory;
  client: PeopleClient;
  prompter: Prompter;
  state: ChatState;
  opts: SearchOptions;
  save: () => Promise<void>;
  /** Resolved paths the chat may overwrite without asking. */
  ours: Set<string>;
}

/**
 * A resumed conversation ends with the user's message and no answer: sending it runs (and charges) a search,
 * so the user says so first. Enter sends it; "n" takes it back.
 */
async function sendUnanswered(ctx: ChatContext): Promise<boolean> {
  const { f, prompter, state } = ctx;
  const last = state.history.at(-1)?.content ?? "";
  const shown = last.length > 60 ? `${last.slice(0, 59)}…` : last;
  f.io.stderr.write(
    `The conversation ends with your message ${JSON.stringify(shown)}, which has no answer yet. Sending it runs a search (${AGENTIC_RESERVE} credits reserved, charged what it costs).\n`,
  );
  const yes = await prompter.confirm("Send it now?", { default: true });
  if (!yes) f.io.stderr.write("Not sent; type it again (or something else) when you are ready.\n");
  return yes;
}

/**
 * Whether FILE may be written: yes when it does not exist or the chat wrote it; otherwise the user is asked
 * (default No), and without a terminal to ask on it is refused.
 */
async function mayOverwrite(ctx: ChatContext, file: string): Promise<boolean> {
  const path = resolve(file);
  if (ctx.ours.has(path)) return true;
  const exists = await stat(path).then(
    () => true,
    () => false,
  );
  if (!exists) return true;
  if (!canPrompt(ctx.f.io))
    throw new UsageError(`${file} already exists and this chat did not create it; it was not overwritten`);
  return ctx.prompter.confirm(`${file} exists and this chat did not create it. Overwrite it?`, {
    default: false,
  });
}

async function slashCommand(ctx: ChatContext, command: string, arg: string): Promise<void> {
  const { f, client, state, opts, save } = ctx;
  const say = (m: string): void => {
    f.io.stderr.write(`${m}\n`);
  };
  switch (command) {
    case "/help":
    case "/?":
      say(CHAT_HELP);
      return;
    case "/undo":
      if (undoTurn(state)) {
        say(`Forgot the last turn; ${countOf(state.history.length, "message")} left.`);
        await save();
      } else say("Nothing to undo.");
      return;
    case "/reset": {
      const had = state.history.length > 0;
      state.history = [];
      state.turns = [];
      const target = saveTarget(opts);
      if (had && target !== undefined) {
        // The saved conversation is replaced by the new one once it has an answer, not emptied now.
        state.resetPending = true;
        say(`Started a new conversation; ${target} keeps the previous one until the new one has an answer.`);
      } else say("Started a new conversation.");
      return;
    }
    case "/save": {
      const file = arg || saveTarget(opts);
      if (!file) return say("Usage: /save FILE");
      // An empty conversation (a fresh chat, or just after /reset) must never replace a saved one.
      if (state.history.length === 0)
        return say(`Nothing to save yet: the conversation is empty${arg ? "" : `; ${file} is unchanged`}.`);
      try {
        if (!(await mayOverwrite(ctx, file))) return say(`Not saved; ${file} is unchanged.`);
        await saveConversation(file, state.history);
        ctx.ours.add(resolve(file));
        say(
          `Saved ${countOf(state.history.length, "message")} to ${file}; resume with --messages ${file} --chat.`,
        );
      } catch (err) {
        if (promptClosed(err)) throw err;
        printError(f, err);
      }
      return;
    }
    case "/export": {
      if (!arg) return say("Usage: /export FILE (.csv, .jsonl, .ndjson or .json)");
      const last = state.turns.at(-1);
      if (!last) return say("Nothing to export yet: run a search first.");
      // The chat takes no --format: the name's extension is the only way to say the format.
      if (formatFromPath(arg) === undefined)
        return printError(
          f,
          new UsageError(
            `cannot tell the format of ${JSON.stringify(arg)} from its extension`,
            "Name the file .csv, .jsonl, .ndjson or .json.",
          ),
        );
      try {
        if (!(await mayOverwrite(ctx, arg))) return say(`Not exported; ${arg} is unchanged.`);
        const { format, count } = await exportShortlist(f, arg, last.response, opts.fields);
        ctx.ours.add(resolve(arg));
        say(`Wrote ${countOf(count, "person", "people")} to ${arg} (${format}).`);
      } catch (err) {
        if (promptClosed(err)) throw err;
        printError(f, err);
      }
      return;
    }
    case "/show": {
      const last = state.turns.at(-1);
      if (!last) return say("Nothing to show yet: run a search first.");
      const { writeShortlistBlocks } = await import("../../shortlist.js");
      await writeShortlistBlocks(f, last.response);
      return;
    }
    case "/history": {
      if (state.turns.length === 0) return say("No turns yet in this chat.");
      state.turns.forEach((t, i) => {
        const c = t.response.credits.charged;
        say(
          `${String(i + 1).padStart(2)}. ${t.asked.replace(/\s+/g, " ").slice(0, 70)}${t.asked.length > 70 ? "…" : ""} · ${countOf(t.response.people.length, "person", "people")}${Number.isFinite(c) ? ` · ${countOf(c, "credit")}` : ""}`,
        );
      });
      say(
        f.theme.dim(
          "/show shows the last shortlist again; `people history` lists every run, this chat's included.",
        ),
      );
      return;
    }
    case "/credits":
      try {
        const b = await client.getCredits({ signal: f.signal });
        say(`Balance: ${countOf(b.balance, "credit")}.`);
      } catch (err) {
        printError(f, err);
      }
      return;
    default:
      say(`Unknown command ${command}; /help lists them.`);
  }
}
