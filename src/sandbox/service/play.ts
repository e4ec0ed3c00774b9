// Plays an agentic plan out in time. The planner decides everything up front; this module turns the plan
// into the events a client sees, in the order they would happen: steps of one group start together and end
// in order of their durations, a source's partial people follow its step, then the answer in fragments and
// the final results. The blocking form plays the same timeline without writing it, so both forms take the
// same time, are the same search and cost the same.
import type { SearchEvent } from "../../contract/events.js";
import type { AgenticPlan, PlannedStep } from "../types.js";
import { wait } from "./wait.js";

/** Simulated time per answer fragment at pace 1. */
const TOKEN_MS = 25;

/** Splits the answer into fragments of a couple of words, keeping whitespace so they join back exactly. */
export function answerFragments(answer: string): string[] {
  const words = answer.match(/\S+\s*|\s+/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 2) out.push(words.slice(i, i + 2).join(""));
  return out;
}

function groupsInOrder(steps: PlannedStep[]): PlannedStep[][] {
  const byGroup = new Map<number, PlannedStep[]>();
  for (const step of steps) {
    const list = byGroup.get(step.group) ?? [];
    list.push(step);
    byGroup.set(step.group, list);
  }
  return [...byGroup.keys()].sort((a, b) => a - b).map((g) => byGroup.get(g)!);
}

function scaled(ms: number, pace: number): number {
  return Math.max(0, Math.round(ms * pace));
}

/** Wall time the plan takes at this pace: each group lasts as long as its longest step, plus the answer. */
export function planDurationMs(plan: AgenticPlan, pace: number): number {
  let total = 0;
  for (const group of groupsInOrder(plan.steps)) {
    total += scaled(Math.max(0, ...group.map((s) => s.durationMs)), pace);
  }
  return total + scaled(TOKEN_MS, pace) * answerFragments(plan.answer).length;
}

interface PlayOptions {
  pace: number;
  /** Stops the timeline early (the sandbox is closing, or a fault failed the run). */
  signal: AbortSignal;
  /** Receives each event as it happens; returns false to stop the run (a fault ended it). */
  emit: (event: SearchEvent) => boolean;
}

/**
 * Emits everything up to and including `repos`. The caller settles the charge and sends `balance` and
 * `done`, because only it knows the ledger. Returns false when `emit` or the signal stopped the run.
 */
export async function playPlan(plan: AgenticPlan, opts: PlayOptions): Promise<boolean> {
  const { pace, signal, emit } = opts;
  const go = (event: SearchEvent): boolean => !signal.aborted && emit(event);

  for (const group of groupsInOrder(plan.steps)) {
    for (const step of group) {
      if (!go({ type: "step", id: step.id, label: step.label })) return false;
    }
    // Steps of a group overlap, so they end in order of duration; ties keep the planner's order.
    const ending = group.map((step, index) => ({ step, index }));
    ending.sort((a, b) => a.step.durationMs - b.step.durationMs || a.index - b.index);
    let elapsed = 0;
    for (const { step } of ending) {
      const at = scaled(step.durationMs, pace);
      await wait(at - elapsed, signal);
      elapsed = at;
      const done: SearchEvent = { type: "step_done", id: step.id, label: step.label, durationMs: at };
      if (step.error !== undefined) done.error = step.error;
      if (!go(done)) return false;
      if (
        step.partial &&
        !go({ type: "people_partial", source: step.partial.source, people: step.partial.people })
      ) {
        return false;
      }
    }
  }

  for (const text of answerFragments(plan.answer)) {
    await wait(scaled(TOKEN_MS, pace), signal);
    if (!go({ type: "token", text })) return false;
  }
  if (!go({ type: "people", people: plan.people })) return false;
  if (!go({ type: "companies", companies: plan.companies })) return false;
  if (!go({ type: "repos", repos: plan.repos })) return false;
  return true;
}

/** One server-sent event frame. JSON never contains a raw newline, so one `data:` line is enough. */
export function sseFrame(event: SearchEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}
