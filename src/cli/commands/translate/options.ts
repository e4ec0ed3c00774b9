// The options of `people translate`.

export interface TranslateOptions {
  amend?: string;
  dryRun?: boolean;
}
