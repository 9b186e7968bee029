/**
 * /api/saved-searches (issue 37, ADR 0406): an account's saved searches (list, create, update, delete; owner only)
 * and the one-click unsubscribe link of their alerts (a signed token, no login). A browser opening the link (GET
 * asking for HTML) is sent to the site's unsubscribe page (issue 53), which stops the alert with the one-click POST
 * and offers to turn it back on (POST /resubscribe, the same token); a GET asking for JSON pauses and answers JSON;
 * POST is the List-Unsubscribe-Post one-click form mail clients use.
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

const resubscribed = dataReply(z.object({ paused: z.literal(false) }));
/** The site's unsubscribe page (apps/web features/saved-searches/routes/unsubscribe.tsx). */
const UNSUBSCRIBE_PAGE = "/saved-searches/unsubscribe";

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

  /** The search a token names, when it still exists: paused or resumed; 400 for a bad or expired link. */
  const setPaused = async (token: string | undefined, paused: boolean) => {
    const id = token ? readUnsubscribeToken(app.config.JWT_SECRET, token) : null;
    const done = id !== null && (paused ? await service.pause(id) : await service.resume(id));
    if (!done) throw new AppError(400, M.unsubscribeInvalid, "INVALID_TOKEN");
  };
  const wantsHtml = (accept: string | undefined) => (accept ?? "").includes("text/html");

  app.get(
    "/unsubscribe",
    {
      schema: {
        tags,
        summary:
          "The unsubscribe link of an alert (no login): a browser is sent (303) to the site's unsubscribe page; JSON pauses the search",
        querystring: tokenQuery,
        response: { 200: unsubscribed },
      },
    },
    async (request, reply) => {
      if (wantsHtml(request.headers.accept)) {
        // A page, not an API reply (ADR 0411): the site's page stops the alert and offers it back (issue 53).
        const raw = reply as unknown as FastifyReply;
        setSecurityHeaders(raw);
        const token = request.query.token ?? "";
        return raw.redirect(`${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(token)}`, 303);
      }
      await setPaused(request.query.token, true);
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
      await setPaused(request.query.token, true);
      return { status: "success" as const, message: M.unsubscribed, data: { paused: true as const } };
    },
  );

  app.post(
    "/resubscribe",
    {
      schema: {
        tags,
        summary:
          "The unsubscribe page's \"turn the alert back on\": resumes the search the link's token names",
        querystring: tokenQuery,
        response: { 200: resubscribed },
      },
    },
    async (request) => {
      await setPaused(request.query.token, false);
      return { status: "success" as const, message: M.resubscribed, data: { paused: false as const } };
    },
  );
};
