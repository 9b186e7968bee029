/**
 * What /premium-content shows a signed-in member whose plan does not include it (issue 17 item 7): what the
 * content is, a preview of its shape, and the plans that include it with their prices and a subscribe button.
 */
import { messages } from "@ile/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Lock } from "lucide-react";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { paths } from "@/config/paths";
import { formatCurrency } from "@/lib/format";
import { failureMessage, goToCheckout, initiateSubscription, type Plan, plansQuery } from "../api/payments";

const PREVIEW = [
  ["Lekki, Lagos", "3"],
  ["Yaba, Lagos", "2"],
  ["Wuse, Abuja", "3"],
];

function Preview() {
  return (
    <figure className="card overflow-hidden p-0">
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[20rem] text-left text-sm" aria-describedby="preview-note">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="p-2">
                Town
              </th>
              <th scope="col" className="p-2">
                Bedrooms
              </th>
              <th scope="col" className="p-2">
                Median
              </th>
              <th scope="col" className="p-2">
                Middle half
              </th>
            </tr>
          </thead>
          <tbody>
            {PREVIEW.map(([town, beds]) => (
              <tr key={town} className="border-b border-line/60">
                <td className="p-2">{town}</td>
                <td className="p-2">{beds}</td>
                <td className="p-2 select-none blur-sm" aria-hidden="true">
                  ₦0,000,000.00
                </td>
                <td className="p-2 select-none blur-sm" aria-hidden="true">
                  ₦0,000,000.00 – ₦0,000,000.00
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption id="preview-note" className="flex items-center gap-2 p-3 text-sm text-muted">
        <Lock aria-hidden="true" className="size-4 shrink-0" /> Prices are hidden until you subscribe.
      </figcaption>
    </figure>
  );
}

function PlanOffer({ plan }: { plan: Plan }) {
  const subscribe = useMutation({
    mutationFn: () => initiateSubscription(plan.code, "monthly"),
    onSuccess: (reply) => reply.payment_url && goToCheckout(reply.payment_url),
  });
  return (
    <li className="card flex flex-col gap-2 p-4">
      <h3 className="text-lg font-semibold">{plan.name}</h3>
      <p>
        <span className="text-xl font-semibold text-brand-800">{formatCurrency(plan.monthly_price)}</span>
        <span className="text-muted">/month</span>
        <span className="block text-sm text-muted">or {formatCurrency(plan.yearly_price)}/year</span>
      </p>
      <button
        type="button"
        className="btn-primary mt-auto"
        disabled={subscribe.isPending}
        onClick={() => subscribe.mutate()}
      >
        {subscribe.isPending ? "Opening checkout..." : `Subscribe to ${plan.name}`}
      </button>
      {subscribe.isError ? (
        <p role="alert" className="text-sm font-semibold text-negative">
          {failureMessage(subscribe.error, messages.subscription.initiate)}
        </p>
      ) : null}
    </li>
  );
}

export function Paywall({ what, children }: { what: string; children?: React.ReactNode }) {
  const plans = useQuery(plansQuery());
  const offers = (plans.data ?? []).filter((p) => p.entitlements.premium_content);
  return (
    <div className="container-page space-y-6 py-8">
      <section aria-labelledby="paywall-title" className="space-y-3">
        <h2 id="paywall-title" className="flex items-center gap-2 text-xl font-semibold">
          <Lock aria-hidden="true" className="size-5 text-accent-600" /> {what} is part of a paid plan
        </h2>
        {children}
      </section>
      <Preview />
      <section aria-labelledby="plans-title" className="space-y-3">
        <h2 id="plans-title" className="text-xl font-semibold">
          Plans that include it
        </h2>
        <QueryState
          query={plans}
          loading="Loading the plans..."
          error={(error) => <p role="alert">{failureMessage(error, messages.subscription.plans)}</p>}
        >
          {() => (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {offers.map((p) => (
                <PlanOffer key={p.id} plan={p} />
              ))}
            </ul>
          )}
        </QueryState>
        <p className="text-sm text-muted">
          Already on a plan?{" "}
          <Link to={paths.subscription} className="underline">
            Compare or switch plans
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
