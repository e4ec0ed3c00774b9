// Types of the language table's build script, for the test that checks the committed table.
export function deriveLanguages(): string;
