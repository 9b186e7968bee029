/**
 * Auctions API (issue 4 "Auctions", ADR 0260): list and one (highest bid, bid count, status, winner), bids
 * (signed-in, verified users), scheduling and removal (owners of the listing, admins), and live updates as
 * server-sent events at GET /api/auctions/{id}/events, fanned out across instances through Redis when set.
 */
import {
  auctionCancelSchema,
  auctionInputSchema,
  auctionListReplySchema,
  auctionMessages,
  auctionQuerySchema,
  auctionReplySchema,
  bidInputSchema,
  bidReplySchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { changesPublicPages } from "../../platform/page-cache.ts";
import type { LiveEvent } from "./live.ts";

const tags = ["auctions"];
const idParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
const security = [{ bearer: [] }];
const HEARTBEAT_MS = 20_000;

export const auctionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.auctions;
  const hub = service.hub;
  // Open event streams, ended on shutdown so close() does not wait for browsers to hang up.
  const streams = new Set<() => void>();
  app.addHook("onClose", async () => {
    for (const end of [...streams]) end();
  });

  app.get(
    "/auctions",
    {
      schema: {
        tags,
        summary: "List auctions: live first (ending soonest), then upcoming, then ended",
        querystring: auctionQuerySchema,
        response: { 200: auctionListReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      ...(await service.list(service.filtersOf(request.query))),
    }),
  );

  app.get(
    "/auctions/mine",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Auctions of my listings",
        querystring: auctionQuerySchema,
        response: { 200: auctionListReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      ...(await service.list(service.filtersOf(request.query, request.session!.userId))),
    }),
  );

  app.get(
    "/auctions/:id",
    {
      schema: {
        tags,
        summary: "One auction with its latest bids (highest first)",
        params: idParams,
        response: { 200: auctionReplySchema },
      },
    },
    async (request) => ({ status: "success" as const, data: await service.get(request.params.id) }),
  );

  app.post(
    "/auctions",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Schedule an auction of my listing (admins: any listing)",
        body: auctionInputSchema,
        response: { 201: auctionReplySchema },
      },
    },
    async (request, reply) => {
      const data = await service.create(request.session!, request.body);
      return reply.code(201).send({ status: "success" as const, message: auctionMessages.created, data });
    },
  );

  app.delete(
    "/auctions/:id",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Remove an auction that has no bids",
        params: idParams,
        response: { 200: z.object({ status: z.literal("success"), message: z.string() }) },
      },
    },
    async (request) => {
      await service.remove(request.session!, request.params.id);
      return { status: "success" as const, message: auctionMessages.deleted };
    },
  );

  app.post(
    "/admin/auctions/:id/cancel",
    {
      preHandler: app.requireAdmin,
      config: changesPublicPages,
      schema: {
        tags: [...tags, "admin"],
        security,
        summary:
          "Cancel an upcoming or live auction with a reason (admins; audited): no more bids, the seller and bidders are told",
        params: idParams,
        body: auctionCancelSchema,
        response: { 200: auctionReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: auctionMessages.cancelledByAdmin,
      data: await service.cancel(request.session!.userId, request.params.id, request.body.reason),
    }),
  );

  app.post(
    "/auctions/:id/bids",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "Bid (verified users): at least the starting price, then the highest bid plus the increment; a bid in the last 2 minutes extends the end by 2 minutes",
        params: idParams,
        body: bidInputSchema,
        response: { 201: bidReplySchema },
      },
    },
    async (request, reply) => {
      const data = await service.placeBid(request.session!, request.params.id, request.body.amount_kobo);
      return reply.code(201).send({ status: "success" as const, message: auctionMessages.bidPlaced, data });
    },
  );

  app.get(
    "/auctions/:id/events",
    {
      schema: {
        tags,
        summary:
          "Live updates (text/event-stream): a `snapshot` event with the auction, then a `bid` event for every accepted bid",
        params: idParams,
      },
    },
    async (request, reply) => {
      // Listen first, so a bid landing while the snapshot is read is not lost (it is sent after it).
      const pending: LiveEvent[] = [];
      let deliver = (e: LiveEvent) => {
        pending.push(e);
      };
      const unsubscribe = await hub.subscribe(request.params.id, (e) => deliver(e));
      let snapshot: Awaited<ReturnType<typeof service.get>>;
      try {
        snapshot = await service.get(request.params.id);
      } catch (err) {
        unsubscribe();
        throw err;
      }
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
        "x-request-id": request.id,
      });
      const write = (event: string, data: unknown) => {
        if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      res.write("retry: 3000\n\n");
      write("snapshot", snapshot);
      for (const e of pending) write(e.type, e.data);
      deliver = (e) => write(e.type, e.data);
      const heartbeat = setInterval(() => {
        if (!res.writableEnded) res.write(": keep-alive\n\n");
      }, HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(end);
        if (!res.writableEnded) res.end();
      };
      streams.add(end);
      request.raw.on("close", end);
    },
  );
};
