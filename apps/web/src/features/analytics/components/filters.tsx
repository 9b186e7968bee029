/** The scope of the analytics dashboard: rent or sale, state, town, type and bedrooms (kept in the URL). */
import { type FormEvent, useState } from "react";
import { Field } from "@/components/ui/field";
import { NIGERIAN_STATES } from "@/lib/nigeria";
import type { MarketFilters } from "../api/market";

export function MarketFiltersForm({
  value,
  towns,
  types,
  onApply,
}: {
  value: MarketFilters;
  towns: string[];
  types: string[];
  onApply: (f: MarketFilters) => void;
}) {
  const [draft, setDraft] = useState<MarketFilters>(value);
  const set = (key: keyof MarketFilters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value, ...(key === "state" ? { city: "" } : {}) }));
  function apply(e: FormEvent) {
    e.preventDefault();
    onApply(draft);
  }
  return (
    <form
      onSubmit={apply}
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
              checked={(draft.kind ?? "rent") === k}
              onChange={set("kind")}
            />
            {k === "rent" ? "Rent" : "Sale"}
          </label>
        ))}
      </fieldset>
      <Field label="State">
        {(p) => (
          <select {...p} className="input" value={draft.state ?? ""} onChange={set("state")}>
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
              value={draft.city ?? ""}
              disabled={!draft.state}
              onChange={set("city")}
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
            <input
              {...p}
              className="input"
              list="analytics-types"
              value={draft.property_type ?? ""}
              onChange={set("property_type")}
            />
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
          <select {...p} className="input" value={draft.bedrooms ?? ""} onChange={set("bedrooms")}>
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
