// What `people help` takes: no options, one optional argument.

export interface HelpArguments {
  /** The command to show help for; without one, the program's help. */
  command?: string;
}
