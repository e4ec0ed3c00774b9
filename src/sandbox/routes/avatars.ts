// GET|HEAD /avatars/<person key>: a person's avatar image. It needs no key, as an image URL must work in
// any viewer; it is logged, but neither rate limited nor subject to faults.
import { notFound, sendError } from "../http.js";
import type { RequestContext } from "./context.js";

/** An avatar's path, with or without the /api/v1 prefix; the group is the person key as sent. */
export const AVATAR_PATH = /^(?:\/api\/v1)?\/avatars\/([^/]+)$/;

export function serveAvatar(ctx: RequestContext): void {
  const { res } = ctx;
  const rawKey = AVATAR_PATH.exec(ctx.path)?.[1] ?? "";
  let personKey: string;
  try {
    personKey = decodeURIComponent(rawKey);
  } catch {
    personKey = rawKey;
  }
  const image = ctx.sandbox.dataset.avatar(personKey);
  if (!image) {
    sendError(res, notFound("No avatar for that person key; use an avatarUrl the service returned."));
    return;
  }
  const bytes = Buffer.from(image.body);
  res.writeHead(200, {
    "content-type": image.contentType,
    "content-length": bytes.length,
    "cache-control": "public, max-age=86400",
  });
  res.end(res.req.method === "HEAD" ? undefined : bytes);
}
