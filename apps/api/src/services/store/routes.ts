/**
 * The building-materials store (SPEC §7, issue 20, ADR 0301), mounted at /svc/store: the product list
 * (`GET /building-materials.php`, `?id=` for one) and sellers' products. Orders are order-routes.ts, the admin's
 * decisions admin-routes.ts.
 */
import {
  homeServicesMessages as M,
  productInputSchema,
  productListReplySchema,
  productQuerySchema,
  productReplySchema,
  productUpdateSchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendPageBytes } from "../../platform/page-reply.ts";
import { readMultipart } from "../../platform/uploads.ts";
import { storeAdminRoutes } from "./admin-routes.ts";
import { storeOrderRoutes } from "./order-routes.ts";
import { idParams, ok, security, tags } from "./route-shapes.ts";

export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.store;

  app.get(
    "/building-materials.php",
    {
      schema: {
        tags,
        summary:
          "List products (SPEC §7): ?id= for one (an empty list when none); category, location, query, seller_id",
        querystring: productQuerySchema,
        response: { 200: productListReplySchema },
      },
    },
    // The reply's bytes from the page cache (the same JSON the serializer gives; page-reply.ts compresses it).
    async (request, reply) => sendPageBytes(reply, await service.listJson(request.query)),
  );

  app.get(
    "/uploads/*",
    { schema: { hide: true, params: z.object({ "*": z.string().regex(/^[A-Za-z0-9/_-]+\.webp$/) }) } },
    async (request, reply) => reply.redirect(`/uploads/${request.params["*"]}`, 301),
  );

  app.post(
    "/products",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "List a product (KYC-verified sellers); price in whole naira, discount in percent",
        body: productInputSchema,
        response: { 201: productReplySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: "success" as const,
        message: M.productSaved,
        data: await service.create(request.session!, request.body),
      }),
  );

  app.put(
    "/products/:id",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Update my product (fields left out keep their values)",
        params: idParams,
        body: productUpdateSchema,
        response: { 200: productReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: M.productSaved,
      data: await service.update(request.session!, request.params.id, request.body),
    }),
  );

  app.delete(
    "/products/:id",
    {
      preHandler: app.authenticate,
      schema: { tags, security, summary: "Remove my product", params: idParams, response: { 200: ok } },
    },
    async (request) => {
      await service.remove(request.session!, request.params.id);
      return { status: "success" as const, message: M.productDeleted };
    },
  );

  app.post(
    "/products/:id/images",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Add photos (multipart images[], at most 10; WebP 320/640/1280, the listing pipeline)",
        params: idParams,
        response: { 201: productReplySchema },
      },
    },
    async (request, reply) => {
      const { files } = await readMultipart(request, { maxFileBytes: 10 * 1024 * 1024, maxFiles: 11 });
      return reply.code(201).send({
        status: "success" as const,
        data: await service.addImages(request.session!, request.params.id, files),
      });
    },
  );

  await app.register(storeOrderRoutes);
  await app.register(storeAdminRoutes);
};
