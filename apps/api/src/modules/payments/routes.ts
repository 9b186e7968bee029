/**
 * Payment calls (SPEC §7, mounted at /api): profile unlocks (`POST /payment/initiate`,
 * `GET /payment/callback`), the Paystack webhook, and the sandbox gateway's checkout page. Subscriptions are in
 * subscriptions.ts. Value is only ever given by `app.payments.settle()`.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { messages, nairaFromKobo, PAYMENT_MESSAGES, paymentLinkSchema } from "@ile/contract";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors.ts";
import { ownProfile } from "../accounts/profile.ts";
import { hasUnlockedProfile } from "./entitlements.ts";
import { GatewayUnavailable } from "./gateway.ts";
import { assertSettled, naira, requireReference, withFallback } from "./http.ts";
import { scheduleSweep } from "./jobs.ts";
import { premiumRoutes } from "./premium.ts";
import { type PaymentRow, PaymentsService, REFERENCE_PATTERN } from "./service.ts";
import { subscriptionRoutes } from "./subscriptions.ts";

const tags = ["payments"];

function signatureValid(secret: string, raw: Buffer, header: unknown): boolean {
  if (typeof header !== "string" || !/^[0-9a-f]{128}$/i.test(header)) return false;
  const expected = createHmac("sha512", secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(header, "hex"));
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function checkoutPage(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Ile sandbox checkout</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f6f5;color:#10201a;margin:0;padding:1rem}
main{max-width:26rem;margin:2rem auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:0 0 .5rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
.note{background:#fff7d6;border:1px solid #c9a227;border-radius:.5rem;padding:.5rem .75rem;font-size:.9rem}
.row{display:flex;gap:.75rem;margin-top:1.25rem}button{flex:1;font-size:1rem;padding:.75rem;border-radius:.5rem;border:0;cursor:pointer}
.pay{background:#0b6b3a;color:#fff}.decline{background:#e4e7e6;color:#10201a}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem}
dt{color:#4a5a54}dd{margin:0}
</style></head><body><main>${body}</main></body></html>`;
}

const payments: FastifyPluginAsyncZod = async (app) => {
  const service = app.payments;

  app.post(
    "/payment/initiate",
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: "Start paying to unlock a premium profile (SPEC §7)",
        security: [{ bearer: [] }],
        body: z.object({ unique_key: z.unknown() }).partial().optional(),
        response: {
          200: paymentLinkSchema.extend({
            status: z.literal("success"),
            message: z.string(),
            unique_key: z.string(),
            data: paymentLinkSchema.extend({ unique_key: z.string() }),
          }),
        },
      },
    },
    async (request) => {
      const session = request.session;
      if (!session) throw AppError.unauthorized(messages.payment.loginToGenerate);
      const raw = (request.body as { unique_key?: unknown } | undefined)?.unique_key;
      const uniqueKey = typeof raw === "string" ? raw.trim() : "";
      if (!uniqueKey)
        throw AppError.validation(
          { unique_key: [messages.profileLookup.uniqueKeyRequired] },
          messages.profileLookup.uniqueKeyRequired,
        );
      return withFallback(request, messages.payment.initiateFailed, async () => {
        const [profile] = /^[A-Za-z0-9_-]{4,64}$/.test(uniqueKey)
          ? await app.database.query<{ user_id: number }>(
              `select p.user_id from profiles p join users u on u.id = p.user_id
                where p.unique_key = $1 and p.deleted_at is null and u.deleted_at is null`,
              [uniqueKey],
            )
          : [];
        if (!profile)
          throw AppError.validation(
            { unique_key: [messages.payment.invalidUniqueKey] },
            messages.payment.invalidUniqueKey,
          );
        const viewer = { userId: session.userId, role: session.role };
        if (await hasUnlockedProfile(app.db, viewer, Number(profile.user_id)))
          throw new AppError(409, PAYMENT_MESSAGES.alreadyUnlocked, "ALREADY_UNLOCKED");
        const [payer] = await app.database.query<{ email: string }>("select email from users where id = $1", [
          session.userId,
        ]);
        const price = app.config.PROFILE_UNLOCK_PRICE_KOBO;
        let payment: PaymentRow;
        try {
          payment = await service.start({
            userId: session.userId,
            email: payer!.email,
            purpose: "profile_unlock",
            amountKobo: price,
            details: { profile_user_id: Number(profile.user_id), unique_key: uniqueKey },
            callbackPath: "/payment/verify/{reference}",
          });
        } catch (err) {
          if (err instanceof GatewayUnavailable) {
            request.log.warn({ err }, "payment link failed");
            throw new AppError(502, messages.payment.linkFailed, "GATEWAY_UNAVAILABLE");
          }
          throw err;
        }
        const link = {
          unique_key: uniqueKey,
          reference: payment.reference,
          payment_url: payment.authorization_url!,
          payment_instructions: {
            amount: naira(price),
            amount_kobo: price,
            currency: "NGN" as const,
            description:
              "Pay once to see this profile's contact details (email, phone, address) and documents. " +
              "After paying you are brought back to Ile and the profile opens.",
            unlocks: ["email", "phone", "address", "documents"],
          },
        };
        return { status: "success" as const, message: PAYMENT_MESSAGES.linkGenerated, ...link, data: link };
      });
    },
  );

  app.get(
    "/payment/callback",
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: "Verify a payment by reference and give its value once (SPEC §7)",
        querystring: z.object({ reference: z.string().optional(), trxref: z.string().optional() }),
        response: {
          200: z.object({
            status: z.literal("success"),
            message: z.string(),
            data: z.object({
              reference: z.string(),
              status: z.string(),
              purpose: z.string(),
              amount: z.number(),
              amount_kobo: z.number(),
              unique_key: z.string().nullable(),
              next_steps: z.array(z.string()),
              profile: z.record(z.string(), z.unknown()).nullable(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const reference = requireReference(request.query.reference ?? request.query.trxref);
      return withFallback(
        request,
        messages.payment.server,
        async () => {
          const result = await service.settle(reference);
          assertSettled(result, messages.payment.verificationFailed);
          const p = result.payment;
          const uniqueKey = typeof p.details.unique_key === "string" ? p.details.unique_key : null;
          const isPayer = request.session?.userId === Number(p.user_id);
          const profile =
            isPayer && p.purpose === "profile_unlock"
              ? ((await ownProfile(app, Number(p.details.profile_user_id)).catch(() => null)) as Record<
                  string,
                  unknown
                > | null)
              : null;
          const next_steps =
            p.purpose === "profile_unlock"
              ? [
                  "The profile's contact details and documents are now unlocked for you.",
                  uniqueKey ? `Open the profile again with its key ${uniqueKey}.` : "Open the profile again.",
                ]
              : ["Your subscription is updated.", "See it on the subscription page."];
          return {
            status: "success" as const,
            message: PAYMENT_MESSAGES.verified,
            data: {
              reference: p.reference,
              status: p.status,
              purpose: p.purpose,
              amount: naira(p.amount_kobo),
              amount_kobo: Number(p.amount_kobo),
              unique_key: uniqueKey,
              next_steps,
              profile,
            },
          };
        },
        messages.payment.verificationFailed,
      );
    },
  );

  // Paystack's webhook: the signature is over the raw body, so this scope keeps it as a Buffer.
  await app.register(async (hook) => {
    hook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) =>
      done(null, body),
    );
    hook.post(
      "/webhooks/paystack",
      {
        schema: {
          tags,
          summary: "Paystack webhook (HMAC-SHA512 signed); charge.success settles the payment",
          hide: false,
        },
      },
      async (request, reply) => {
        const secret = app.config.PAYSTACK_SECRET_KEY;
        const raw = request.body as Buffer;
        if (
          !secret ||
          !Buffer.isBuffer(raw) ||
          !signatureValid(secret, raw, request.headers["x-paystack-signature"])
        )
          throw AppError.unauthorized("Invalid signature", "INVALID_SIGNATURE");
        let event: { event?: unknown; data?: { reference?: unknown } };
        try {
          event = JSON.parse(raw.toString("utf8"));
        } catch {
          throw new AppError(400, "Invalid JSON", "BAD_REQUEST");
        }
        const name = typeof event.event === "string" ? event.event : "";
        const reference = typeof event.data?.reference === "string" ? event.data.reference : "";
        if (name !== "charge.success" || !REFERENCE_PATTERN.test(reference))
          return reply.send({ status: "success", message: "Ignored" });
        const [seen] = await app.database.query(
          "select 1 from webhook_events where event = $1 and reference = $2",
          [name, reference],
        );
        if (seen) return reply.send({ status: "success", message: "Already handled" });
        if (!(await service.byReference(reference)))
          return reply.send({ status: "success", message: "Unknown reference" });
        // Settle first, then remember the event, but only once the payment reached a final state: a failure or
        // a payment the gateway still calls pending leaves no mark, so Paystack's retry (and the sweep) try again.
        const { payment } = await service.settle(reference);
        if (payment.status === "pending")
          throw new AppError(409, PAYMENT_MESSAGES.pending, "PAYMENT_PENDING", {
            reference: [PAYMENT_MESSAGES.pending],
          });
        await app.database.query(
          "insert into webhook_events (event, reference) values ($1, $2) on conflict do nothing",
          [name, reference],
        );
        return reply.send({ status: "success", message: "Handled" });
      },
    );
  });

  // The sandbox gateway's checkout page (only while no Paystack key is set).
  await app.register(async (scope) => {
    const sandbox = scope.withTypeProvider<ZodTypeProvider>();
    sandbox.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const available = () => {
      if (service.gateway.name !== "sandbox") throw AppError.notFound(messages.generic.notFound);
    };
    type Txn = {
      reference: string;
      email: string;
      amount_kobo: number;
      callback_url: string | null;
      status: string;
    };
    const load = async (reference: string) => {
      const [row] = await app.database.query<Txn>(
        "select reference, email, amount_kobo, callback_url, status from sandbox_transactions where reference = $1",
        [reference],
      );
      return row ?? null;
    };
    const params = z.object({ reference: z.string().min(1).max(100) });

    sandbox.get(
      "/sandbox/checkout/:reference",
      { schema: { tags, summary: "Sandbox checkout page (Pay / Decline)", params } },
      async (request, reply) => {
        available();
        const txn = await load(request.params.reference);
        reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
        if (!txn)
          return reply.code(404).send(checkoutPage("Not found", "<h1>This checkout does not exist</h1>"));
        if (txn.status !== "pending")
          return reply.send(
            checkoutPage(
              "Already used",
              `<h1>This checkout has already been used</h1><p>Each payment link works once. Start the payment again from Ile.</p><p><a href="/">Back to Ile</a></p>`,
            ),
          );
        const amount = nairaFromKobo(txn.amount_kobo);
        const ref = escapeHtml(txn.reference);
        return reply.send(
          checkoutPage(
            "Pay",
            `<h1>Ile sandbox checkout</h1>
<p class="note" role="note">Sandbox: no real money moves. Choose Pay to approve the payment or Decline to fail it.</p>
<p class="amount">${amount}</p>
<dl><dt>Email</dt><dd>${escapeHtml(txn.email)}</dd><dt>Reference</dt><dd>${ref}</dd></dl>
<form method="post" action="/api/sandbox/checkout/${encodeURIComponent(txn.reference)}" class="row">
<button type="submit" name="action" value="pay" class="pay">Pay ${amount}</button>
<button type="submit" name="action" value="decline" class="decline">Decline</button>
</form>`,
          ),
        );
      },
    );

    sandbox.post(
      "/sandbox/checkout/:reference",
      {
        schema: {
          tags,
          summary: "Sandbox checkout: pay or decline, then back to the callback URL with ?reference=",
          params,
          body: z.object({ action: z.enum(["pay", "decline"]) }),
        },
      },
      async (request, reply) => {
        available();
        const { reference } = request.params;
        const paid = request.body.action === "pay";
        const [row] = await app.database.query<Txn>(
          `update sandbox_transactions set status = $2, paid_at = case when $2 = 'success' then now() end,
                  updated_at = now()
            where reference = $1 and status = 'pending' returning reference, email, amount_kobo, callback_url, status`,
          [reference, paid ? "success" : "failed"],
        );
        const txn = row ?? (await load(reference));
        if (!txn) throw AppError.notFound(messages.generic.notFound);
        // Back to the callback on this same site (path and query only: never an open redirect).
        const target = new URL(txn.callback_url ?? "/", "http://sandbox.invalid");
        target.searchParams.set("trxref", txn.reference);
        target.searchParams.set("reference", txn.reference);
        return reply.redirect(`${target.pathname}${target.search}`, 303);
      },
    );
  });

  await app.register(subscriptionRoutes);
  await app.register(premiumRoutes);
};

/** Decorates `app.payments` (the one settle path) and runs the subscription sweep; registered at the root. */
export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const service = new PaymentsService(app);
    app.decorate("payments", service);
    if (app.config.NODE_ENV === "production" && service.gateway.name === "sandbox")
      app.log.warn(
        "PAYMENTS_SANDBOX=1: payments use the built-in sandbox gateway in production; no money moves and anyone can grant themselves a plan",
      );
    if (app.config.SUBSCRIPTION_SWEEP_SECONDS > 0)
      scheduleSweep(app, app.config.SUBSCRIPTION_SWEEP_SECONDS * 1000);
  },
  { name: "ile-payments", dependencies: ["ile-outbox"] },
);

/** The payment and subscription calls, mounted under /api. */
export const paymentRoutes = payments;
