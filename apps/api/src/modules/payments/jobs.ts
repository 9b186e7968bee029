/**
 * The subscription sweep (issue 6): ends subscriptions whose period is over and reminds people three days
 * before their paid period ends (through the outbox). Each step is a conditional update, so any number of
 * instances may run it at once and each subscription is ended, and reminded, once. Access does not wait for
 * the sweep: entitlements compare the period end with the clock themselves.
 */
import { PAYMENT_MESSAGES } from "@ile/contract";
import type { FastifyInstance } from "fastify";
import { scheduleJob } from "../../platform/jobs.ts";
import { claimReminders, expireEnded, insertEvent } from "./repo/subscriptions.ts";
import { dateText } from "./subscription-changes.ts";

export const REMINDER_DAYS = 3;
/** How many times the sweep asks the gateway about a payment left pending before it stops asking. */
export const MAX_VERIFY_ATTEMPTS = 24;
/** A payment younger than this may still be in checkout: the payer's own return settles it. */
const PENDING_GRACE = "5 minutes";

export async function sweepSubscriptions(
  app: FastifyInstance,
): Promise<{ expired: number; reminded: number }> {
  const ended = await expireEnded(app.db);
  for (const s of ended)
    await insertEvent(app.db, {
      subscriptionId: s.id,
      userId: s.user_id,
      kind: "expired",
      planId: s.plan_id,
      end: s.current_period_end,
    });

  const due = await claimReminders(app.db, REMINDER_DAYS);
  for (const r of due) {
    const end = dateText(r.current_period_end);
    await app.outbox.send({
      channel: "email",
      to: r.email,
      subject: PAYMENT_MESSAGES.reminderSubject(r.plan, end),
      text: PAYMENT_MESSAGES.reminderText(r.first_name, r.plan, end, `${app.config.PUBLIC_URL}/subscription`),
      kind: "subscription_reminder",
    });
  }
  return { expired: ended.length, reminded: due.length };
}

/**
 * Payments still pending after checkout (the payer never came back, a webhook arrived while the gateway still said
 * pending, or the gateway was down) are verified again through the one settle() path, each at most
 * MAX_VERIFY_ATTEMPTS times. The attempt is counted with a conditional update first, so instances running the
 * sweep together never exceed the bound; a payment past it stays pending for the payer's own verify or a webhook.
 */
export async function reverifyPending(
  app: FastifyInstance,
  limit = 100,
): Promise<{ checked: number; settled: number }> {
  const payments = app.services.payments;
  const claimed = await payments.claimPendingForVerify(MAX_VERIFY_ATTEMPTS, PENDING_GRACE, limit);
  let settled = 0;
  for (const reference of claimed) {
    try {
      const { payment } = await payments.settle(reference);
      if (payment.status !== "pending") settled += 1;
    } catch (err) {
      app.log.warn({ err, reference }, "re-verifying a pending payment failed");
    }
  }
  return { checked: claimed.length, settled };
}

/** Runs the sweep every `everyMs` (and once at start) until the server closes. */
/** The subscription sweep and the re-verification of pending payments, on this instance's schedule. */
export function scheduleSweep(app: FastifyInstance, everyMs: number) {
  scheduleJob(app, {
    name: "subscription and payment sweep",
    everyMs,
    run: async () => ({ ...(await sweepSubscriptions(app)), ...(await reverifyPending(app)) }),
  });
}
