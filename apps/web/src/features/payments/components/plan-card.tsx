/** One plan side by side with the others: its price for the chosen interval, what it gives, and its action. */
import { Check } from "lucide-react";
import { formatCurrency } from "@/lib/format";
import type { Plan, PlanInterval } from "../api/payments";
import { isFree, price } from "../lib/plans";

/** What a plan's button does: subscribe, switch, activate or stay (and the message when it fails). */
export interface PlanAction {
  label: string;
  run: () => Promise<{ message?: string; payment_url?: string }>;
  fallback: string;
}

export function PlanCard({
  plan: p,
  interval,
  current: isCurrent,
  action,
  busy,
  onRun,
}: {
  plan: Plan;
  interval: PlanInterval;
  current: boolean;
  action: PlanAction | null;
  busy: boolean;
  onRun: (fallback: string, call: PlanAction["run"]) => void;
}) {
  return (
    <li className={`card flex flex-col p-5 ${isCurrent ? "ring-2 ring-brand-600" : ""}`}>
      <h3 className="text-base font-semibold">
        {p.name}
        {isCurrent ? <span className="ml-2 text-xs font-normal text-brand-800">(current)</span> : null}
      </h3>
      <p className="mt-2 text-2xl font-bold">
        {isFree(p) ? "Free" : formatCurrency(price(p, interval))}
        {isFree(p) ? null : (
          <span className="text-sm font-normal text-muted">/{interval === "yearly" ? "year" : "month"}</span>
        )}
      </p>
      <p className="mt-2 text-sm text-muted">{p.description}</p>
      <Entitlements plan={p} />
      <div className="mt-auto pt-4">
        {action ? (
          <button
            type="button"
            className="btn-primary w-full"
            disabled={busy}
            onClick={() => onRun(action.fallback, action.run)}
          >
            {action.label}
          </button>
        ) : null}
      </div>
    </li>
  );
}

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
