// The options of `people show`.
export interface ShowOptions {
  json?: boolean;
  web?: boolean;
}
