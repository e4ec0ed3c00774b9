// The account's credit ledger. One account pays for every call of every key, so there is one ledger per
// sandbox. Balance = purchased + planCredits. The plan allowance is spent first because it does not roll
// over (spending purchased credits first would let the allowance expire unused); purchased credits are
// only touched once the allowance is gone. Refunds give back in the reverse order they were taken.

/** The plan the sandbox account is on; `monthlyCredits` is the allowance the monthly refill restores. */
export interface Plan {
  id: string;
  name: string;
  monthlyCredits: number;
}

/** The balance record served by `GET /credits`. */
export interface BalanceRecord {
  balance: number;
  purchased: number;
  planCredits: number;
  plan: { id: string; name: string };
}

/** What one charge took from each slice, so a refund or a reconcile can give back exactly that. */
export interface ChargeSlip {
  fromPlan: number;
  fromPurchased: number;
  /** Month (UTC, counted from the epoch) the charge was taken in; a refund after a refill caps the allowance. */
  month: number;
}

/** UTC calendar month as one integer, so "a month boundary was crossed" is a comparison. */
export function monthIndex(ms: number): number {
  const d = new Date(ms);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

export class Ledger {
  private planCredits: number;
  private purchased: number;
  private refilledMonth: number;

  constructor(
    readonly plan: Plan,
    private readonly clock: () => number,
    purchased = 0,
  ) {
    this.planCredits = plan.monthlyCredits;
    this.purchased = purchased;
    this.refilledMonth = monthIndex(clock());
  }

  /**
   * Applies the monthly refill when a calendar month (UTC) has begun since the last one: the allowance is
   * reset to the plan size (what was left does not roll over), purchased credits are untouched. Called on
   * every read so that a balance shown with a charge is never older than the one `GET /credits` shows.
   */
  refillIfDue(): void {
    const month = monthIndex(this.clock());
    if (month > this.refilledMonth) {
      this.planCredits = this.plan.monthlyCredits;
      this.refilledMonth = month;
    }
  }

  balance(): number {
    this.refillIfDue();
    return this.planCredits + this.purchased;
  }

  snapshot(): BalanceRecord {
    this.refillIfDue();
    return {
      balance: this.planCredits + this.purchased,
      purchased: this.purchased,
      planCredits: this.planCredits,
      plan: { id: this.plan.id, name: this.plan.name },
    };
  }

  /** Takes `amount` credits, allowance first. Returns undefined (and takes nothing) when the balance is short. */
  take(amount: number): ChargeSlip | undefined {
    this.refillIfDue();
    if (amount < 0 || this.planCredits + this.purchased < amount) return undefined;
    const fromPlan = Math.min(this.planCredits, amount);
    const fromPurchased = amount - fromPlan;
    this.planCredits -= fromPlan;
    this.purchased -= fromPurchased;
    return { fromPlan, fromPurchased, month: this.refilledMonth };
  }

  /**
   * Gives back up to `amount` of what `slip` took (purchased first, since it was taken last) and shrinks the
   * slip to what stays charged. Allowance taken in an earlier month is not given back above the plan size:
   * the refill already replaced it.
   */
  giveBack(slip: ChargeSlip, amount: number): void {
    this.refillIfDue();
    let left = Math.max(0, Math.min(amount, slip.fromPlan + slip.fromPurchased));
    const toPurchased = Math.min(left, slip.fromPurchased);
    slip.fromPurchased -= toPurchased;
    this.purchased += toPurchased;
    left -= toPurchased;
    const toPlan = Math.min(left, slip.fromPlan);
    slip.fromPlan -= toPlan;
    this.planCredits =
      slip.month === this.refilledMonth
        ? this.planCredits + toPlan
        : Math.min(this.plan.monthlyCredits, this.planCredits + toPlan);
  }

  /** What a slip still holds: the amount charged so far. */
  static charged(slip: ChargeSlip): number {
    return slip.fromPlan + slip.fromPurchased;
  }

  /** Adds bought credits (sandbox control only). */
  addPurchased(amount: number): void {
    this.refillIfDue();
    this.purchased = Math.max(0, this.purchased + amount);
  }

  /** Sets the allowance left this month (sandbox control only). */
  setPlanCredits(amount: number): void {
    this.refillIfDue();
    this.planCredits = Math.max(0, amount);
  }
}
