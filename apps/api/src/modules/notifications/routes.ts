/**
 * `/api/notifications` (issue 37, ADR 0270): my notifications, the unread count, mark one or all read; and what I
 * chose to be told (`/preferences`: price drops on my favourites, ADR 0029).
 */
import {
  intString,
  notificationListQuerySchema,
  notificationListReplySchema,
  notificationMessages,
  notificationPreferencesReplySchema,
  notificationPreferencesSchema,
  notificationReplySchema,
  unreadCountReplySchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const tags = ["notifications"];
const security = [{ bearer: [] }];
const idParams = z.object({ id: intString("id", 1) });

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.notifications;

  app.get(
    "/",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "My notifications, newest first, with the number unread",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      ...(await service.list(request.session!.userId, request.query.page ?? 1, request.query.limit ?? 20)),
    }),
  );

  app.get(
    "/unread-count",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "How many of my notifications are unread",
        response: { 200: unreadCountReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: { unread: await service.unread(request.session!.userId) },
    }),
  );

  app.post(
    "/:id/read",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Mark one of my notifications read",
        params: idParams,
        response: { 200: notificationReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: notificationMessages.markedRead,
      data: await service.read(request.session!.userId, request.params.id),
    }),
  );

  app.post(
    "/read-all",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Mark all my notifications read",
        response: { 200: z.object({ status: z.literal("success"), message: z.string() }) },
      },
    },
    async (request) => {
      await service.readAll(request.session!.userId);
      return { status: "success" as const, message: notificationMessages.allRead };
    },
  );

  app.get(
    "/preferences",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "What I chose to be told: price drops on listings I saved (on unless turned off)",
        response: { 200: notificationPreferencesReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await app.services.priceDrops.preferences(request.session!),
    }),
  );

  app.put(
    "/preferences",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Turn price-drop alerts on my saved listings on or off (the bell, e-mail and push alike)",
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: notificationMessages.preferencesSaved,
      data: await app.services.priceDrops.setPreferences(request.session!, request.body),
    }),
  );
};
