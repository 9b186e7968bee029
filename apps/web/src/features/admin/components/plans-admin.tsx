/**
 * Admin → Plans (issue 23; SPEC §6: plan updates are admin-only): each plan's prices and entitlements, edited
 * in place with PUT /subscription/plans/{id}. Prices are typed in naira; the server keeps kobo and audits the
 * change before → after.
 */
import type { Plan } from "@ile/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { QueryState } from "@/components/query-state";
import { Field, FormMessage } from "@/components/ui/field";
import { NairaInput } from "@/components/ui/naira-input";
import { formatKobo } from "@/lib/format";
import { errorText } from "@/lib/http";
import { parseNaira } from "@/lib/money";
import { adminKeys, adminPlansQuery, updatePlan } from "../api/admin";

export default function PlansAdmin() {
  const plans = useQuery(adminPlansQuery);
  return (
    <section className="flex flex-col gap-5" aria-labelledby="plans-heading">
      <h2 id="plans-heading" tabIndex={-1} className="text-xl font-semibold">
        Plans
      </h2>
      <QueryState query={plans} loading="Loading plans...">
        {(data) => (
          <div className="grid gap-4 lg:grid-cols-2">
            {data.data.map((p) => (
              <PlanForm key={`${p.id}-${p.monthly_price_kobo}-${p.yearly_price_kobo}`} plan={p} />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}

const nullableCount = (s: string) => (s.trim() === "" ? null : Number(s));

function PlanForm({ plan }: { plan: Plan }) {
  const qc = useQueryClient();
  const e = plan.entitlements;
  const [monthly, setMonthly] = useState(String(plan.monthly_price));
  const [yearly, setYearly] = useState(String(plan.yearly_price));
  const [listingQuota, setListingQuota] = useState(e.listing_quota === null ? "" : String(e.listing_quota));
  const [views, setViews] = useState(e.premium_profile_views === null ? "" : String(e.premium_profile_views));
  const [analytics, setAnalytics] = useState(e.analytics_access);
  const [premium, setPremium] = useState(e.premium_content);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(ev: FormEvent) {
    ev.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const r = await updatePlan(plan.id, {
        monthly_price: parseNaira(monthly) ?? 0,
        yearly_price: parseNaira(yearly) ?? 0,
        listing_quota: nullableCount(listingQuota),
        premium_profile_views: nullableCount(views),
        analytics_access: analytics,
        premium_content: premium,
      });
      toast.success(r.message);
      await qc.invalidateQueries({ queryKey: adminKeys.plans });
      await qc.invalidateQueries({ queryKey: ["subscription", "plans"] });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card flex flex-col gap-3 p-4" onSubmit={save} aria-label={`${plan.name} plan`}>
      <h3 className="text-lg font-semibold">
        {plan.name}{" "}
        <span className="text-sm font-normal text-muted">
          now {formatKobo(plan.monthly_price_kobo)}/month · {formatKobo(plan.yearly_price_kobo)}/year
        </span>
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Monthly price (₦)">
          {(p) => <NairaInput {...p} value={monthly} onChange={(ev) => setMonthly(ev.target.value)} />}
        </Field>
        <Field label="Yearly price (₦)">
          {(p) => <NairaInput {...p} value={yearly} onChange={(ev) => setYearly(ev.target.value)} />}
        </Field>
        <Field label="Listing quota" hint="Empty for no limit.">
          {(p) => (
            <input
              {...p}
              className="input"
              inputMode="numeric"
              value={listingQuota}
              onChange={(ev) => setListingQuota(ev.target.value.replace(/\D/g, ""))}
            />
          )}
        </Field>
        <Field label="Premium profile views a month" hint="Empty for no limit.">
          {(p) => (
            <input
              {...p}
              className="input"
              inputMode="numeric"
              value={views}
              onChange={(ev) => setViews(ev.target.value.replace(/\D/g, ""))}
            />
          )}
        </Field>
      </div>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={analytics} onChange={(ev) => setAnalytics(ev.target.checked)} />{" "}
        Market analytics
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={premium} onChange={(ev) => setPremium(ev.target.checked)} /> Premium
        content
      </label>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <button type="submit" className="btn-primary self-start" disabled={busy}>
        Save {plan.name}
      </button>
    </form>
  );
}
