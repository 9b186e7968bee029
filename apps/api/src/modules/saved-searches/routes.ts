/**
 * /api/saved-searches (issue 37, ADR 0406): an account's saved searches (list, create, update, delete; owner only)
 * and the one-click unsubscribe link of their alerts (a signed token, no login; GET shows a plain page or JSON,
 * POST is the List-Unsubscribe-Post one-click form mail clients use).
 */
import {
  savedSearchMessages as M,
  MAX_SAVED_SEARCHES,
  savedSearchInputSchema,
  savedSearchSchema,
  savedSearchUpdateSchema,
} from "@ile/contract";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors.ts";
import { bearer, dataReply, idParams } from "../../platform/route-shapes.ts";
import { setSecurityHeaders } from "../../platform/security-headers.ts";
import { readUnsubscribeToken } from "./unsubscribe.ts";

const tags = ["saved searches"];
const tokenQuery = z.object({ token: z.string().max(200).optional() });
const unsubscribed = dataReply(z.object({ paused: z.literal(true) }));

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Ile</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>${title}</h1><p>${text}</p><p><a href="/dashboard/saved-searches">Your saved searches</a></p></body></html>`;

export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.savedSearches;
  const auth = { preHandler: app.authenticate };

  app.get(
    "/",
    {
      ...auth,
      schema: {
        tags,
        security: bearer,
        summary: "Your saved searches, newest first",
        response: { 200: dataReply(z.array(savedSearchSchema)) },
      },
    },
    async (request) => ({ status: "success" as const, data: await service.list(request.session!) }),
  );

  app.post(
    "/",
    {
      ...auth,
      schema: {
        tags,
        security: bearer,
        summary: `Save a search (its /api/search parameters, a name, instant or daily, channels); at most ${MAX_SAVED_SEARCHES}`,
        body: savedSearchInputSchema,
        response: { 201: dataReply(savedSearchSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        status: "success" as const,
        message: M.created,
        data: await service.create(request.session!, request.body),
      }),
  );

  app.put(
    "/:id",
    {
      ...auth,
      schema: {
        tags,
        security: bearer,
        summary: "Change a saved search (fields left out keep their values); pause or resume it",
        params: idParams,
        body: savedSearchUpdateSchema,
        response: { 200: dataReply(savedSearchSchema) },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: M.updated,
      data: await service.update(request.session!, request.params.id, request.body),
    }),
  );

  app.delete(
    "/:id",
    {
      ...auth,
      schema: {
        tags,
        security: bearer,
        summary: "Delete a saved search",
        params: idParams,
        response: { 200: dataReply(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      await service.remove(request.session!, request.params.id);
      return { status: "success" as const, message: M.deleted, data: { id: request.params.id } };
    },
  );

  const unsubscribe = async (token: string | undefined) => {
    const id = token ? readUnsubscribeToken(app.config.JWT_SECRET, token) : null;
    if (id === null || !(await service.pause(id)))
      throw new AppError(400, M.unsubscribeInvalid, "INVALID_TOKEN");
  };
  const wantsHtml = (accept: string | undefined) => (accept ?? "").includes("text/html");

  app.get(
    "/unsubscribe",
    {
      schema: {
        tags,
        summary:
          "One-click unsubscribe from an alert's link: pauses that search (no login). HTML for browsers",
        querystring: tokenQuery,
        response: { 200: unsubscribed },
      },
    },
    async (request, reply) => {
      const html = wantsHtml(request.headers.accept);
      // A browser opening the link gets a plain page (the reply schema describes the JSON answer).
      const raw = reply as unknown as FastifyReply;
      if (html) setSecurityHeaders(raw); // a page, not an API reply (ADR 0411)
      try {
        await unsubscribe(request.query.token);
      } catch (err) {
        if (!html) throw err;
        return raw
          .status(400)
          .type("text/html; charset=utf-8")
          .send(page("Link not valid", M.unsubscribeInvalid));
      }
      if (html) return raw.type("text/html; charset=utf-8").send(page("Unsubscribed", M.unsubscribed));
      return { status: "success" as const, message: M.unsubscribed, data: { paused: true as const } };
    },
  );

  app.post(
    "/unsubscribe",
    {
      schema: {
        tags,
        summary: "List-Unsubscribe-Post one-click unsubscribe (RFC 8058): pauses that search",
        querystring: tokenQuery,
        response: { 200: unsubscribed },
      },
    },
    async (request) => {
      await unsubscribe(request.query.token);
      return { status: "success" as const, message: M.unsubscribed, data: { paused: true as const } };
    },
  );
};
