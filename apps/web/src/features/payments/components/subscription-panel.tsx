/**
 * The whole subscription in one place (used by /subscription and the dashboard's Subscription section): the
 * plan in force with its end date and usage, renew and cancel, the plans side by side with a monthly/yearly
 * choice (subscribe, upgrade now pro rata, downgrade at the period end), and the history.
 */
import { messages } from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check } from "lucide-react";
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

const KIND_LABELS: Record<string, string> = {
  activated: "Free plan activated",
  subscribed: "Subscribed",
  renewed: "Renewed",
  upgraded: "Upgraded",
  downgrade_scheduled: "Downgrade scheduled",
  cancelled: "Cancelled",
  expired: "Ended",
  replaced: "Replaced",
};

const isFree = (p: Plan) => p.monthly_price_kobo === 0 && p.yearly_price_kobo === 0;
const price = (p: Plan, interval: PlanInterval) => (interval === "yearly" ? p.yearly_price : p.monthly_price);

function Entitlements({ plan }: { plan: Plan }) {
  const e = plan.entitlements;
  const items = [
    e.premium_profile_views === null
      ? "Unlimited premium profiles"
      : e.premium_profile_views === 0
        ? "Premium profiles by one-off unlock"
        : `${e.premium_profile_views} premium profiles a month`,
    e.listing_quota === null ? "Unlimited listings" : `Up to ${e.listing_quota} listings`,
    e.featured_listings
      ? `${e.featured_listings} featured listing${e.featured_listings > 1 ? "s" : ""}`
      : null,
    e.premium_content ? "Premium content: the market report" : null,
    e.analytics_access ? "Listing analytics" : null,
  ].filter(Boolean) as string[];
  return (
    <ul className="mt-3 space-y-1 text-sm">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}

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

  function planAction(p: Plan) {
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
            const isCurrent = p.id === current.id;
            return (
              <li key={p.id} className={`card flex flex-col p-5 ${isCurrent ? "ring-2 ring-brand-600" : ""}`}>
                <h3 className="text-base font-semibold">
                  {p.name}
                  {isCurrent ? (
                    <span className="ml-2 text-xs font-normal text-brand-800">(current)</span>
                  ) : null}
                </h3>
                <p className="mt-2 text-2xl font-bold">
                  {isFree(p) ? "Free" : formatCurrency(price(p, interval))}
                  {isFree(p) ? null : (
                    <span className="text-sm font-normal text-muted">
                      /{interval === "yearly" ? "year" : "month"}
                    </span>
                  )}
                </p>
                <p className="mt-2 text-sm text-muted">{p.description}</p>
                <Entitlements plan={p} />
                <div className="mt-auto pt-4">
                  {action ? (
                    <button
                      type="button"
                      className="btn-primary w-full"
                      disabled={act.isPending}
                      onClick={() => run(action.fallback, action.run)}
                    >
                      {action.label}
                    </button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="text-lg font-semibold">
          History
        </h2>
        {history.isError ? (
          <p role="alert">{failureMessage(history.error, messages.subscription.history)}</p>
        ) : history.isPending ? (
          <p role="status" className="text-muted">
            Loading history...
          </p>
        ) : history.data.events.length === 0 ? (
          <p className="mt-2 text-muted">Nothing yet: your subscriptions and payments will be listed here.</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-3">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    What
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Plan
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Amount
                  </th>
                  <th scope="col" className="py-2">
                    Period
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.data.events.map((e) => (
                  <tr key={e.id} className="border-b border-line/60">
                    <td className="py-2 pr-3">{formatDate(e.created_at)}</td>
                    <td className="py-2 pr-3">{KIND_LABELS[e.kind] ?? e.kind}</td>
                    <td className="py-2 pr-3">{e.plan.name}</td>
                    <td className="py-2 pr-3">{e.amount_kobo ? formatCurrency(e.amount) : "—"}</td>
                    <td className="py-2">
                      {e.period_start || e.period_end
                        ? `${formatDate(e.period_start)} – ${formatDate(e.period_end)}`
                        : "—"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

export default SubscriptionPanel;
