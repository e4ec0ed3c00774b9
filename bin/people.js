#!/usr/bin/env node
// Thin launcher: everything else lives in the bundled CLI so that `--version` parses as little as possible.
import { run } from "../dist/cli.js";

process.exitCode = await run(process.argv);
