// get_credits (free, read-only): the balance, with what this server session has spent of its limit.
import { thousands } from "../../../../output/text.js";
import { toolResult } from "../results.js";
import { CreditsInput, CreditsOutput } from "../schemas.js";
import type { ToolRow } from "../tool-row.js";

const CREDITS = `The account's credit balance (purchased credits and what is left of the plan's monthly allowance), and what this server session has spent of its limit. Free.`;

export const getCreditsTool: ToolRow = {
  name: "get_credits",
  title: "Credit balance",
  description: CREDITS,
  input: CreditsInput,
  output: CreditsOutput,
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  call: async (session, _args, ctx) => {
    const b = await session.client.getCredits({ signal: session.signalFor(ctx.mcpReq.signal) });
    const status = session.money.status();
    const lines = [
      `Balance: ${thousands(b.balance)} credits${b.purchased !== undefined ? ` (${thousands(b.purchased)} purchased, which never expire)` : ""}.`,
      ...(b.planCredits !== undefined
        ? [`Left of the plan's monthly allowance: ${thousands(b.planCredits)} (it does not roll over).`]
        : []),
      ...(b.plan ? [`Plan: ${b.plan.name}.`] : []),
      status.limit === null
        ? `This session has spent ${thousands(status.spent)} credits (no --max-credits).`
        : `This session has spent ${thousands(status.spent)} of its ${thousands(status.limit)} credits (--max-credits): ${thousands(status.left ?? 0)} left.`,
    ];
    return toolResult(
      {
        balance: b.balance,
        purchased: b.purchased ?? null,
        planCredits: b.planCredits ?? null,
        plan: b.plan?.name ?? null,
        session: status,
      },
      lines.join("\n"),
    );
  },
};
