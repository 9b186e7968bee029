/** Listing photos: upload (multipart), order and cover, remove. */
import { imageOrderInputSchema, MAX_LISTING_IMAGES, propertyReplySchema } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readMultipart } from "../../../platform/uploads.ts";
import { slugParams, tags } from "./shared.ts";

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.properties;

  app.post(
    "/properties/:slug/images",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: `Upload images (multipart field images[], JPEG/PNG/WebP/GIF by content, at most ${MAX_LISTING_IMAGES} per listing); stored as WebP 320/640/1280`,
        params: slugParams,
        response: { 201: propertyReplySchema },
      },
    },
    async (request, reply) => {
      // Checked before the upload is read: a stranger's files are never parsed.
      await service.editable(request.params.slug, request.session!);
      const { files } = await readMultipart(request, {
        maxFileBytes: 10 * 1024 * 1024,
        maxFiles: MAX_LISTING_IMAGES + 1,
      });
      const data = await service.images.add(request.session!, request.params.slug, files);
      return reply.code(201).send({ status: "success" as const, data });
    },
  );

  app.put(
    "/properties/:slug/images/order",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Order images and choose the cover",
        params: slugParams,
        body: imageOrderInputSchema,
        response: { 200: propertyReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await service.images.order(
        request.session!,
        request.params.slug,
        request.body.order,
        request.body.cover_id,
      ),
    }),
  );

  app.delete(
    "/properties/:slug/images/:imageId",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Remove an image",
        params: slugParams.extend({ imageId: z.coerce.number().int().min(1) }),
        response: { 200: propertyReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await service.images.remove(request.session!, request.params.slug, request.params.imageId),
    }),
  );
};
