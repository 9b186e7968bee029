/**
 * Dashboard › Tenancies (landlords and agents, ADR 0950, 0951): add a tenancy of a unit (the tenant's email; an
 * invitation goes to someone without an account; an agent may name the landlord they act for), then each
 * tenancy's schedule, payments, receipts, notice, renewal, and the landlord's answer to an agent who named them.
 */
import { TENANCY_PERIOD_LABELS, TENANCY_PERIODS, type TenancyPeriod } from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { NairaInput } from "@/components/ui/naira-input";
import { errorText } from "@/lib/api-client";
import { nairaToKobo } from "@/lib/money";
import { useSessionUser } from "@/lib/session";
import { createTenancy, tenanciesQuery, unitsQuery } from "../api/tenancies";
import { TenancySummary, TenancyView } from "./tenancy-view";
import { UnitsSection } from "./units-section";

export default function LandlordTenancies() {
  const list = useQuery(tenanciesQuery());
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const mine = list.data?.filter((t) => t.role === "landlord") ?? [];
  return (
    <section aria-labelledby="tenancies-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tenancies-title" className="text-xl font-semibold">
          Tenancies
        </h2>
        {!adding ? (
          <button type="button" className="btn-primary" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" /> Add a tenancy
          </button>
        ) : null}
      </div>
      {adding ? (
        <TenancyForm
          onDone={(id) => {
            setAdding(false);
            if (id) setOpen(id);
          }}
        />
      ) : null}
      {list.isPending ? (
        <p role="status">Loading your tenancies...</p>
      ) : list.isError ? (
        <p role="alert" className="text-negative">
          {errorText(list.error)}
        </p>
      ) : mine.length === 0 ? (
        <p className="text-muted">You have not added a tenancy yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {mine.map((t) => (
            <li key={t.id} className="card flex flex-col gap-3 p-4">
              {open === t.id ? (
                <TenancyView id={t.id} />
              ) : (
                <>
                  <TenancySummary t={t} />
                  <button type="button" className="btn-outline self-start" onClick={() => setOpen(t.id)}>
                    Open schedule and receipts
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <UnitsSection />
    </section>
  );
}

function TenancyForm({ onDone }: { onDone: (id: number | null) => void }) {
  const qc = useQueryClient();
  const agent = useSessionUser()?.role === "agent";
  const units = useQuery(unitsQuery()).data ?? [];
  const [f, setF] = useState({
    unit_id: "",
    landlord_email: "",
    address: "",
    unit_label: "",
    city: "",
    state: "Lagos",
    tenant_email: "",
    tenant_name: "",
    start_date: new Date(Date.now() + 3_600_000).toISOString().slice(0, 10),
    period: "year" as TenancyPeriod,
    periods: "1",
    rent: "",
    caution: "",
  });
  const [errors, setErrors] = useState<string | null>(null);
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) =>
    setF({ ...f, [k]: e.target.value });
  const save = useMutation({
    mutationFn: () =>
      createTenancy({
        ...(f.unit_id
          ? { unit_id: f.unit_id }
          : { address: f.address, unit_label: f.unit_label || undefined, city: f.city, state: f.state }),
        tenant_email: f.tenant_email,
        landlord_email: (agent && f.landlord_email.trim()) || undefined,
        tenant_name: f.tenant_name || undefined,
        start_date: f.start_date,
        period: f.period,
        periods: Number(f.periods),
        rent_kobo: nairaToKobo(f.rent) ?? 0,
        caution_deposit_kobo: nairaToKobo(f.caution) ?? 0,
      }),
    onSuccess: (r) => {
      toast.success(r.message ?? "Tenancy added");
      qc.invalidateQueries({ queryKey: ["tenancies"] });
      onDone(r.data.id);
    },
    onError: (err) => setErrors(errorText(err)),
  });
  const field = (k: keyof typeof f, label: string, type = "text") => (
    <div className="flex flex-col gap-1">
      <label className="label" htmlFor={`tf-${k}`}>
        {label}
      </label>
      <input id={`tf-${k}`} type={type} className="input" value={f[k]} onChange={set(k)} />
    </div>
  );
  return (
    <form
      aria-label="Add a tenancy"
      className="card grid gap-3 p-4 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      {units.length > 0 ? (
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label className="label" htmlFor="tf-unit_id">
            Unit
          </label>
          <select id="tf-unit_id" className="input" value={f.unit_id} onChange={set("unit_id")}>
            <option value="">A new address</option>
            {units.map((u) => (
              <option key={u.id} value={u.id}>
                {u.display}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {f.unit_id ? null : (
        <>
          {field("address", "Street address")}
          {field("unit_label", "Flat or unit (optional)")}
          {field("city", "City or area")}
          {field("state", "State")}
        </>
      )}
      {field("tenant_email", "Tenant's email", "email")}
      {field("tenant_name", "Tenant's name (optional)")}
      {agent ? (
        <div className="flex flex-col gap-1 sm:col-span-2">
          {field("landlord_email", "Landlord's email (when you let it for a landlord)", "email")}
          <p className="text-xs text-muted">
            The landlord sees the tenancy and its receipts and is asked to confirm you as their agent; without
            an account they get an invitation.
          </p>
        </div>
      ) : null}
      {field("start_date", "Start date", "date")}
      <div className="flex flex-col gap-1">
        <label className="label" htmlFor="tf-period">
          Rent is paid
        </label>
        <select id="tf-period" className="input" value={f.period} onChange={set("period")}>
          {TENANCY_PERIODS.map((p) => (
            <option key={p} value={p}>
              {TENANCY_PERIOD_LABELS[p]}
            </option>
          ))}
        </select>
      </div>
      {field("periods", "Number of periods in the term", "number")}
      <div className="flex flex-col gap-1">
        <label className="label" htmlFor="tf-rent">
          Rent per period
        </label>
        <NairaInput id="tf-rent" value={f.rent} onChange={set("rent")} />
      </div>
      <div className="flex flex-col gap-1">
        <label className="label" htmlFor="tf-caution">
          Caution deposit
        </label>
        <NairaInput id="tf-caution" value={f.caution} onChange={set("caution")} />
      </div>
      {errors ? (
        <p role="alert" className="text-negative sm:col-span-2">
          {errors}
        </p>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          Add tenancy
        </button>
        <button type="button" className="btn-ghost" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
