/** The sandbox gateway's checkout page (Pay / Decline), rendered from the templates in checkout/. */
import { nairaFromKobo, PAYMENT_MESSAGES } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { setSecurityHeaders } from "../../../platform/security-headers.ts";
import { type Html, template } from "../../../platform/template.ts";

const tags = ["payments"];
const page = {
  layout: template(new URL("./checkout/layout.html", import.meta.url)),
  pay: template(new URL("./checkout/pay.html", import.meta.url)),
  used: template(new URL("./checkout/used.html", import.meta.url)),
  missing: template(new URL("./checkout/missing.html", import.meta.url)),
};
const render = (which: keyof typeof PAYMENT_MESSAGES.checkoutTitle, main: Html) =>
  page.layout({ title: PAYMENT_MESSAGES.checkoutTitle[which], main }).html;
const params = z.object({ reference: z.string().min(1).max(100) });

export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkout = app.services.sandboxCheckout;
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(
    "/sandbox/checkout/:reference",
    { schema: { tags, summary: "Sandbox checkout page (Pay / Decline)", params } },
    async (request, reply) => {
      const txn = await checkout.transaction(request.params.reference);
      reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
      setSecurityHeaders(reply); // a page, not an API reply (ADR 0411)
      if (!txn) return reply.code(404).send(render("missing", page.missing()));
      if (txn.status !== "pending") return reply.send(render("used", page.used()));
      const main = page.pay({
        amount: nairaFromKobo(txn.amount_kobo),
        email: txn.email,
        reference: txn.reference,
        referencePath: encodeURIComponent(txn.reference),
      });
      return reply.send(render("pay", main));
    },
  );

  app.post(
    "/sandbox/checkout/:reference",
    {
      schema: {
        tags,
        summary: "Sandbox checkout: pay or decline, then back to the callback URL with ?reference=",
        params,
        body: z.object({ action: z.enum(["pay", "decline"]) }),
      },
    },
    async (request, reply) =>
      reply.redirect(await checkout.decide(request.params.reference, request.body.action), 303),
  );
};
