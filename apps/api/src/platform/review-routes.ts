/**
 * The admin review routes the satellites share (ADR 0302: /svc/providers/admin/providers,
 * /svc/store/admin/sellers): the list to review, and one POST per decision (approve, verify) with an optional
 * reason kept in the audit log (platform/review-queue.ts). Admin-only: 401 signed out, 403 for anyone else.
 * Each satellite gives its path, its service, its reply schemas and its decisions' messages and summaries.
 */
import { adminDecisionSchema, adminReviewQuerySchema } from "@ile/contract";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { ReviewDecision, ReviewListQuery } from "./review-queue.ts";
import { int32IdParams as params, bearer as security } from "./route-shapes.ts";

export interface ReviewService<Wire> {
  list(q: ReviewListQuery): Promise<{ data: Wire[]; pagination: unknown }>;
  decide(adminId: number, id: number, decision: ReviewDecision, reason: string): Promise<Wire>;
}

export interface ReviewRoutes<Wire> {
  /** The list's path; a decision is `${path}/:id/${decision}`. */
  path: string;
  service(app: FastifyInstance): ReviewService<Wire>;
  listSummary: string;
  listReply: z.ZodType;
  itemReply: z.ZodType;
  /** Each decision with its success message and its OpenAPI summary. */
  decisions: readonly (readonly [ReviewDecision, string, string])[];
}

const tags = ["admin"];

export const reviewRoutes =
  <Wire>(o: ReviewRoutes<Wire>): FastifyPluginAsyncZod =>
  async (app) => {
    const service = o.service(app);
    const admin = { preHandler: app.requireAdmin };

    app.get(
      o.path,
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: o.listSummary,
          querystring: adminReviewQuerySchema,
          response: { 200: o.listReply },
        },
      },
      async (request) => ({ status: "success" as const, ...(await service.list(request.query)) }),
    );

    for (const [decision, message, summary] of o.decisions)
      app.post(
        `${o.path}/:id/${decision}`,
        {
          ...admin,
          schema: {
            tags,
            security,
            summary,
            params,
            body: adminDecisionSchema,
            response: { 200: o.itemReply },
          },
        },
        async (request) => ({
          status: "success" as const,
          message,
          data: await service.decide(
            request.session!.userId,
            request.params.id,
            decision,
            request.body?.reason ?? "",
          ),
        }),
      );
  };
