// `people config get|set|unset|list|path`: the settings of the declared table (config/settings.ts), so a
// row added there is a key here, with its check, its help line and its completion. Registration only.
import { Argument, type Command } from "commander";
import { allowedValues, flagHelp, settingRows } from "../../../config/settings.js";
import type { GetFactory } from "../../factory.js";
import { completesWith } from "../../flags/completes.js";
import type { ConfigListOptions } from "./options.js";

export function registerConfig(program: Command, getFactory: GetFactory): void {
  const rows = settingRows();
  const keys = rows.map(([, r]) => r.key);
  const width = Math.max(...keys.map((k) => k.length));
  const config = program
    .command("config")
    .description("read and change the settings kept in the config file (budgets, history, format…)")
    .addHelpText(
      "after",
      `
Settings (a flag beats the environment, which beats the config file, which beats the default):
${rows.map(([, r]) => `  ${r.key.padEnd(width)}  ${flagHelp(r).replace(/^[a-z]/, (c) => c.toUpperCase())}; ${allowedValues(r)}`).join("\n")}

The API key is not set here: \`people login\` checks it with the service and stores it.

Examples:
  $ people config set budget.daily 50
  $ people config get budget.daily
  $ people config set history off
  $ people config list
  $ people config unset budget.daily`,
    );
  const key = () => new Argument("<key>", "the setting's name").choices(keys);
  // The API key is stored by `people login`, which checks it first: `config set` does not offer it.
  const settable = rows.filter(([, r]) => !r.secret).map(([, r]) => r.key);

  config
    .command("get")
    .description("print a setting's value (from a flag, the environment, the config file or its default)")
    .addArgument(key())
    .action(async (name: string, _opts: object, cmd: Command) => {
      const { runConfigGet } = await import("./run.js");
      await runConfigGet(getFactory(cmd), name);
    });
  config
    .command("set")
    .description("keep a setting in the config file (checked against what it takes)")
    .addArgument(completesWith(new Argument("<key>", `the setting's name: ${settable.join(", ")}`), settable))
    .argument("<value>", "the value")
    .action(async (name: string, value: string, _opts: object, cmd: Command) => {
      const { runConfigSet } = await import("./run.js");
      await runConfigSet(getFactory(cmd), name, value);
    });
  config
    .command("unset")
    .description("remove a setting from the config file (its default applies again)")
    .addArgument(completesWith(new Argument("<key>", `the setting's name: ${settable.join(", ")}`), settable))
    .action(async (name: string, _opts: object, cmd: Command) => {
      const { runConfigUnset } = await import("./run.js");
      await runConfigUnset(getFactory(cmd), name);
    });
  config
    .command("list")
    .description("every setting with its value and where that comes from")
    .option("--json", "print them as JSON (the default in a pipe)")
    .action(async (opts: ConfigListOptions, cmd: Command) => {
      const { runConfigList } = await import("./run.js");
      await runConfigList(getFactory(cmd), opts);
    });
  config
    .command("path")
    .description("print the config file's path (the local store, people.db, is beside it)")
    .action(async (_opts: object, cmd: Command) => {
      const { runConfigPath } = await import("./run.js");
      await runConfigPath(getFactory(cmd));
    });
}
