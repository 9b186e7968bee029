/**
 * Admin → Plans (issue 23; SPEC §6: plan updates are admin-only): each plan's prices and entitlements, edited
 * in place with PUT /subscription/plans/{id}. Prices are typed in naira; the server keeps kobo and audits the
 * change before → after.
 */
import { type Plan, type PlanUpdate, planUpdateSchema } from "@ile/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { QueryState } from "@/components/query-state";
import { Field, FormMessage } from "@/components/ui/field";
import { NairaInput } from "@/components/ui/naira-input";
import { digitsOnly } from "@/lib/digits-field";
import { bodySchema, setServerErrors, useSchemaForm } from "@/lib/form";
import { formatKobo } from "@/lib/format";
import { errorText } from "@/lib/http";
import { parseNaira } from "@/lib/money";
import { toast } from "@/lib/toast";
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
const countText = (n: number | null) => (n === null ? "" : String(n));

interface PlanValues {
  monthly_price: string;
  yearly_price: string;
  listing_quota: string;
  premium_profile_views: string;
  analytics_access: boolean;
  premium_content: boolean;
}

/** The PUT body: prices in naira, counts (empty for no limit) and the two switches. */
const toPlanBody = (v: PlanValues): PlanUpdate => ({
  monthly_price: parseNaira(v.monthly_price) ?? 0,
  yearly_price: parseNaira(v.yearly_price) ?? 0,
  listing_quota: nullableCount(v.listing_quota),
  premium_profile_views: nullableCount(v.premium_profile_views),
  analytics_access: v.analytics_access,
  premium_content: v.premium_content,
});

const planFormSchema = bodySchema(toPlanBody, planUpdateSchema);

function PlanForm({ plan }: { plan: Plan }) {
  const qc = useQueryClient();
  const e = plan.entitlements;
  const form = useSchemaForm(planFormSchema, {
    defaultValues: {
      monthly_price: String(plan.monthly_price),
      yearly_price: String(plan.yearly_price),
      listing_quota: countText(e.listing_quota),
      premium_profile_views: countText(e.premium_profile_views),
      analytics_access: e.analytics_access,
      premium_content: e.premium_content,
    },
  });
  const {
    register,
    formState: { errors, isSubmitting: busy },
  } = form;
  const [error, setError] = useState<string | null>(null);

  const save = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const r = await updatePlan(plan.id, toPlanBody(values));
      toast.success(r.message);
      await qc.invalidateQueries({ queryKey: adminKeys.plans });
      await qc.invalidateQueries({ queryKey: ["subscription", "plans"] });
    } catch (err) {
      setServerErrors(form, err);
      setError(errorText(err));
    }
  });

  return (
    <form
      className="card flex flex-col gap-3 p-4"
      onSubmit={save}
      noValidate
      aria-label={`${plan.name} plan`}
    >
      <h3 className="text-lg font-semibold">
        {plan.name}{" "}
        <span className="text-sm font-normal text-muted">
          now {formatKobo(plan.monthly_price_kobo)}/month · {formatKobo(plan.yearly_price_kobo)}/year
        </span>
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Monthly price (₦)" error={errors.monthly_price?.message}>
          {(p) => <NairaInput {...p} {...register("monthly_price")} />}
        </Field>
        <Field label="Yearly price (₦)" error={errors.yearly_price?.message}>
          {(p) => <NairaInput {...p} {...register("yearly_price")} />}
        </Field>
        <Field label="Listing quota" hint="Empty for no limit." error={errors.listing_quota?.message}>
          {(p) => (
            <input {...p} className="input" inputMode="numeric" {...digitsOnly(register("listing_quota"))} />
          )}
        </Field>
        <Field
          label="Premium profile views a month"
          hint="Empty for no limit."
          error={errors.premium_profile_views?.message}
        >
          {(p) => (
            <input
              {...p}
              className="input"
              inputMode="numeric"
              {...digitsOnly(register("premium_profile_views"))}
            />
          )}
        </Field>
      </div>
      <label className="flex items-center gap-2">
        <input type="checkbox" {...register("analytics_access")} /> Market analytics
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" {...register("premium_content")} /> Premium content
      </label>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <button type="submit" className="btn-primary self-start" disabled={busy}>
        Save {plan.name}
      </button>
    </form>
  );
}
