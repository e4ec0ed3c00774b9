// Messages to stderr, as commands and the local records write them (the Factory builds the one logger).

/** Messages to stderr, following --quiet and --verbose. Errors are printed by the launcher. */
export interface Logger {
  /** Progress and notes; silenced by --quiet. */
  info(message: string): void;
  /** Warnings; silenced by --quiet. */
  warn(message: string): void;
  /** Request and response lines; only with --verbose. */
  verbose(message: string): void;
}
