// The launcher's cache of compiled code, for commands (bin/people.js; help does without it).
//
// Most of what a command costs beyond Node's own start is V8 parsing and compiling the CLI's JavaScript:
// dist/cli.cjs, the command's chunks and the HTTP client, about a megabyte. V8 can hand back what it has
// compiled (a "code cache") and take it again in a later process in place of compiling. Node's own
// compile cache (module.enableCompileCache, Node >= 22.1) keeps what is compiled when a file loads, which
// is little more than its top level: most functions compile later, when first called. This cache is made
// once the command has run, so it holds every function the command used, and it works on Node 20 too.
// Commands share files (dist/cli.cjs, the HTTP client's chunk): an entry names the commands it was made
// after, and the first successful run of another command makes it again, with what both compiled, so
// that each command finds its functions compiled whichever ran first.
//
// Each of the CLI's CommonJS files (dist/**/*.cjs) is compiled with vm.Script, as Node's loader once did,
// and run with the same five arguments; the module object, require() and require.cache are Node's. An
// entry holds the file's text, so a changed file never runs with another's code: the entry is made again.
// The directory is the user's alone (0700, checked on every run: cached code runs as code). Nothing here
// may break a run: any failure (no home, a read-only disk, a damaged entry) means compiling as usual.
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const vm = require("node:vm");
const Module = require("node:module");

/** The launcher's module: require.main, as every module of the process sees it. */
const MAIN = require.main;

/**
 * The first bytes of an entry: its format. Then the byte length of the file's text (u32), a flag (u8) and
 * the byte length (u8) of the names of the commands it was made after (comma-separated), which follow.
 */
const MAGIC = Buffer.from("people2\n");
const HEADER = MAGIC.length + 6;
/** The flag: made after a command that succeeded (a failed one may have stopped early, having compiled less). */
const COMPLETE = 1;
/** Room for the commands' names: more than every command's, so a full list is only a damaged entry. */
const MAX_NAMES = 255;

/**
 * From now on, compiles the CLI's files under `dist` from the cache, where an entry fits. `variant` names
 * V8 flags the launcher has set (V8 refuses code compiled under other flags); `command` is the command's
 * name ("" when unknown). Returns the function to call when the command is done, with whether it
 * succeeded, which writes the entries that were missing, stale, or not yet made after this command; or
 * undefined when there is no cache to use.
 */
function keepCompiledCode(dist, variant = "", command = "") {
  const env = process.env;
  // Node's switch for its own compile cache turns this one off too.
  if (env.NODE_DISABLE_COMPILE_CACHE) return undefined;
  let dir;
  try {
    dir = cacheDirectory(dist, variant, env);
  } catch {
    return undefined;
  }
  if (!dir) return undefined;

  const loaded = [];
  const prefix = dist + path.sep;
  const compile = Module.prototype._compile;
  Module.prototype._compile = function (content, filename, ...rest) {
    // A file with import() is left to Node's loader: in a vm.Script, import() needs an experimental option
    // that prints a warning (the build routes the CLI's own import() calls through one such file).
    if (!filename.startsWith(prefix) || !filename.endsWith(".cjs") || content.includes("import("))
      return compile.call(this, content, filename, ...rest);
    // The name under `dist`, cut from the path (path.join and path.relative would normalize both again).
    const entry = { file: dir + path.sep + encodeURIComponent(filename.slice(prefix.length)), content };
    const cachedData = readEntry(entry);
    entry.script = new vm.Script(
      `(function (exports, require, module, __filename, __dirname) {\n${content}\n})`,
      {
        filename,
        lineOffset: -1,
        cachedData,
      },
    );
    entry.fits = cachedData !== undefined && !entry.script.cachedDataRejected;
    loaded.push(entry);
    const fn = entry.script.runInThisContext();
    return fn.call(this.exports, this.exports, requireFor(this), this, filename, path.dirname(filename));
  };

  return function saveCompiledCode(succeeded) {
    let wrote = false;
    for (const entry of loaded) {
      if (entry.fits && !succeeded) continue;
      const names = entry.fits && entry.complete ? entry.commands : [];
      // Made after this command already (or one with no name, or with no room left for another).
      const made = !command || names.includes(command) || [...names, command].join(",").length > MAX_NAMES;
      if (entry.fits && entry.complete && made) continue;
      wrote = writeEntry(entry, succeeded, succeeded && !made ? [...names, command] : names) || wrote;
    }
    // A new build: forget the entries of files it no longer has (chunks are named by their content).
    if (wrote) prune(dir, dist);
  };
}

/**
 * <cache>/people-search-cli/code/<Node version>-<arch>-<hash>, made if missing, or undefined when it is not
 * the user's alone. The hash tells apart installs of the CLI, the launcher's variants and Node's options.
 */
function cacheDirectory(dist, variant, env) {
  let base = env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : undefined;
  if (!base && process.platform === "win32") base = env.LOCALAPPDATA;
  if (!base) {
    const home = env.HOME || require("node:os").homedir();
    if (!home) return undefined;
    base = process.platform === "darwin" ? path.join(home, "Library", "Caches") : path.join(home, ".cache");
  }
  const parent = path.join(base, "people-search-cli", "code");
  const key = [dist, variant, process.execArgv.join(" "), env.NODE_OPTIONS ?? ""].join("\0");
  const dir = path.join(parent, `${process.version}-${process.arch}-${fnv1a(key)}`);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  return ownedByUser(dir, 0o077) && ownedByUser(parent, 0o022) ? dir : undefined;
}

/** Whether `dir` is a directory (not a link) of this user's that no one else may write (`mode` bits clear). */
function ownedByUser(dir, mode) {
  const st = fs.lstatSync(dir);
  if (!st.isDirectory()) return false;
  if (typeof process.getuid !== "function") return true;
  return st.uid === process.getuid() && (st.mode & mode) === 0;
}

/**
 * The cached code of `entry`'s file, if its entry holds exactly the same text; notes whether it is complete
 * and the commands it was made after.
 */
function readEntry(entry) {
  let buf;
  try {
    buf = fs.readFileSync(entry.file);
  } catch {
    return undefined;
  }
  if (buf.length < HEADER || !buf.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  const length = buf.readUInt32LE(MAGIC.length);
  const start = HEADER + buf[HEADER - 1];
  // Comparing bytes is cheaper than decoding the entry's copy into a string to compare.
  entry.source = Buffer.from(entry.content, "utf8");
  if (buf.length <= start + length || !entry.source.equals(buf.subarray(start, start + length)))
    return undefined;
  entry.complete = buf[HEADER - 2] === COMPLETE;
  entry.commands = buf.toString("latin1", HEADER, start).split(",").filter(Boolean);
  return buf.subarray(start + length);
}

/**
 * Writes `entry`, made after the `commands` named (into a file of its own, then renamed: a reader sees the
 * old entry or the new).
 */
function writeEntry(entry, complete, commands) {
  const tmp = `${entry.file}.${process.pid}.tmp`;
  try {
    const source = entry.source ?? Buffer.from(entry.content, "utf8");
    const names = Buffer.from(commands.join(","), "latin1").subarray(0, MAX_NAMES);
    const header = Buffer.alloc(HEADER);
    MAGIC.copy(header);
    header.writeUInt32LE(source.length, MAGIC.length);
    header[HEADER - 2] = complete ? COMPLETE : 0;
    header[HEADER - 1] = names.length;
    const data = entry.script.createCachedData();
    fs.writeFileSync(tmp, Buffer.concat([header, names, source, data]), { mode: 0o600 });
    fs.renameSync(tmp, entry.file);
    return true;
  } catch {
    try {
      fs.unlinkSync(tmp);
    } catch {}
    return false;
  }
}

/** Removes the entries whose file is gone from `dist`. */
function prune(dir, dist) {
  try {
    for (const name of fs.readdirSync(dir)) {
      if (name.endsWith(".tmp")) continue;
      let relative;
      try {
        relative = decodeURIComponent(name);
      } catch {
        continue;
      }
      if (!fs.existsSync(path.join(dist, relative))) fs.unlinkSync(path.join(dir, name));
    }
  } catch {}
}

/** require() for the module `mod`, as Node makes it, with the CLI's own files (see requireOwn) loaded directly. */
function requireFor(mod) {
  const require = (id) => (OWN_FILE.test(id) ? requireOwn(mod, id) : mod.require(id));
  require.resolve = (request, options) => Module._resolveFilename(request, mod, false, options);
  require.resolve.paths = (request) => Module._resolveLookupPaths(request, mod);
  require.main = MAIN;
  require.extensions = Module._extensions;
  require.cache = Module._cache;
  return require;
}

/** Where packages are looked for from `dir`, as Node's loader lists them (once per directory). */
const pathsOf = new Map();
function lookupPaths(dir) {
  if (!pathsOf.has(dir)) pathsOf.set(dir, Module._nodeModulePaths(dir));
  return pathsOf.get(dir);
}

/** How the build names a file of the CLI's from another: beside it, or in chunks/ from dist/cli.cjs. */
const OWN_FILE = /^\.\/(chunks\/)?[\w.-]+\.cjs$/;

/**
 * require() of a file of the CLI's by the name the build writes (OWN_FILE). Node's loader would resolve the
 * name first (stats, the real path, the package scope), which for the thirty-odd files of a paid command
 * costs more than compiling them from this cache, and makes its own code hot enough for V8 to optimize it
 * then and there. The file is loaded as Node's loader does it: one module object under its path in
 * require.cache (already there: its exports), compiled by _compile above, out of the cache again if it
 * throws. A file that is not there is left to Node's loader, for its error.
 */
function requireOwn(parent, id) {
  const [, sub] = id.match(OWN_FILE);
  const dir = path.dirname(parent.filename) + (sub ? path.sep + sub.slice(0, -1) : "");
  const filename = dir + path.sep + id.slice(2 + (sub ? sub.length : 0));
  const cached = Module._cache[filename];
  if (cached) return cached.exports;
  let content;
  try {
    content = fs.readFileSync(filename, "utf8");
  } catch {
    return parent.require(id);
  }
  const mod = new Module(filename, parent);
  mod.filename = filename;
  mod.paths = sub ? lookupPaths(dir) : parent.paths;
  Module._cache[filename] = mod;
  let threw = true;
  try {
    mod._compile(content, filename);
    threw = false;
  } finally {
    if (threw) {
      delete Module._cache[filename];
      const i = parent.children.indexOf(mod);
      if (i >= 0) parent.children.splice(i, 1);
    }
  }
  mod.loaded = true;
  return mod.exports;
}

/** A short hash of `text` (FNV-1a, 32 bits), for a directory name. */
function fnv1a(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, "0");
}

module.exports = { keepCompiledCode };
