// Where a JSON text goes wrong, said without quoting it. JSON.parse's own message quotes the text around
// the error (a key, a terminal escape sequence, a line break), and its wording changes between Node
// versions; a file's content is not the error message's to echo.

/** The offset of the first character that makes `text` invalid JSON (its length when it ends too early), or undefined when it is valid. */
function invalidJsonAt(text: string): number | undefined {
  const n = text.length;
  let i = 0;
  // The open containers; the loop below needs no recursion, however deep the nesting.
  const open: ("[" | "{")[] = [];
  const space = () => {
    while (i < n && (text[i] === " " || text[i] === "\t" || text[i] === "\n" || text[i] === "\r")) i++;
  };
  const string = (): boolean => {
    i++;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return true;
      }
      if (c < 0x20) return false;
      if (c === 0x5c) {
        const e = text[i + 1];
        if (e === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return false;
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else return false;
        continue;
      }
      i++;
    }
    return false;
  };
  const key = (): boolean => {
    space();
    if (text[i] !== '"' || !string()) return false;
    space();
    if (text[i] !== ":") return false;
    i++;
    return true;
  };
  const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  for (;;) {
    // A value.
    space();
    const c = text[i];
    if (c === "{" || c === "[") {
      i++;
      space();
      if (text[i] === (c === "{" ? "}" : "]")) i++;
      else {
        open.push(c);
        if (c === "{" && !key()) return i;
        continue;
      }
    } else if (c === '"') {
      if (!string()) return i;
    } else if (c === "t" || c === "f" || c === "n") {
      const word = c === "t" ? "true" : c === "f" ? "false" : "null";
      if (!text.startsWith(word, i)) return i;
      i += word.length;
    } else {
      NUMBER.lastIndex = i;
      if (!NUMBER.test(text)) return i;
      i = NUMBER.lastIndex;
    }
    // After a value: close what ends here, then a comma and the next value (and key), or the end.
    for (;;) {
      space();
      const top = open.at(-1);
      if (top === undefined) return i < n ? i : undefined;
      if (text[i] === (top === "{" ? "}" : "]")) {
        i++;
        open.pop();
        continue;
      }
      if (text[i] !== ",") return i;
      i++;
      if (top === "{" && !key()) return i;
      break;
    }
  }
}

/**
 * Where `text` stops being JSON, in words that follow "is not valid JSON (…)": "at line 3, column 13", or
 * "it ends too early, at line 1, column 25"; undefined when it is valid. Lines and columns count from 1.
 */
export function jsonSyntaxProblem(text: string): string | undefined {
  const at = invalidJsonAt(text);
  if (at === undefined) return undefined;
  const before = text.slice(0, at);
  const line = before.split("\n").length;
  const column = at - (before.lastIndexOf("\n") + 1) + 1;
  return `${at >= text.length ? "it ends too early, " : ""}at line ${line}, column ${column}`;
}
