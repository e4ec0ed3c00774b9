import { describe, expect, it } from "vitest";
import { Ledger, monthIndex } from "../../../src/sandbox/service/ledger.js";

const plan = { id: "sandbox", name: "Sandbox", monthlyCredits: 100 };

function ledgerAt(start: number, purchased = 0): { ledger: Ledger; clock: { t: number } } {
  const clock = { t: start };
  return { ledger: new Ledger(plan, () => clock.t, purchased), clock };
}

describe("sandbox ledger", () => {
  it("spends the plan allowance before purchased credits", () => {
    const { ledger } = ledgerAt(Date.UTC(2025, 0, 10), 50);
    const slip = ledger.take(120)!;
    expect(slip).toMatchObject({ fromPlan: 100, fromPurchased: 20 });
    expect(ledger.snapshot()).toMatchObject({ balance: 30, planCredits: 0, purchased: 30 });
  });

  it("refuses a charge larger than the balance and takes nothing", () => {
    const { ledger } = ledgerAt(Date.UTC(2025, 0, 10));
    expect(ledger.take(101)).toBeUndefined();
    expect(ledger.balance()).toBe(100);
  });

  it("reconciles a reserve by giving back purchased credits first", () => {
    const { ledger } = ledgerAt(Date.UTC(2025, 0, 10), 50);
    ledger.take(95);
    const slip = ledger.take(10)!;
    expect(slip).toMatchObject({ fromPlan: 5, fromPurchased: 5 });
    ledger.giveBack(slip, 7);
    expect(Ledger.charged(slip)).toBe(3);
    expect(ledger.snapshot()).toMatchObject({ planCredits: 2, purchased: 50 });
  });

  it("refills the allowance at a month boundary without rolling it over, keeping purchased credits", () => {
    const { ledger, clock } = ledgerAt(Date.UTC(2025, 0, 31, 23, 59), 40);
    ledger.take(30);
    expect(ledger.snapshot()).toMatchObject({ planCredits: 70, purchased: 40 });
    clock.t = Date.UTC(2025, 1, 1, 0, 1);
    expect(ledger.snapshot()).toMatchObject({ balance: 140, planCredits: 100, purchased: 40 });
  });

  it("does not refund allowance from an earlier month above the plan size", () => {
    const { ledger, clock } = ledgerAt(Date.UTC(2025, 0, 31, 23, 59));
    const slip = ledger.take(10)!;
    clock.t = Date.UTC(2025, 1, 1);
    ledger.giveBack(slip, 10);
    expect(ledger.snapshot().planCredits).toBe(100);
  });

  it("numbers months across years", () => {
    expect(monthIndex(Date.UTC(2026, 0, 1)) - monthIndex(Date.UTC(2025, 11, 31))).toBe(1);
  });
});
