/**
 * Demo photos: drawn illustrations (platform/illustrations.ts) and the older placeholders shipped in
 * apps/api/assets/photos (see CREDITS.md), for seeded listings, projects and auctions. And share images: a JPEG
 * copy of any public photo (demo or uploaded) for link previews, which WhatsApp and most crawlers cannot read as
 * WebP (web ADR 0022).
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { propertyMessages } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../../platform/errors.ts";
import { illustrationWebp } from "../../../platform/illustrations.ts";
import { publicImageStored, readPublicImage, shareJpeg } from "../../../platform/images.ts";
import { apiRoot } from "../../../platform/paths.ts";
import { tags } from "./shared.ts";

const DEMO_PHOTO = /^(placeholder-[a-z-]+|illustration-[a-z]+-\d{1,2})-(320|640|1280)$/;
/** An uploaded public photo's path under /uploads without its extension: folders and a generated name. */
const UPLOADED_PHOTO = /^[a-z0-9_-]{1,64}(\/[a-z0-9_-]{1,64}){1,3}$/;
const WEEK = "public, max-age=604800, immutable";
/** Share images made lately (a shared link is fetched by several crawlers at once); the oldest out first. */
const SHARE_KEPT = 32;

export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  const demoPhoto = (file: string) =>
    (illustrationWebp(file) ?? readFile(join(apiRoot, "assets/photos", file))).catch(() => null);

  app.get(
    "/photos/:file",
    {
      schema: {
        tags,
        summary: "A demo photo of the demo world (an illustration)",
        params: z.object({
          file: z.string().regex(/^(placeholder-[a-z-]+|illustration-[a-z]+-\d{1,2})-(320|640|1280)\.webp$/),
        }),
      },
    },
    async (request, reply) => {
      const data = await demoPhoto(request.params.file);
      if (!data) throw AppError.notFound(propertyMessages.photoNotFound);
      return reply.header("cache-control", WEEK).type("image/webp").send(data);
    },
  );

  const kept = new Map<string, Promise<Buffer>>();
  app.get(
    "/share-images/*",
    {
      schema: {
        tags,
        summary:
          "A JPEG of a public photo for link previews: /share-images/photos/{name}.jpg for /api/photos/{name}.webp, /share-images/uploads/{path}.jpg for /uploads/{path}.webp",
        params: z.object({ "*": z.string() }),
      },
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const [, kind, name = ""] = /^(photos|uploads)\/(.+)\.jpg$/.exec(request.params["*"]) ?? [];
      const uploaded = kind === "uploads" && UPLOADED_PHOTO.test(name);
      const notFound = () => AppError.notFound(propertyMessages.photoNotFound);
      if (!uploaded && !(kind === "photos" && DEMO_PHOTO.test(name))) throw notFound();
      const key = `${kind}/${name}`;
      // An uploaded photo its owner removed is gone from here too: whether it is still stored is checked every
      // time; only its conversion is kept.
      if (uploaded && !(await publicImageStored(app.storage, name))) {
        kept.delete(key);
        throw notFound();
      }
      let jpeg = kept.get(key);
      if (!jpeg) {
        const webp = uploaded
          ? readPublicImage(app.storage, name).catch(() => null)
          : demoPhoto(`${name}.webp`);
        jpeg = webp.then((bytes) => {
          if (!bytes) throw notFound();
          return shareJpeg(bytes, name);
        });
        kept.set(key, jpeg);
        if (kept.size > SHARE_KEPT) kept.delete(kept.keys().next().value as string);
        jpeg.catch(() => kept.delete(key));
      }
      const bytes = await jpeg;
      return reply.header("cache-control", WEEK).type("image/jpeg").send(bytes);
    },
  );
};
