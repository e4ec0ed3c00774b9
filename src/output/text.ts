// Counts in words: one home for plurals and thousands separators ("1 person", "2 people", "1,234 credits").
// No toLocaleString: its first call loads ICU data, ~20 ms on every start of a command that prints a count.

/** 1234567 → "1,234,567" (en-US grouping; fractions kept as they are). */
export function thousands(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const [int = "", frac] = String(Math.abs(n)).split(".");
  const grouped = int.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${n < 0 ? "-" : ""}${grouped}${frac !== undefined ? `.${frac}` : ""}`;
}

/** The word for `n` of a thing: `plural(1, "person", "people")` → "person"; the plural defaults to +s. */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return n === 1 ? singular : pluralForm;
}

/** A number with its noun: `count(1, "credit")` → "1 credit", `count(1500, "person", "people")` → "1,500 people". */
export function count(n: number, singular: string, pluralForm?: string): string {
  return `${thousands(n)} ${plural(n, singular, pluralForm)}`;
}
