/**
 * The scope of the analytics dashboard: rent or sale, state, town, type and bedrooms, kept in the URL by the
 * route's `useFilterForm(MARKET_KEYS)` (the form edits its draft; "Show figures" puts it in the URL). Choosing
 * another state empties the town.
 */
import type { ChangeEvent } from "react";
import { Field } from "@/components/ui/field";
import type { useFilterForm } from "@/lib/filter-form";
import { NIGERIAN_STATES } from "@/lib/nigeria";

export const MARKET_KEYS = ["kind", "state", "city", "property_type", "bedrooms"] as const;
type MarketForm = ReturnType<typeof useFilterForm<(typeof MARKET_KEYS)[number]>>;

export function MarketFiltersForm({
  form,
  towns,
  types,
}: {
  form: MarketForm;
  towns: string[];
  types: string[];
}) {
  const { draft, setDraft, submit, field } = form;
  const chooseState = (e: ChangeEvent<HTMLSelectElement>) =>
    setDraft((d) => ({ ...d, state: e.target.value, city: "" }));
  return (
    <form
      onSubmit={submit}
      className="card grid gap-3 p-4 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
      aria-label="Market filters"
    >
      <fieldset className="flex gap-2 lg:col-span-1">
        <legend className="label">Market</legend>
        {(["rent", "sale"] as const).map((k) => (
          <label key={k} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="kind"
              value={k}
              checked={(draft.kind || "rent") === k}
              onChange={field("kind").onChange}
            />
            {k === "rent" ? "Rent" : "Sale"}
          </label>
        ))}
      </fieldset>
      <Field label="State">
        {(p) => (
          <select {...p} className="input" value={draft.state} onChange={chooseState}>
            <option value="">All states</option>
            {NIGERIAN_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Town" hint={draft.state ? undefined : "Choose a state first"}>
        {(p) => (
          <>
            <input
              {...p}
              className="input"
              list="analytics-towns"
              {...field("city")}
              disabled={!draft.state}
            />
            <datalist id="analytics-towns">
              {towns.map((t) => (
                <option key={t} value={t} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <Field label="Type">
        {(p) => (
          <>
            <input {...p} className="input" list="analytics-types" {...field("property_type")} />
            <datalist id="analytics-types">
              {types.map((t) => (
                <option key={t} value={t} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <Field label="Bedrooms">
        {(p) => (
          <select {...p} className="input" {...field("bedrooms")}>
            <option value="">Any</option>
            {[0, 1, 2, 3, 4, 5, 6].map((n) => (
              <option key={n} value={n}>
                {n === 0 ? "Studio / none" : n}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className="btn-primary">
        Show figures
      </button>
    </form>
  );
}
