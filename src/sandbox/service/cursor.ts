// Opaque pagination cursors bound to the query and limit that produced them. A cursor is
// base64url(JSON {o: offset, f: fingerprint}) + "." + HMAC, so a client cannot forge an offset or reuse a
// cursor with other filters. The secret comes from the seed: a sandbox restarted with the same seed
// accepts its earlier cursors, which lets an export be resumed across restarts.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { StructuredQuery } from "../../contract/filters.js";
import { canonicalJson } from "../../contract/text.js";

/** Identifies "the same request but for the cursor": the canonical filter set plus the page size. */
export function queryFingerprint(query: StructuredQuery, limit: number): string {
  return createHash("sha256")
    .update(`${canonicalJson(query)}|${limit}`)
    .digest("base64url")
    .slice(0, 16);
}

export function cursorSecret(seed: string): Buffer {
  return createHash("sha256").update(`people-sandbox-cursor:${seed}`).digest();
}

function sign(secret: Buffer, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url").slice(0, 22);
}

export function encodeCursor(secret: Buffer, offset: number, fingerprint: string): string {
  const payload = Buffer.from(JSON.stringify({ o: offset, f: fingerprint })).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

interface DecodedCursor {
  offset: number;
  fingerprint: string;
}

/** Undefined for anything this sandbox did not issue (bad shape, bad signature, bad payload). */
export function decodeCursor(secret: Buffer, cursor: string): DecodedCursor | undefined {
  const dot = cursor.indexOf(".");
  if (dot <= 0) return undefined;
  const payload = cursor.slice(0, dot);
  const given = Buffer.from(cursor.slice(dot + 1));
  const expected = Buffer.from(sign(secret, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (!parsed || typeof parsed !== "object") return undefined;
    const { o, f } = parsed as { o?: unknown; f?: unknown };
    if (typeof o !== "number" || !Number.isInteger(o) || o < 0 || typeof f !== "string") return undefined;
    return { offset: o, fingerprint: f };
  } catch {
    return undefined;
  }
}
