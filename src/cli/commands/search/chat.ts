// `people search --chat`: a refine loop at the terminal. Each turn sends the whole conversation (user turns
// and the assistant's answers) as `messages`, trimmed to the service's ceiling by dropping the oldest whole
// turns. Ctrl-C during a run stops waiting and comes back to the prompt (the run goes on and is charged);
// at a prompt it leaves (exit 130). `--save FILE` (or the `--messages FILE` being resumed) is
// rewritten atomically after every answered turn; a file the chat did not create is overwritten only
// when the user says so.
import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import { AGENTIC_RESERVE, codePointLength } from "../../../contract/limits.js";
import { count as countOf, thousands } from "../../../output/text.js";
import { InterruptedError } from "../../errors.js";
import type { Factory } from "../../factory.js";
import { writeSearchResult } from "../../shortlist.js";
import { type ChatContext, cancelled, printError, promptClosed, slashCommand } from "./chat-commands.js";
import { type ChatInput, chatInput } from "./chat-input.js";
import { assistantContent, type ChatState, saveTarget } from "./chat-state.js";
import { executeSearch, RUN_CONTINUES } from "./execute.js";
import { DEFAULT_LIMITS, describeTrim, trimHistory } from "./history.js";
import type { SearchInput, SearchOptions } from "./options.js";
import { saveConversation } from "./save.js";

export { CHAT_HELP } from "./chat-commands.js";
export { assistantContent, type ChatState, saveTarget, undoTurn } from "./chat-state.js";

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
  const lines = chatInput(f.io, f.theme, f.signal);
  const ctx: ChatContext = { f, client, prompter, state, opts, save, ours };

  say(f.theme.dim("Chat: follow-ups refine the shortlist. /help lists commands; Ctrl-D leaves."));
  if (state.history.length > 0) {
    // The answers of a resumed conversation are in the history: /show and /history know them again.
    const { recallTurns } = await import("./chat-resume.js");
    state.turns = await recallTurns(f, state.history);
    say(
      f.theme.dim(
        `Resumed a conversation of ${countOf(state.history.length, "message")}${target !== undefined ? `; it is saved to ${target} after each answer` : ""}.`,
      ),
    );
  }

  try {
    // A query on the command line runs first. A resumed conversation ending with an unanswered user
    // message runs first too, but only once the user has agreed to pay for it.
    if (input.query) state.history.push({ role: "user", content: input.query });
    else if (state.history.at(-1)?.role === "user" && !(await sendUnanswered(ctx))) state.history.pop();
    if (state.history.at(-1)?.role === "user") await turn(ctx, lines);
  } catch (err) {
    if (!promptClosed(err)) throw err;
    throw cancelled(err);
  }

  for (;;) {
    let line: string | null;
    try {
      line = await lines.line(state.history.length === 0 ? "Who are you looking for?" : "Refine (or /help)");
    } catch (err) {
      if (f.signal.aborted) throw new InterruptedError("");
      // Ctrl-C at the prompt: leave (exit 130). The conversation is already safe: every change worth
      // keeping was saved (atomically, and awaited) when it happened.
      if (promptClosed(err)) throw cancelled(err);
      throw err;
    }
    // Ctrl-D on an empty line: the end of input, as a shell takes it.
    if (line === null) break;
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
    await turn(ctx, lines);
  }
  // Nothing to save on the way out: answered turns and /undo were saved as they happened, and what was not
  // (a message taken back, a /reset with no answer since) must not replace what the file holds.
}

/** Sends the conversation (trimmed first); on failure the unanswered message is taken back. */
async function turn(ctx: ChatContext, lines: ChatInput): Promise<void> {
  const { f, client, opts, save } = ctx;
  const state = ctx.state;
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
  // Ctrl-C comes back to the prompt; whatever else is typed waits for it.
  const stopKeys = lines.during(() => turnAbort.abort(new InterruptedError()));
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
