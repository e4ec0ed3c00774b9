// The options of `people config` and its subcommands.

export interface ConfigListOptions {
  json?: boolean;
}
