// The chat's slash commands (/help, /undo, /reset, /save, /export, /show, /history, /credits), and how a
// failed one is said: as the launcher says errors, and the chat goes on.
import { stat } from "node:fs/promises";
import { resolve } from "node:path";
import type { PeopleClient } from "../../../api/client.js";
import { AGENTIC_RESERVE } from "../../../contract/limits.js";
import { formatFromPath } from "../../../output/format.js";
import { canPrompt } from "../../../output/io.js";
import { count as countOf } from "../../../output/text.js";
import { CancelledError, InterruptedError, isPromptClosed, UsageError } from "../../errors.js";
import { errorText } from "../../exit-codes.js";
import type { Factory, Prompter } from "../../factory.js";
import { exportShortlist } from "../../shortlist.js";
import { type ChatState, saveTarget, undoTurn } from "./chat-state.js";
import type { SearchOptions } from "./options.js";
import { saveConversation } from "./save.js";

export const CHAT_HELP = `Type who you are looking for, then follow-ups to refine the shortlist.
  /help          this help
  /undo          forget the last turn (your message and the answer)
  /reset         start a new conversation (saved once it has an answer)
  /save FILE     save the conversation (resume: --messages FILE --chat)
  /export FILE   write the last shortlist to FILE (.csv .jsonl .ndjson .json)
  /show          show the last shortlist again, with reasons and signals
  /history       list this chat's turns (\`people history\` has them too)
  /credits       show the credit balance
  /quit          leave (so does Ctrl-D on an empty line; Ctrl-C exits 130)
Each search reserves ${AGENTIC_RESERVE} credits and is charged what it actually cost.`;

/** A failed turn or command, said as the launcher says errors; the chat goes on. */
export function printError(f: Factory, err: unknown): void {
  f.io.stderr.write(errorText(err, { theme: f.theme, verbose: Boolean(f.globals.verbose) }).text);
}

/** Whether a Ctrl-C (or Escape) closed the prompt, however the prompter reports it. */
export function promptClosed(err: unknown): boolean {
  return err instanceof InterruptedError || isPromptClosed(err);
}

/** Ctrl-C at one of the chat's prompts ends the command (exit 130, "Cancelled."). */
export function cancelled(err: unknown): InterruptedError {
  return err instanceof InterruptedError ? err : new CancelledError();
}

export interface ChatContext {
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

export async function slashCommand(ctx: ChatContext, command: string, arg: string): Promise<void> {
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
        const tail = ` · ${countOf(t.response.people.length, "person", "people")}${Number.isFinite(c) ? ` · ${countOf(c, "credit")}` : ""}`;
        // The question cut to what fits on a line of 80 columns beside its number and its tail.
        const room = Math.max(20, 79 - 4 - tail.length);
        const asked = t.asked.replace(/\s+/g, " ");
        say(
          `${String(i + 1).padStart(2)}. ${asked.length > room ? `${asked.slice(0, room - 1)}…` : asked}${tail}`,
        );
      });
      say(f.theme.dim("/show shows the last shortlist again; `people history` has every run."));
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
