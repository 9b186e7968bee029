/** GET /api/valuation and GET /api/valuation/options (issue 8). Bad input is a 422 with field errors, never a 500. */
import { valuationMessages as M, valuationOptionsReplySchema, valuationReplySchema } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const rooms = (label: string, max: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return undefined;
      const n = Number(v);
      if (!/^\d+$/.test(v) || !Number.isInteger(n) || n < 0 || n > max) {
        ctx.addIssue({ code: "custom", message: M.wholeNumber(label, max) });
        return z.NEVER;
      }
      return n;
    });

const flag = z
  .enum(["1", "0", "true", "false", ""], { error: M.flag })
  .optional()
  .transform((v) => v === "1" || v === "true");

const query = z.object({
  purpose: z.enum(["sale", "rent"], { error: M.purpose }),
  state: z.string({ error: M.state }).trim().min(1, { error: M.state }).max(60),
  town: z.string().trim().max(80).optional(),
  area: z.string().trim().max(120).optional(),
  property_type: z.string({ error: M.propertyType }).trim().min(1, { error: M.propertyType }).max(60),
  bedrooms: rooms("Bedrooms", 20),
  bathrooms: rooms("Bathrooms", 20),
  toilets: rooms("Toilets", 20),
  parking_spaces: rooms("Parking spaces", 50),
  furnished: flag,
  serviced: flag,
  newly_built: flag,
});

export const valuationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.valuation;
  // Load the model a moment after start-up, off the request path, so readiness is not delayed (a request that
  // comes first loads it itself).
  app.addHook("onReady", async () => {
    setTimeout(() => {
      try {
        service.load();
      } catch (err) {
        app.log.error({ err }, "valuation model could not be loaded");
      }
    }, 1500).unref();
  });

  app.get(
    "/valuation/options",
    {
      schema: {
        tags: ["valuation"],
        summary:
          "What the valuation model knows: purposes, property types, states and towns, published accuracy",
        response: { 200: valuationOptionsReplySchema },
      },
    },
    async () => ({ status: "success" as const, data: service.options() }),
  );

  app.get(
    "/valuation",
    {
      schema: {
        tags: ["valuation"],
        summary:
          "Estimate a sale price or a yearly rent with an 80% range, comparables and the place level that answered",
        querystring: query,
        response: { 200: valuationReplySchema },
      },
    },
    async (request) => ({ status: "success" as const, data: await service.estimate(request.query) }),
  );
};
