/**
 * /valuation (issue 8): value a property for sale or rent from real Nigerian listings. The inputs live in the
 * URL (shareable); the result shows the estimate, its 80% range as a bar, comparables, which place level
 * answered, the published accuracy, and for rent the true cost of moving in.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Field, FormMessage } from "@/components/ui/field";
import { PageHeader } from "@/components/ui/page";
import { ApiError } from "@/lib/api-client";
import { formatCurrency, formatRent } from "@/lib/format";
import {
  type Accuracy,
  optionsQuery,
  type PurposeOptions,
  type Valuation,
  valuationQuery,
} from "../api/valuation";
import { MoveInCalculator } from "../components/move-in-calculator";

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

export function Component() {
  const [params, setParams] = useSearchParams();
  const options = useQuery(optionsQuery);
  const [form, setForm] = useState<Form>(() => fromParams(params));
  const asked = useMemo(() => {
    const q: Record<string, string> = {};
    for (const f of FIELDS) {
      const v = params.get(f);
      if (v) q[f] = v;
    }
    return q.purpose && q.state && q.property_type ? q : null;
  }, [params]);
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
      <title>Property valuation — Ile</title>
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
            <FormMessage kind="error">
              {Object.values(fieldErrors)[0] ?? (result.error as Error).message}
            </FormMessage>
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
  const set = (key: keyof Form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const toggle = (key: keyof Form) => (e: { target: { checked: boolean } }) =>
    setForm((f) => ({ ...f, [key]: e.target.checked ? "1" : "" }));
  const towns = opts?.states.find((s) => s.state.toLowerCase() === form.state.toLowerCase())?.towns ?? [];
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
        {(p) => (
          <>
            <input
              {...p}
              className="input"
              list={`${id}-towns`}
              value={form.town}
              onChange={set("town")}
              autoComplete="off"
            />
            <datalist id={`${id}-towns`}>
              {towns.map((t) => (
                <option key={t} value={t} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      {rent ? (
        <Field
          label="Area (optional)"
          error={errors.area}
          hint='Neighbourhood words, e.g. "Ikota" or "Osapa London".'
        >
          {(p) => <input {...p} className="input" value={form.area} onChange={set("area")} />}
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

const LEVEL_TEXT: Record<Valuation["basis"], string> = {
  area: "listings in this neighbourhood",
  town: "listings in this town",
  lga: "listings in this local government area (we do not know the town by that name)",
  state: "listings across the state (we do not know the town)",
};

function Result({ valuation: v }: { valuation: Valuation }) {
  const price = (n: number) => (v.period ? formatRent(n, "year") : formatCurrency(n));
  const span = v.high - v.low || 1;
  const at = Math.min(100, Math.max(0, ((v.estimate - v.low) / span) * 100));
  return (
    <>
      <section className="card flex flex-col gap-4 p-6" aria-labelledby="estimate-title">
        <h2 id="estimate-title" className="text-sm font-semibold uppercase tracking-wide text-muted">
          {v.period ? "Estimated yearly rent" : "Estimated sale price"}
        </h2>
        <p className="text-3xl font-semibold text-brand-800" data-testid="estimate">
          {price(v.estimate)}
        </p>
        <div>
          <p className="mb-2 text-sm text-muted">
            80% range: {price(v.low)} to {price(v.high)}
          </p>
          <div
            className="relative h-3 rounded-full bg-brand-100"
            role="img"
            aria-label={`Range from ${price(v.low)} to ${price(v.high)}, estimate ${price(v.estimate)}`}
          >
            <span
              className="absolute top-1/2 size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-surface bg-brand-700"
              style={{ left: `${at}%` }}
            />
          </div>
          <div className="mt-1 flex justify-between text-xs text-muted">
            <span>{price(v.low)}</span>
            <span>{price(v.high)}</span>
          </div>
        </div>
        <p className="text-sm" data-testid="basis">
          Based on {LEVEL_TEXT[v.basis]}: <strong>{v.basis_place}</strong> (
          {v.basis_listings.toLocaleString("en-NG")} listings).
        </p>
      </section>
      <section aria-labelledby="comparables-title">
        <h2 id="comparables-title" className="mb-3 text-lg font-semibold">
          Similar listings
        </h2>
        {v.comparables.length === 0 ? (
          <p className="text-muted">No similar listings to show.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {v.comparables.map((c) => (
              <li key={c.id} className="card p-4">
                <p className="font-semibold">{price(c.price)}</p>
                <p>{c.title}</p>
                <p className="text-sm text-muted">{[c.area, c.town].filter(Boolean).join(", ")}</p>
                {c.link ? (
                  <Link to={c.link} className="text-sm font-semibold text-brand-700 hover:underline">
                    View on Ile
                  </Link>
                ) : (
                  <p className="text-xs text-muted">From public listing data</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

const pct = (v: number) => `${Math.round(v * 1000) / 10}%`;

function AccuracyNote({ purpose, accuracy }: { purpose: "sale" | "rent"; accuracy: Accuracy | null }) {
  return (
    <section className="card p-5" aria-labelledby="accuracy-title">
      <h2 id="accuracy-title" className="mb-2 text-lg font-semibold">
        How accurate is this?
      </h2>
      {accuracy ? (
        <p>
          Tested on {accuracy.rows.toLocaleString("en-NG")} {purpose === "rent" ? "Lagos rent" : "sale"}{" "}
          listings the model had not seen ({accuracy.folds}-fold cross-validation), a typical estimate is off
          by {pct(accuracy.medianApe)} (half are closer, half further); {pct(accuracy.within20)} land within
          20% of the real price, and the 80% range held the real price {pct(accuracy.coverage)} of the time.
          The simple rule "median of the same town and bedrooms" is off by {pct(accuracy.baselineMedianApe)}.
          Listings are asking prices, and similar-looking homes differ a lot, so treat the range, not the
          single number, as the answer.
        </p>
      ) : (
        <p className="text-muted">The accuracy figures are being measured.</p>
      )}
    </section>
  );
}
