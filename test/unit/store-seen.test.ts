// The index of people already seen, on its own: the identity contract (key or id, profile URL, email,
// case-folded), claims that never hand one person to two runs, a run that re-asks about its own people,
// kept people found by `show` and `history --search`, retention and clearing, saved searches.
import { readdirSync, rmSync, statSync, truncateSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  IdentitySet,
  IdentitySpans,
  identitiesOf,
  identityOfText,
  identitySpans,
  normalProfileUrl,
} from "../../src/store/identity.js";
import { SeenSpool, Store, spoolPath } from "../../src/store/index.js";
import { pageKeysOf } from "../../src/store/keys.js";
import { identityHash } from "../../src/store/seen.js";
import type { RunEntry } from "../../src/store/types.js";

const dirs: string[] = [];
const opened: Store[] = [];
const NOW = new Date(2026, 10, 25, 12, 0, 0).getTime();
function open(o: { retentionDays?: number; now?: number } = {}, dir?: string): Store {
  const d = dir ?? join(tmpdir(), `people-seen-${process.pid}-${Math.random().toString(36).slice(2)}`);
  if (!dir) dirs.push(d);
  const s = Store.open(d, { now: () => o.now ?? NOW, retentionDays: o.retentionDays });
  opened.push(s);
  return s;
}
afterEach(() => {
  for (const s of opened.splice(0)) s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const T = "https://api.example/api/v1";
const ada = {
  id: "P-1",
  name: "Ada Lovelace",
  title: "Engineer",
  linkedinUrl: "https://www.profiles.example/in/ada/",
  email: "Ada@Example.com",
};
const run = (uid: string, at = NOW) => ({ uid, at, target: T });
/** Claims `profiles` for `r` and says, for each, whether another run delivered them before. */
const seen = (s: Store, r: ReturnType<typeof run>, profiles: Record<string, unknown>[]) =>
  s.claim(r, profiles).map((c) => c.seenBefore);

describe("identity", () => {
  it.each([
    [{ key: "ABC" }, ["id:abc"]],
    [{ id: " x1 ", email: "A@B.C" }, ["id:x1", "email:a@b.c"]],
    [{ linkedinUrl: "HTTPS://www.Profiles.example/in/Ada/?utm=1#top" }, ["url:profiles.example/in/ada"]],
    [{ email: "not an email" }, []],
  ])("%j has identities %j", (profile, ids) => {
    expect(identitiesOf(profile)).toEqual(ids);
  });

  it.each([
    ["ada@example.com", "email:ada@example.com"],
    ["https://profiles.example/in/ada", "url:profiles.example/in/ada"],
    ["profiles.example/in/ada/", "url:profiles.example/in/ada"],
    ["P-1", "id:p-1"],
  ])("typed %s is %s", (text, id) => {
    expect(identityOfText(text)).toBe(id);
  });

  it.each([
    "https://www.profiles.example/in/ada/",
    "HTTP://WWW.Profiles.Example/In/Ada//?x=1#y",
    "  profiles.example/in/ada  ",
    "www.profiles.example/in/ada#top",
    "ftp+x.y-z://host/path/",
    "1http://host/a",
    "http:/host/a",
    "wwwx.host/a",
    "http://www.",
    "https://",
    "///",
    "?q",
    "Ｐrofiles.example/ｉn/ada",
  ])("a profile URL %j reads as its pattern says", (url) => {
    const pattern = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:www\.)?([^?#]*?)\/*(?:[?#].*)?$/s;
    const folded = url.normalize("NFKC").trim().toLowerCase();
    expect(normalProfileUrl(url)).toBe(pattern.exec(folded)?.[1]);
  });

  it.each([
    { id: "  P-1 ", linkedinUrl: " HTTPS://www.Profiles.example/in/Ada/?a#b ", email: " Ada@Example.COM " },
    { key: "K-9", id: "ignored", profileUrl: "profiles.example/in/x" },
    { id: "x", linkedinUrl: "https://a.example/p", profileUrl: "http://www.A.example/p/" },
    { id: "x", linkedinUrl: "https://a.example/p", profileUrl: "https://b.example/q" },
    { id: "Ünïcode", email: "Zoë@Example.com" },
    { id: "   ", linkedinUrl: "", email: "no-at-sign" },
    { id: 7, email: ["a@b"] },
    {},
  ])("%j is read in place as identitiesOf reads it, and hashed alike", (profile) => {
    const spans = new IdentitySpans();
    const n = identitySpans(profile, spans);
    const read = Array.from({ length: n }, (_, i) => {
      const text = (spans.text[i] as string).slice(spans.start[i], spans.end[i]);
      return `${spans.prefix[i]}${text.replace(/[A-Z]/g, (c) => c.toLowerCase())}`;
    });
    expect(read).toEqual(identitiesOf(profile));
  });

  it("hashes an identity as every index made so far did", () => {
    // Values the index's first version stored: a changed hash would forget everyone seen.
    expect(identityHash(T, "id:p-1")).toBe(805421199278465730n);
    expect(identityHash(T, "url:profiles.example/in/ada")).toBe(-6256462591886786764n);
    expect(identityHash("", "email:ada@example.com")).toBe(7996035390357109551n);
  });

  it("matches a profile by any one identity, case-folded", () => {
    const set = new IdentitySet();
    set.add("email:ada@example.com");
    expect(set.has({ id: "other", email: "ADA@example.com" })).toBe(true);
    expect(set.has({ id: "other" })).toBe(false);
  });
});

describe("people seen", () => {
  it("a second run finds the people of the first seen, by id, URL or email", () => {
    const s = open();
    expect(seen(s, run("r1"), [ada])).toEqual([false]);
    expect(
      seen(s, run("r2"), [
        { id: "P-1" },
        { id: "new", email: "ada@example.com" },
        { id: "new2", linkedinUrl: "profiles.example/in/ada" },
        { id: "fresh" },
      ]),
    ).toEqual([true, true, true, false]);
  });

  it("a run asking again about people it claimed finds them still new (a resumed export)", () => {
    const s = open();
    seen(s, run("r1"), [ada]);
    expect(seen(s, run("r1"), [ada])).toEqual([false]);
  });

  it("keeps one service's people apart from another's", () => {
    const s = open();
    seen(s, run("r1"), [ada]);
    expect(seen(s, { uid: "r2", at: NOW, target: "sandbox" }, [ada])).toEqual([false]);
  });

  it("a profile without any identity is never counted as seen", () => {
    const s = open();
    seen(s, run("r1"), [{ name: "Nobody" }]);
    expect(seen(s, run("r2"), [{ name: "Nobody" }])).toEqual([false]);
  });

  const searchRun = (uid: string, at: number): RunEntry => ({
    uid,
    at,
    command: "search",
    baseUrl: T,
    summary: "engineers",
    search: "engineers",
    people: 1,
    status: "done",
    detail: { kind: "search", response: { answer: "", people: [{ ...ada, key: "P-1", reason: "fits" }] } },
  });

  it("a kept run's people are indexed, shown by any identity, and found by their words", () => {
    const s = open();
    s.record({ runs: [searchRun("s1", NOW)] });
    const p = s.person("ada@example.com");
    expect(p.kept.map((k) => [k.run.uid, k.pos])).toEqual([["s1", 0]]);
    expect(p.first?.run?.uid).toBe("s1");
    expect(s.runs({ search: "lovelace" }).map((r) => r.uid)).toEqual(["s1"]);
    expect(s.runs({ search: "nobody-by-that-name" })).toEqual([]);
    expect(seen(s, run("r2"), [{ id: "p-1" }])).toEqual([true]);
  });

  it("with newOnly and max, claims only the first max people not seen before", () => {
    const s = open();
    seen(s, run("r1"), [{ id: "a" }]);
    const claimed = s.claim(run("r2"), [{ id: "a" }, { id: "b" }, { id: "c" }, { id: "d" }], {
      newOnly: true,
      max: 2,
    });
    expect(claimed.map((c) => [c.seenBefore, Boolean(c.over)])).toEqual([
      [true, false],
      [false, false],
      [false, false],
      [false, true],
    ]);
    // "d" was not delivered, so it is still new to a third run.
    expect(seen(s, run("r3"), [{ id: "b" }, { id: "d" }])).toEqual([true, false]);
  });

  it("history clear forgets the index and the kept people", () => {
    const s = open();
    s.record({ runs: [searchRun("s1", NOW)] });
    seen(s, run("e1"), [{ id: "Q" }]);
    s.clearRuns();
    expect(s.seenCount()).toBe(0);
    expect(s.person("P-1").kept).toEqual([]);
    expect(s.runs({ search: "lovelace" })).toEqual([]);
  });

  it("retention forgets people first seen before it", () => {
    const dir = join(tmpdir(), `people-seen-ret-${process.pid}`);
    dirs.push(dir);
    const s = open({}, dir);
    seen(s, run("old", NOW - 40 * 86_400_000), [{ id: "old" }]);
    seen(s, run("new", NOW), [{ id: "new" }]);
    s.close();
    const again = open({ retentionDays: 30 }, dir);
    expect(again.seenCount()).toBe(1);
    expect(seen(again, run("r3"), [{ id: "old" }, { id: "new" }])).toEqual([false, true]);
  });
});

describe("saved searches", () => {
  it("are saved, listed, replaced only when asked, and removed", () => {
    const s = open();
    expect(s.save({ name: "b", argv: ["find", "--title", "x"], at: NOW }, false)).toBe(true);
    expect(s.save({ name: "b", argv: ["find"], at: NOW }, false)).toBe(false);
    s.save({ name: "a", argv: ["search", "q"], at: NOW }, false);
    expect(s.savedList().map((x) => x.name)).toEqual(["a", "b"]);
    expect(s.saved("b")?.argv).toEqual(["find", "--title", "x"]);
    expect(s.unsave("b")).toBe(true);
    expect(s.saved("b")).toBeUndefined();
  });
});

describe("an export's people, spooled", () => {
  /** A spool writer's pid: a process the tests say is alive or gone. */
  const WRITER = 4_000_001;
  let writerAlive = false;
  const storeIn = (dir: string) => {
    const s = Store.open(dir, { now: () => NOW, alive: (pid) => pid === WRITER && writerAlive });
    opened.push(s);
    return s;
  };
  const freshDir = () => {
    const d = join(tmpdir(), `people-seen-spool-${process.pid}-${Math.random().toString(36).slice(2)}`);
    dirs.push(d);
    return d;
  };
  /** An export's file of people in the spool of the store in `dir`, one write a page. */
  const spool = (dir: string, uid: string, pages: Record<string, unknown>[][]) => {
    const w = SeenSpool.open(spoolPath(dir), run(uid), NOW, WRITER);
    for (const page of pages) w.write(pageKeysOf(T, page));
    return w;
  };
  afterEach(() => {
    writerAlive = false;
  });

  it("join the index when the store is next opened, once however often a page was spooled", () => {
    const dir = freshDir();
    storeIn(dir).close();
    const page = [{ id: "a", email: "a@x.example" }, { id: "b" }];
    spool(dir, "export", [page]);
    // A resumed export that fetched the page again spools it again, in a file of its own.
    spool(dir, "export", [page]);
    const s = storeIn(dir);
    expect(s.seenCount()).toBe(2);
    expect(seen(s, run("later"), [{ id: "other", email: "A@X.example" }, { id: "b" }, { id: "c" }])).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("are found by any identity, however a profile spelled it", () => {
    const dir = freshDir();
    spool(dir, "export", [[ada, { id: "Ü-2", profileUrl: "profiles.example/in/zoë" }, {}]]);
    const s = storeIn(dir);
    expect(s.seenCount()).toBe(2);
    let others = 0;
    const other = (o: Record<string, unknown>) => ({ id: `other-${++others}`, ...o });
    expect(
      seen(s, run("later"), [
        other({ email: "ada@example.com" }),
        other({ linkedinUrl: "profiles.example/in/ada" }),
        { id: "p-1" },
        { id: "ü-2" },
        other({ linkedinUrl: "HTTPS://profiles.example/in/ZOË/" }),
        { id: "nobody" },
      ]),
    ).toEqual([true, true, true, true, true, false]);
  });

  it("wait while their export runs, then are merged, and history clear forgets them", () => {
    const dir = freshDir();
    writerAlive = true;
    const w = spool(dir, "export", [[{ id: "q" }]]);
    expect(storeIn(dir).seenCount()).toBe(0);
    w.write(pageKeysOf(T, [{ id: "r" }]));
    writerAlive = false;
    const again = storeIn(dir);
    expect(seen(again, run("later"), [{ id: "q" }, { id: "r" }])).toEqual([true, true]);
    expect(readdirSync(spoolPath(dir))).toEqual([]);
    spool(dir, "export2", [[{ id: "s" }]]);
    again.clearRuns();
    expect(again.seenCount()).toBe(0);
  });

  it("are merged once closed, even while the process that wrote them lives on", () => {
    const dir = freshDir();
    const w = SeenSpool.open(spoolPath(dir), run("export"), NOW);
    w.write(pageKeysOf(T, [{ id: "mine" }]));
    expect(storeIn(dir).seenCount()).toBe(0);
    w.close();
    expect(storeIn(dir).seenCount()).toBe(1);
  });

  it("keep every whole person of a file cut short by a kill", () => {
    const dir = freshDir();
    const w = spool(dir, "export", [[{ id: "a" }, { id: "b", email: "b@x.example" }]]);
    truncateSync(w.path, statSync(w.path).size - 3);
    const s = storeIn(dir);
    expect(s.seenCount()).toBe(1);
    expect(seen(s, run("later"), [{ id: "a" }, { id: "b" }])).toEqual([true, false]);
  });
});
