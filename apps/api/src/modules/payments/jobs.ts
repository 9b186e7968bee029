/**
 * The subscription sweep (issue 6): ends subscriptions whose period is over and reminds people three days
 * before their paid period ends (through the outbox). Each step is a conditional update, so any number of
 * instances may run it at once and each subscription is ended, and reminded, once. Access does not wait for
 * the sweep: entitlements compare the period end with the clock themselves.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";

export const REMINDER_DAYS = 3;
/** How many times the sweep asks the gateway about a payment left pending before it stops asking. */
export const MAX_VERIFY_ATTEMPTS = 24;
/** A payment younger than this may still be in checkout: the payer's own return settles it. */
const PENDING_GRACE = "5 minutes";

const dateText = (d: Date | string) =>
  new Date(d).toLocaleDateString("en-NG", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Africa/Lagos",
  });

export async function sweepSubscriptions(
  app: FastifyInstance,
): Promise<{ expired: number; reminded: number }> {
  const ended = (
    await app.db.execute(
      sql`update subscriptions set status = 'expired', ended_at = now(), updated_at = now()
           where status in ('active', 'cancelled') and current_period_end is not null and current_period_end <= now()
       returning id, user_id, plan_id, current_period_end`,
    )
  ).rows as { id: number; user_id: number; plan_id: number; current_period_end: Date }[];
  for (const s of ended)
    await app.db.execute(
      sql`insert into subscription_events (subscription_id, user_id, kind, plan_id, period_end)
          values (${s.id}, ${s.user_id}, 'expired', ${s.plan_id}, ${new Date(s.current_period_end).toISOString()}::timestamptz)`,
    );

  const due = (
    await app.db.execute(
      sql`update subscriptions s set reminder_sent_at = now(), updated_at = now()
            from users u, plans p, profiles pr
           where u.id = s.user_id and pr.user_id = s.user_id and p.id = s.plan_id and s.status = 'active' and s.reminder_sent_at is null
             and s.current_period_end is not null
             and s.current_period_end <= now() + make_interval(days => ${REMINDER_DAYS}) and s.current_period_end > now()
       returning s.id, u.email, pr.first_name, p.name as plan, s.current_period_end`,
    )
  ).rows as { id: number; email: string; first_name: string; plan: string; current_period_end: Date }[];
  for (const r of due)
    await app.outbox.send({
      channel: "email",
      to: r.email,
      subject: `Your Ile ${r.plan} plan ends on ${dateText(r.current_period_end)}`,
      text:
        `Hello ${r.first_name},\n\nYour ${r.plan} plan ends on ${dateText(r.current_period_end)}. ` +
        `Renew it on ${app.config.PUBLIC_URL}/subscription to keep its benefits; otherwise your account moves to the Free plan.\n\nIle`,
      kind: "subscription_reminder",
    });
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
  const claimed = (
    await app.db.execute(
      sql`update payments set verify_attempts = verify_attempts + 1, last_verified_at = now()
           where id in (select id from payments
                         where status = 'pending' and verify_attempts < ${MAX_VERIFY_ATTEMPTS}
                           and created_at <= now() - ${PENDING_GRACE}::interval
                         order by last_verified_at nulls first, id limit ${limit})
             and status = 'pending' and verify_attempts < ${MAX_VERIFY_ATTEMPTS}
       returning reference`,
    )
  ).rows as { reference: string }[];
  let settled = 0;
  for (const { reference } of claimed) {
    try {
      const { payment } = await app.payments.settle(reference);
      if (payment.status !== "pending") settled += 1;
    } catch (err) {
      app.log.warn({ err, reference }, "re-verifying a pending payment failed");
    }
  }
  return { checked: claimed.length, settled };
}

/** Runs the sweep every `everyMs` (and once at start) until the server closes. */
export function scheduleSweep(app: FastifyInstance, everyMs: number) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const r = { ...(await sweepSubscriptions(app)), ...(await reverifyPending(app)) };
      if (r.expired || r.reminded || r.checked) app.log.info(r, "subscription and payment sweep");
    } catch (err) {
      app.log.error({ err }, "subscription sweep failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  app.addHook("onReady", async () => {
    void run();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
