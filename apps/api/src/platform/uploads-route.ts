/**
 * GET /uploads/… : the public stored files (listing and project photos, avatars, product and provider photos,
 * videos and posters), streamed from the storage port whichever adapter holds them (ADR 0024). Only keys under
 * `public/` can be named; private files are served by their modules after their access checks. Names are random
 * and never rewritten, so a file is cached for a year; one byte range is honoured (video seeking).
 */
import type { FastifyPluginAsync } from "fastify";
import { checkedKey, contentTypeOf } from "./storage.ts";

export const UPLOADS_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` within `size`: [start, end], "unsatisfiable", or null for the whole file. */
export function byteRange(
  header: string | undefined,
  size: number,
): [number, number] | "unsatisfiable" | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === "" && m[2] === "")) return null;
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0) return "unsatisfiable";
    return [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(m[1]);
  const end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return "unsatisfiable";
  if (end < start) return null;
  return [start, end];
}

export const uploadsRoute: FastifyPluginAsync = async (app) => {
  app.route<{ Params: { "*": string } }>({
    method: ["GET", "HEAD"],
    url: "/uploads/*",
    schema: { hide: true },
    handler: async (request, reply) => {
      let key: string;
      try {
        key = checkedKey(`public/${request.params["*"]}`);
      } catch {
        return reply.callNotFound();
      }
      const info = await app.storage.info(key);
      if (!info) return reply.callNotFound();
      reply
        .header("cache-control", UPLOADS_CACHE_CONTROL)
        .header("etag", info.etag)
        .header("last-modified", info.lastModified.toUTCString())
        .header("accept-ranges", "bytes")
        .type(contentTypeOf(key));
      if (request.headers["if-none-match"] === info.etag) return reply.status(304).send();
      const range = byteRange(request.headers.range, info.size);
      if (range === "unsatisfiable")
        return reply.status(416).header("content-range", `bytes */${info.size}`).send();
      const [start, end] = range ?? [0, info.size - 1];
      if (range) reply.status(206).header("content-range", `bytes ${start}-${end}/${info.size}`);
      reply.header("content-length", end - start + 1);
      if (request.method === "HEAD" || info.size === 0) return reply.send();
      return reply.send(await app.storage.stream(key, start, end));
    },
  });
};
