// `people search --chat`: a refine loop at the terminal. Each turn sends the whole conversation (user turns
// and the assistant's answers) as `messages`, trimmed to the service's ceiling by dropping the oldest whole
// turns. Ctrl-C during a run stops waiting and comes back to the prompt (the run goes on and is charged);
// at the prompt it leaves. `--save FILE` rewrites the conversation atomically after every change.
import type { PeopleClient } from "../../../api/client.js";
import type { AgenticSearchResponse, Message } from "../../../api/schemas.js";
import { count as countOf } from "../../../output/text.js";
import { InterruptedError } from "../../errors.js";
import { reportFor } from "../../exit-codes.js";
import type { Factory } from "../../factory.js";
import { executeSearch, RUN_CONTINUES } from "./execute.js";
import { codePointLength, DEFAULT_LIMITS, describeTrim, trimHistory } from "./history.js";
import { exportShortlist, writeSearchResult } from "./output.js";
import type { SearchInput, SearchOptions } from "./run.js";
import { saveConversation } from "./save.js";

export const CHAT_HELP = `Type who you are looking for, then follow-ups to refine the shortlist. Commands:
  /help          this help
  /undo          forget the last turn (your message and the answer)
  /reset         start a new conversation
  /save FILE     save the conversation (resume with --messages FILE --chat)
  /export FILE   write the last shortlist to FILE (.csv, .jsonl, .ndjson or .json)
  /credits       show the credit balance
  /quit          leave (Ctrl-C at the prompt too)
Each search reserves 10 credits and is charged what it actually cost.`;

interface Turn {
  /** Index in `history` of this turn's user message. */
  at: number;
  response: AgenticSearchResponse;
}

/** What the loop keeps between turns; exported for tests of the slash commands. */
export interface ChatState {
  history: Message[];
  turns: Turn[];
}

/** Drops the last turn: the newest user message and everything after it. */
export function undoTurn(state: ChatState): boolean {
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
export function assistantContent(response: AgenticSearchResponse): string {
  if (response.answer.trim() !== "") return response.answer;
  const names = response.people.map((p) => p.name).filter(Boolean);
  return names.length ? `Shortlist: ${names.join(", ")}.` : "No one matched.";
}

export async function runChat(f: Factory, input: SearchInput, opts: SearchOptions): Promise<void> {
  const client = await f.client();
  const state: ChatState = { history: [...(input.messages ?? [])], turns: [] };
  const prompter = await f.prompter();
  const say = (m: string): void => {
    f.io.stderr.write(`${m}\n`);
  };
  const save = async () => {
    if (opts.save === undefined) return;
    try {
      await saveConversation(opts.save, state.history);
    } catch (err) {
      f.log.warn(`could not save the conversation to ${opts.save}: ${(err as Error).message}`);
    }
  };

  say(
    f.theme.dim("Chat: type who you are looking for; follow-ups refine the shortlist. /help lists commands."),
  );
  if (state.history.length > 0)
    say(f.theme.dim(`Resumed a conversation of ${countOf(state.history.length, "message")}.`));

  // A query on the command line, or a resumed conversation ending with an unanswered user message, runs first.
  if (input.query) state.history.push({ role: "user", content: input.query });
  if (state.history.at(-1)?.role === "user") await turn(f, client, state, opts, save);

  for (;;) {
    let line: string;
    try {
      line = await prompter.input(
        state.history.length === 0 ? "Who are you looking for?" : "Refine (or /help)",
      );
    } catch (err) {
      if (f.signal.aborted) throw new InterruptedError("");
      // Ctrl-C or Ctrl-D at the prompt: leave, the conversation is saved already.
      if ((err as Error)?.name === "ExitPromptError") break;
      throw err;
    }
    const text = line.trim();
    if (text === "") continue;
    if (text.startsWith("/")) {
      const [command = "", ...rest] = text.split(/\s+/);
      const arg = rest.join(" ");
      if (command === "/quit" || command === "/exit" || command === "/q") break;
      await slashCommand(f, client, state, command, arg, opts, save);
      continue;
    }
    if (codePointLength(line) > DEFAULT_LIMITS.maxChars) {
      f.log.warn(
        `that message holds ${codePointLength(line).toLocaleString("en-US")} characters, over the limit of ${DEFAULT_LIMITS.maxChars.toLocaleString("en-US")}; it was not sent`,
      );
      continue;
    }
    state.history.push({ role: "user", content: line });
    await turn(f, client, state, opts, save);
  }
  await save();
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
      },
    );
    stopKeys();
    await writeSearchResult(f, { fields: opts.fields }, outcome.response, {
      answerShown: outcome.answerShown,
    });
    state.history.push({ role: "assistant", content: assistantContent(outcome.response) });
    state.turns.push({ at, response: outcome.response });
    await save();
  } catch (err) {
    stopKeys();
    state.history.pop();
    if (f.signal.aborted) throw err;
    if (err instanceof InterruptedError) {
      f.log.warn(`stopped waiting: ${RUN_CONTINUES}. Your message was taken back; type it again to retry.`);
      return;
    }
    const report = reportFor(err);
    if (report.message) f.io.stderr.write(`${f.theme.fail("error:")} ${report.message}\n`);
    if (report.hint) f.io.stderr.write(`${f.theme.dim("hint:")} ${report.hint}\n`);
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

async function slashCommand(
  f: Factory,
  client: PeopleClient,
  state: ChatState,
  command: string,
  arg: string,
  opts: SearchOptions,
  save: () => Promise<void>,
): Promise<void> {
  const say = (m: string): void => {
    f.io.stderr.write(`${m}\n`);
  };
  const report = (err: unknown) => {
    const r = reportFor(err);
    say(`${f.theme.fail("error:")} ${r.message}${r.hint ? `\n${f.theme.dim("hint:")} ${r.hint}` : ""}`);
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
    case "/reset":
      state.history = [];
      state.turns = [];
      say("Started a new conversation.");
      await save();
      return;
    case "/save": {
      const file = arg || opts.save;
      if (!file) return say("Usage: /save FILE");
      try {
        await saveConversation(file, state.history);
        say(
          `Saved ${countOf(state.history.length, "message")} to ${file}; resume with --messages ${file} --chat.`,
        );
      } catch (err) {
        say(`${f.theme.fail("error:")} could not save to ${file}: ${(err as Error).message}`);
      }
      return;
    }
    case "/export": {
      if (!arg) return say("Usage: /export FILE (.csv, .jsonl, .ndjson or .json)");
      const last = state.turns.at(-1);
      if (!last) return say("Nothing to export yet: run a search first.");
      try {
        const { format, count } = await exportShortlist(f, arg, last.response, opts.fields);
        say(`Wrote ${countOf(count, "person", "people")} to ${arg} (${format}).`);
      } catch (err) {
        report(err);
      }
      return;
    }
    case "/credits":
      try {
        const b = await client.getCredits({ signal: f.signal });
        say(`Balance: ${countOf(b.balance, "credit")}.`);
      } catch (err) {
        report(err);
      }
      return;
    default:
      say(`Unknown command ${command}; /help lists them.`);
  }
}
