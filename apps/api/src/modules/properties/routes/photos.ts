/**
 * Demo photos: drawn illustrations (platform/illustrations.ts) and the older placeholders shipped in
 * apps/api/assets/photos (see CREDITS.md), for seeded listings, projects and auctions.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { propertyMessages } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../../platform/errors.ts";
import { illustrationWebp } from "../../../platform/illustrations.ts";
import { apiRoot } from "../../../platform/paths.ts";
import { tags } from "./shared.ts";

export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const file = request.params.file;
      const data = await (illustrationWebp(file) ?? readFile(join(apiRoot, "assets/photos", file))).catch(
        () => null,
      );
      if (!data) throw AppError.notFound(propertyMessages.photoNotFound);
      return reply.header("cache-control", "public, max-age=604800, immutable").type("image/webp").send(data);
    },
  );
};
