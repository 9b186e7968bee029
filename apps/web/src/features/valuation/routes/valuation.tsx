/**
 * /valuation (issue 8): value a property for sale or rent from real Nigerian listings. The inputs live in the
 * URL (shareable); the result shows the estimate, its 80% range as a bar, comparables, which place level
 * answered, the published accuracy, and for rent the true cost of moving in.
 *
 * Not on the form kit (issue 39), for the bundle budget (ADR 0212, bench/README): this public page loads no zod
 * and no react-hook-form, and `useSchemaForm` would add both (the build's zod chunk is 25.6 KB and the kit's form
 * chunk 16.3 KB gzipped: /valuation 146.3 → ~188 KB JS against the 150 KB target). Its form only writes the URL;
 * the API checks the valuation it asks for, and its 422 field errors show under the same fields.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { Combobox } from "@/components/ui/combobox";
import { Field, FormMessage } from "@/components/ui/field";
import { PageHeader } from "@/components/ui/page";
import { ApiError } from "@/lib/api-client";
import type { PageQueries } from "@/lib/page-queries";
import { optionsQuery, type PurposeOptions, valuationQuery } from "../api/valuation";
import { MoveInCalculator } from "../components/move-in-calculator";
import { AccuracyNote, Result } from "../components/result";

const FIELDS = [
  "purpose",
  "state",
  "town",
  "area",
  "property_type",
  "bedrooms",
  "bathrooms",
  "toilets",
  "parking_spaces",
  "furnished",
  "serviced",
  "newly_built",
] as const;
type Form = Record<(typeof FIELDS)[number], string>;

const fromParams = (params: URLSearchParams): Form =>
  Object.fromEntries(
    FIELDS.map((f) => [f, params.get(f) ?? (f === "purpose" ? "rent" : f === "state" ? "Lagos" : "")]),
  ) as Form;

/** The valuation the URL asks for, when it names a purpose, a state and a property type. */
function askedOf(params: URLSearchParams): Record<string, string> | null {
  const q: Record<string, string> = {};
  for (const f of FIELDS) {
    const v = params.get(f);
    if (v) q[f] = v;
  }
  return q.purpose && q.state && q.property_type ? q : null;
}

export const queries: PageQueries = ({ url }) => {
  const asked = askedOf(url.searchParams);
  return asked ? [optionsQuery, valuationQuery(asked)] : [optionsQuery];
};

export function Component() {
  const [params, setParams] = useSearchParams();
  const options = useQuery(optionsQuery);
  const [form, setForm] = useState<Form>(() => fromParams(params));
  const asked = useMemo(() => askedOf(params), [params]);
  const result = useQuery({ ...valuationQuery(asked ?? {}), enabled: asked !== null });

  const purpose = (form.purpose === "sale" ? "sale" : "rent") as "sale" | "rent";
  const opts = options.data?.purposes.find((p) => p.purpose === purpose);

  function submit(e: FormEvent) {
    e.preventDefault();
    const next = new URLSearchParams();
    for (const f of FIELDS) {
      const v = form[f].trim();
      if (v && !(purpose === "sale" && ["area", "furnished", "serviced", "newly_built"].includes(f)))
        next.set(f, v);
    }
    setParams(next);
  }

  const fieldErrors: Record<string, string> = {};
  if (result.error instanceof ApiError) {
    for (const [k, list] of Object.entries(result.error.errors ?? {})) if (list[0]) fieldErrors[k] = list[0];
  }

  return (
    <>
      <PageMeta
        title="Property valuation — Ile"
        description="Estimate the price or yearly rent of a Nigerian property from real listings, with its range and accuracy."
      />
      <PageHeader
        title="Property valuation"
        lead="Estimate the price or yearly rent of a property from thousands of real Nigerian listings, with an honest range."
      />
      <div className="container-page grid gap-6 py-8 lg:grid-cols-[22rem_1fr]">
        <ValuationForm
          form={form}
          setForm={setForm}
          opts={opts}
          onSubmit={submit}
          errors={fieldErrors}
          loading={options.isPending}
        />
        <section aria-live="polite" aria-busy={result.isFetching} className="flex min-w-0 flex-col gap-6">
          {!asked ? (
            <div className="card p-6 text-muted">
              Fill in the form to see what the property is worth, how sure we are, and similar real listings.
            </div>
          ) : result.isPending ? (
            <p role="status" className="card p-6">
              Valuing...
            </p>
          ) : result.isError ? (
            <FormMessage kind="error">{Object.values(fieldErrors)[0] ?? result.error.message}</FormMessage>
          ) : (
            <Result valuation={result.data} />
          )}
          {result.data?.period === "year" ? <MoveInCalculator yearlyRent={result.data.estimate} /> : null}
          <AccuracyNote purpose={purpose} accuracy={opts?.accuracy ?? null} />
        </section>
      </div>
    </>
  );
}

function ValuationForm({
  form,
  setForm,
  opts,
  onSubmit,
  errors,
  loading,
}: {
  form: Form;
  setForm: (f: (prev: Form) => Form) => void;
  opts: PurposeOptions | undefined;
  onSubmit: (e: FormEvent) => void;
  errors: Record<string, string>;
  loading: boolean;
}) {
  const id = useId();
  const setText = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const set = (key: keyof Form) => (e: { target: { value: string } }) => setText(key)(e.target.value);
  const toggle = (key: keyof Form) => (e: { target: { checked: boolean } }) =>
    setForm((f) => ({ ...f, [key]: e.target.checked ? "1" : "" }));
  const place = opts?.states.find((s) => s.state.toLowerCase() === form.state.toLowerCase());
  const towns = place?.towns ?? [];
  // The neighbourhoods we know in the chosen town, suggested as the user types (free text still accepted).
  const hoods =
    Object.entries(place?.neighbourhoods ?? {}).find(
      ([t]) => t.toLowerCase() === form.town.trim().toLowerCase(),
    )?.[1] ?? [];
  const rent = form.purpose !== "sale";
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="card flex flex-col gap-4 p-5 self-start"
      aria-label="Property to value"
    >
      <fieldset>
        <legend className="label">I want to know the</legend>
        <div className="grid grid-cols-2 gap-2">
          {(["rent", "sale"] as const).map((p) => (
            <label
              key={p}
              className={`flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-[var(--radius-control)] border text-sm font-semibold ${
                form.purpose === p ? "border-brand-600 bg-brand-50 text-brand-800" : "border-line"
              }`}
            >
              <input
                type="radio"
                name={`${id}-purpose`}
                value={p}
                checked={form.purpose === p}
                onChange={() => setForm((f) => ({ ...f, purpose: p, property_type: "" }))}
              />
              {p === "rent" ? "Yearly rent" : "Sale price"}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label="State" error={errors.state}>
        {(p) => (
          <select {...p} className="input" value={form.state} onChange={set("state")}>
            {(opts?.states ?? [{ state: form.state, towns: [] }]).map((s) => (
              <option key={s.state} value={s.state}>
                {s.state}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Town" error={errors.town} hint="Start typing to search the towns we know.">
        {(p) => <Combobox {...p} value={form.town} onChange={setText("town")} options={towns} />}
      </Field>
      {rent ? (
        <Field
          label="Area (optional)"
          error={errors.area}
          hint='Type it as you would write it, e.g. "Ikota", "Ph 1" or "Osapa London": we match it to the neighbourhoods we know.'
        >
          {(p) => <Combobox {...p} value={form.area} onChange={setText("area")} options={hoods} />}
        </Field>
      ) : null}
      <Field label="Property type" error={errors.property_type}>
        {(p) => (
          <select
            {...p}
            className="input"
            value={form.property_type}
            onChange={set("property_type")}
            disabled={loading}
          >
            <option value="">Choose a type</option>
            {(opts?.property_types ?? []).map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        {(
          [
            ["bedrooms", "Bedrooms"],
            ["bathrooms", "Bathrooms"],
            ["toilets", "Toilets"],
            ["parking_spaces", "Parking spaces"],
          ] as const
        ).map(([key, label]) => (
          <Field key={key} label={label} error={errors[key]}>
            {(p) => (
              <input
                {...p}
                className="input"
                type="number"
                inputMode="numeric"
                min={0}
                max={20}
                value={form[key]}
                onChange={set(key)}
              />
            )}
          </Field>
        ))}
      </div>
      {rent ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="label">The property is</legend>
          {(
            [
              ["furnished", "Furnished"],
              ["serviced", "Serviced"],
              ["newly_built", "Newly built"],
            ] as const
          ).map(([key, label]) => (
            <label key={key} className="flex min-h-11 items-center gap-3">
              <input type="checkbox" className="size-5" checked={form[key] === "1"} onChange={toggle(key)} />
              {label}
            </label>
          ))}
        </fieldset>
      ) : null}
      <button type="submit" className="btn-primary">
        Value this property
      </button>
    </form>
  );
}
