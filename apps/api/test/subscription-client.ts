import { expect } from "vitest";
import type { TestApp } from "./helpers.ts";
import { sandboxCheckout } from "./sandbox.ts";

export type Auth = { authorization: string };

/**
 * The subscription calls as a signed-in client makes them, paying through the sandbox checkout page. `app` gives
 * the test app once beforeAll has made it.
 */
export function subscriptionClient(app: () => TestApp) {
  const call = (method: "GET" | "POST" | "PUT", url: string, auth?: Auth, payload?: unknown) =>
    app().app.inject({
      method,
      url,
      headers: auth ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** Pays a link in the sandbox and verifies it; returns the verify reply. */
  async function pay(auth: Auth, link: { reference: string; payment_url: string }) {
    const back = await sandboxCheckout(app(), link.payment_url, "pay");
    expect(back.headers.location).toBe(
      `/subscription/callback?trxref=${link.reference}&reference=${link.reference}`,
    );
    return call("POST", "/api/subscription/verify", auth, { reference: link.reference });
  }

  /** Initiates (or renews, switches) and pays in the sandbox, then verifies. */
  async function payFor(auth: Auth, url: string, body: unknown) {
    const started = await call("POST", url, auth, body);
    expect(started.statusCode).toBe(200);
    const verified = await pay(auth, started.json());
    expect(verified.statusCode).toBe(200);
    return { started: started.json(), verified: verified.json() };
  }

  const mine = async (auth: Auth) => (await call("GET", "/api/get/user/subscription", auth)).json().data;

  /**
   * Moves the live subscription's current paid period (and the period records pricing reads) so it started
   * `startedAgo` ago and ends in `endsIn`.
   */
  async function periodRuns(userId: number, startedAgo: string, endsIn: string) {
    await app().database.query(
      `update subscription_events e set period_start = now() - $2::interval, period_end = now() + $3::interval
         from subscriptions s
        where s.id = e.subscription_id and s.user_id = $1 and s.status in ('active', 'cancelled')
          and e.kind in ('subscribed', 'renewed')`,
      [userId, startedAgo, endsIn],
    );
    await app().database.query(
      `update subscriptions set current_period_start = now() - $2::interval, current_period_end = now() + $3::interval
        where user_id = $1 and status in ('active', 'cancelled')`,
      [userId, startedAgo, endsIn],
    );
  }

  return { call, pay, payFor, mine, periodRuns };
}
