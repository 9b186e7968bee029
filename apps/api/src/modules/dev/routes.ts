/**
 * Development-only helpers, never registered in production: GET /api/dev/outbox shows the mail and SMS the
 * outbox kept, so verification links and codes can be read without SMTP or Termii (developers, e2e tests).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const outboxItem = z.object({
  id: z.number(),
  channel: z.enum(["email", "sms", "whatsapp"]),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  kind: z.string(),
  state: z.string(),
  headers: z.record(z.string(), z.string()).nullable(),
  /** WhatsApp: the template (its Meta name and body parameters) and the delivery status. */
  template: z
    .object({ key: z.string(), name: z.string(), language: z.string(), params: z.array(z.string()) })
    .nullable(),
  wa_status: z.string().nullable(),
  created_at: z.union([z.string(), z.date()]),
});

export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/dev/outbox",
    {
      schema: {
        tags: ["development"],
        summary: "Mail, SMS and WhatsApp held in the outbox, newest first (not available in production)",
        querystring: z.object({
          to: z.string().trim().max(254).optional(),
          limit: z.coerce.number().int().min(1).max(200).optional(),
        }),
        response: { 200: z.object({ status: z.literal("success"), data: z.array(outboxItem) }) },
      },
    },
    async (request) => ({ status: "success" as const, data: await app.outbox.list(request.query) }),
  );
};
