/**
 * The whole subscription in one place (used by /subscription and the dashboard's Subscription section): the
 * plan in force with its end date and usage, renew and cancel, the plans side by side with a monthly/yearly
 * choice (subscribe, upgrade now pro rata, downgrade at the period end), and the history.
 */
import { messages } from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatCurrency, formatDate } from "@/lib/format";
import { useSessionUser } from "@/lib/session";
import {
  activateFreePlan,
  cancelSubscription,
  failureMessage,
  goToCheckout,
  historyQuery,
  initiateSubscription,
  mySubscriptionQuery,
  type Plan,
  type PlanInterval,
  plansQuery,
  renewSubscription,
  switchPlan,
} from "../api/payments";
import { isFree, price } from "../lib/plans";
import { type PlanAction, PlanCard } from "./plan-card";
import { SubscriptionHistory } from "./subscription-history";

export function SubscriptionPanel() {
  const user = useSessionUser();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const [interval, setBilling] = useState<PlanInterval>("monthly");
  const [notice, setNotice] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const plans = useQuery(plansQuery());
  const mine = useQuery(mySubscriptionQuery(userId));
  const history = useQuery(historyQuery(userId));

  const refresh = () => queryClient.invalidateQueries({ queryKey: ["subscription"] });
  const act = useMutation({
    mutationFn: async (run: () => Promise<{ message?: string; payment_url?: string }>) => run(),
    onSuccess: (reply) => {
      if (reply.payment_url) return goToCheckout(reply.payment_url);
      setNotice({ kind: "ok", text: reply.message ?? "Done" });
      setConfirmCancel(false);
      void refresh();
    },
  });
  const run = (fallback: string, call: () => Promise<{ message?: string; payment_url?: string }>) => {
    setNotice(null);
    act.mutate(call, { onError: (err) => setNotice({ kind: "error", text: failureMessage(err, fallback) }) });
  };

  if (plans.isError) return <p role="alert">{failureMessage(plans.error, messages.subscription.plans)}</p>;
  if (mine.isError) return <p role="alert">{failureMessage(mine.error, messages.subscription.details)}</p>;
  if (plans.isPending || mine.isPending)
    return (
      <p role="status" className="text-muted">
        Loading your subscription...
      </p>
    );

  const { subscription, plan: current, usage } = mine.data;
  const paidLive = subscription?.live && subscription.current_period_end !== null;
  const never = !subscription && (history.data?.events.length ?? 0) === 0;

  function planAction(p: Plan): PlanAction | null {
    if (paidLive && subscription) {
      if (p.id === subscription.plan.id)
        return subscription.scheduled_plan
          ? {
              label: `Stay on ${p.name}`,
              run: () => switchPlan(p.code, interval),
              fallback: messages.subscription.switchPlan,
            }
          : null;
      const up = price(p, subscription.interval) > price(subscription.plan, subscription.interval);
      if (isFree(p) && subscription.status === "cancelled") return null;
      return {
        label: up ? `Upgrade to ${p.name}` : `Switch to ${p.name} at period end`,
        run: () => switchPlan(p.code, interval),
        fallback: messages.subscription.switchPlan,
      };
    }
    if (isFree(p))
      return never
        ? { label: "Activate Free plan", run: activateFreePlan, fallback: messages.subscription.activateFree }
        : null;
    return {
      label: `Subscribe to ${p.name}`,
      run: () => initiateSubscription(p.code, interval),
      fallback: messages.subscription.initiate,
    };
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby="current-plan" className="card p-5">
        <h2 id="current-plan" className="text-lg font-semibold">
          Your plan: {current.name}
        </h2>
        {subscription ? (
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">Status</dt>
            <dd>
              {subscription.live
                ? subscription.status === "cancelled"
                  ? `Cancelled: active until ${formatDate(subscription.current_period_end)}`
                  : "Active"
                : `Ended ${formatDate(subscription.current_period_end)}`}
            </dd>
            {subscription.live && subscription.current_period_end ? (
              <>
                <dt className="text-muted">{subscription.status === "cancelled" ? "Ends" : "Renews by"}</dt>
                <dd>{formatDate(subscription.current_period_end)}</dd>
                <dt className="text-muted">Billing</dt>
                <dd>
                  {formatCurrency(price(subscription.plan, subscription.interval))} /
                  {subscription.interval === "yearly" ? "year" : "month"}
                </dd>
              </>
            ) : null}
            {subscription.scheduled_plan ? (
              <>
                <dt className="text-muted">Next</dt>
                <dd>
                  {subscription.scheduled_plan.name} from {formatDate(subscription.current_period_end)}
                </dd>
              </>
            ) : null}
            <dt className="text-muted">Premium profiles this month</dt>
            <dd>
              {usage.premium_profile_views_this_month}
              {current.entitlements.premium_profile_views === null
                ? " (unlimited)"
                : ` of ${current.entitlements.premium_profile_views}`}
            </dd>
          </dl>
        ) : (
          <p className="mt-2 text-muted">You are on the Free plan. Choose a plan below to see more.</p>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          {subscription && !isFree(subscription.plan) ? (
            <button
              type="button"
              className="btn-primary"
              disabled={act.isPending}
              onClick={() => run(messages.subscription.renew, () => renewSubscription(subscription.interval))}
            >
              {subscription.live
                ? "Renew for another period"
                : `Renew ${subscription.scheduled_plan?.name ?? subscription.plan.name}`}
            </button>
          ) : null}
          {paidLive && subscription?.status === "active" ? (
            confirmCancel ? (
              <fieldset className="flex flex-wrap items-center gap-2">
                <legend className="float-left mr-2 text-sm">
                  Cancel? You keep {subscription.plan.name} until{" "}
                  {formatDate(subscription.current_period_end)}.
                </legend>
                <button
                  type="button"
                  className="btn-outline"
                  disabled={act.isPending}
                  onClick={() => run(messages.subscription.cancel, cancelSubscription)}
                >
                  Yes, cancel
                </button>
                <button type="button" className="btn-ghost" onClick={() => setConfirmCancel(false)}>
                  Keep it
                </button>
              </fieldset>
            ) : (
              <button type="button" className="btn-outline" onClick={() => setConfirmCancel(true)}>
                Cancel subscription
              </button>
            )
          ) : null}
        </div>
        {notice ? (
          <p
            role={notice.kind === "error" ? "alert" : "status"}
            className={`mt-3 text-sm ${notice.kind === "error" ? "text-negative" : "text-brand-800"}`}
          >
            {notice.text}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="plans-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="plans-heading" className="text-lg font-semibold">
            Plans
          </h2>
          <fieldset className="flex gap-1 rounded-full bg-brand-50 p-1">
            <legend className="sr-only">Billing period</legend>
            {(["monthly", "yearly"] as const).map((i) => (
              <label
                key={i}
                className={`cursor-pointer rounded-full px-3 py-1 text-sm has-[:focus-visible]:outline-2 ${interval === i ? "bg-surface font-semibold shadow" : ""}`}
              >
                <input
                  type="radio"
                  name="interval"
                  value={i}
                  checked={interval === i}
                  onChange={() => setBilling(i)}
                  className="sr-only"
                />
                {i === "monthly" ? "Monthly" : "Yearly"}
              </label>
            ))}
          </fieldset>
        </div>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {plans.data.map((p) => {
            const action = planAction(p);
            return (
              <PlanCard
                key={p.id}
                plan={p}
                interval={interval}
                current={p.id === current.id}
                action={action}
                busy={act.isPending}
                onRun={run}
              />
            );
          })}
        </ul>
      </section>

      <SubscriptionHistory userId={userId} />
    </div>
  );
}

export default SubscriptionPanel;
