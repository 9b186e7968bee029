/**
 * Create or edit a listing: every field of the listing (SPEC §3 + the Nigerian fields), checked in the browser
 * with the contract's schema and then by the server; field errors sit under their fields and the first one gets
 * focus. Prices and fees are naira in the form (the API stores kobo; fees are sent in kobo, ADR 0214).
 */
import {
  CATEGORY_LABELS,
  LISTING_FEES,
  PROPERTY_CATEGORIES,
  PROPERTY_STATUSES,
  type Property,
  type PropertyInput,
  propertyInputSchema,
  RENT_PERIODS,
  TENANCY_LAW,
} from "@ile/contract";
import { type FormEvent, type ReactNode, useState } from "react";
import { Field, FormMessage } from "@/components/ui/field";
import {
  apiFieldErrors,
  type FieldErrors,
  numberOrUndefined,
  textOrNull,
  zodFieldErrors,
} from "../../lib/form-errors";
import { StateInput } from "../state-input";
import { TitleFields } from "./title-fields";

/** A fee typed in naira as kobo for the API; empty is null (not stated). */
const feeKobo = (v: FormDataEntryValue | null) => {
  const naira = numberOrUndefined(v);
  return naira === undefined ? null : Math.round(naira * 100);
};
const FEE_HINTS: Record<(typeof LISTING_FEES)[number]["key"], string> = {
  agency_fee_kobo: `At most 10% of a year's rent under the ${TENANCY_LAW}`,
  legal_fee_kobo: `At most 10% of a year's rent under the ${TENANCY_LAW}`,
  caution_deposit_kobo: "Refundable",
  service_charge_kobo: "Estate or building charges for a year",
};

const PERIOD_LABELS = { year: "Per year", month: "Per month", night: "Per night (short let)" } as const;

/** The request body from the form, or the field errors to show. */
export function readListingForm(form: FormData): { input: PropertyInput } | { errors: FieldErrors } {
  const listingType = String(form.get("listing_type") ?? "") as PropertyInput["listing_type"];
  const count = (k: string) => numberOrUndefined(form.get(k)) ?? 0;
  const input: PropertyInput = {
    title: String(form.get("title") ?? "").trim(),
    description: String(form.get("description") ?? "").trim(),
    price: numberOrUndefined(form.get("price")) as number,
    listing_type: listingType,
    rent_period:
      listingType === "rent"
        ? ((textOrNull(form.get("rent_period")) ?? "year") as PropertyInput["rent_period"])
        : null,
    status: String(form.get("status") ?? "available") as PropertyInput["status"],
    use: String(form.get("use") ?? "residential") as PropertyInput["use"],
    category: String(form.get("category") ?? "") as PropertyInput["category"],
    property_type: String(form.get("property_type") ?? "").trim(),
    address: String(form.get("address") ?? "").trim(),
    city: String(form.get("city") ?? "").trim(),
    state: String(form.get("state") ?? "").trim(),
    map_url: textOrNull(form.get("map_url")),
    latitude: numberOrUndefined(form.get("latitude")) ?? null,
    longitude: numberOrUndefined(form.get("longitude")) ?? null,
    bedrooms: count("bedrooms"),
    bathrooms: count("bathrooms"),
    toilets: count("toilets"),
    parking_spaces: count("parking_spaces"),
    area: numberOrUndefined(form.get("area")) ?? null,
    furnished: form.get("furnished") === "on",
    serviced: form.get("serviced") === "on",
    title_document: (textOrNull(form.get("title_document")) as PropertyInput["title_document"]) ?? null,
    title_number: textOrNull(form.get("title_number")),
    amenities: String(form.get("amenities") ?? "")
      .split(/[,\n]/)
      .map((a) => a.trim())
      .filter(Boolean),
    ...Object.fromEntries(LISTING_FEES.map(({ key }) => [key, feeKobo(form.get(key))])),
  };
  const errors: FieldErrors = {};
  if (input.price === undefined) errors.price = "Price is required";
  if (!input.category) errors.category = "Choose a category";
  const parsed = propertyInputSchema.safeParse(input);
  if (!parsed.success) Object.assign(errors, { ...zodFieldErrors(parsed.error), ...errors });
  if ((input.latitude === null) !== (input.longitude === null) && !errors.latitude)
    errors.latitude = "Give both latitude and longitude, or neither";
  return Object.keys(errors).length ? { errors } : { input };
}

export function ListingForm({
  listing,
  submitLabel,
  onSubmit,
}: {
  listing?: Property;
  submitLabel: string;
  /** Sends the listing; throws the API error to show. */
  onSubmit: (input: PropertyInput) => Promise<unknown>;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [listingType, setListingType] = useState(listing?.listing_type ?? "rent");
  const err = (k: string) => errors[k] ?? null;
  const l = listing;

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formEl = e.currentTarget;
    setFormError(null);
    const read = readListingForm(new FormData(formEl));
    const focusFirst = () =>
      requestAnimationFrame(() => formEl.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
    if ("errors" in read) {
      setErrors(read.errors);
      setFormError("Please correct the highlighted fields.");
      focusFirst();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(read.input);
    } catch (error) {
      const { fields, message } = apiFieldErrors(error);
      setErrors(fields);
      setFormError(message);
      focusFirst();
    } finally {
      setBusy(false);
    }
  }

  const group = (title: string, children: ReactNode) => (
    <fieldset className="grid gap-4 border-t border-line pt-4 sm:grid-cols-2">
      <legend className="pr-2 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
  const number = (
    name: string,
    label: string,
    value: number | null | undefined,
    extra = {},
    hint?: string,
  ) => (
    <Field key={name} label={label} error={err(name)} hint={hint}>
      {(p) => (
        <input
          {...p}
          name={name}
          className="input"
          type="number"
          inputMode="numeric"
          min={0}
          defaultValue={value ?? ""}
          {...extra}
        />
      )}
    </Field>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="card flex flex-col gap-4 p-4 sm:p-5"
      aria-label="Listing details"
    >
      {group(
        "About the listing",
        <>
          <Field label="Title" error={err("title")} className="sm:col-span-2">
            {(p) => (
              <input
                {...p}
                name="title"
                className="input"
                defaultValue={l?.title}
                maxLength={160}
                required
                placeholder="e.g. 3 bedroom flat with BQ"
              />
            )}
          </Field>
          <Field label="For" error={err("listing_type")}>
            {(p) => (
              <select
                {...p}
                name="listing_type"
                className="input"
                value={listingType}
                onChange={(e) => setListingType(e.target.value as "rent" | "sale")}
              >
                <option value="rent">Rent</option>
                <option value="sale">Sale</option>
              </select>
            )}
          </Field>
          {listingType === "rent" ? (
            <Field label="Rent period" error={err("rent_period")}>
              {(p) => (
                <select {...p} name="rent_period" className="input" defaultValue={l?.rent_period ?? "year"}>
                  {RENT_PERIODS.map((r) => (
                    <option key={r} value={r}>
                      {PERIOD_LABELS[r]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : (
            <div className="hidden sm:block" />
          )}
          <Field
            label="Price (₦)"
            error={err("price")}
            hint={listingType === "rent" ? "Per rent period" : "Asking price"}
          >
            {(p) => (
              <input
                {...p}
                name="price"
                className="input"
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                defaultValue={l?.price ?? ""}
                required
              />
            )}
          </Field>
          <Field label="Status" error={err("status")}>
            {(p) => (
              <select
                {...p}
                name="status"
                className="input capitalize"
                defaultValue={l?.status ?? "available"}
              >
                {PROPERTY_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Category" error={err("category")}>
            {(p) => (
              <select {...p} name="category" className="input" defaultValue={l?.category ?? ""} required>
                <option value="" disabled>
                  Select a category
                </option>
                {PROPERTY_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {CATEGORY_LABELS[c]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label="Property type"
            error={err("property_type")}
            hint="e.g. Detached duplex, Flat / apartment"
          >
            {(p) => (
              <input
                {...p}
                name="property_type"
                className="input"
                defaultValue={l?.property_type}
                maxLength={100}
                required
              />
            )}
          </Field>
          <Field label="Use" error={err("use")}>
            {(p) => (
              <select {...p} name="use" className="input" defaultValue={l?.use ?? "residential"}>
                <option value="residential">Residential</option>
                <option value="commercial">Commercial</option>
              </select>
            )}
          </Field>
          <TitleFields listing={l} err={err} />
          <Field label="Description" error={err("description")} className="sm:col-span-2">
            {(p) => (
              <textarea
                {...p}
                name="description"
                className="input min-h-32 py-2"
                defaultValue={l?.description}
                maxLength={20_000}
              />
            )}
          </Field>
        </>,
      )}
      {group(
        "Location",
        <>
          <Field label="Street address" error={err("address")} className="sm:col-span-2">
            {(p) => (
              <input
                {...p}
                name="address"
                className="input"
                defaultValue={l?.address.address}
                maxLength={300}
              />
            )}
          </Field>
          <Field label="Town or area" error={err("city")}>
            {(p) => <input {...p} name="city" className="input" defaultValue={l?.address.city} required />}
          </Field>
          <Field label="State" error={err("state")}>
            {(p) => <StateInput {...p} defaultValue={l?.address.state} />}
          </Field>
          <Field label="Map link (optional)" error={err("map_url")} className="sm:col-span-2">
            {(p) => (
              <input
                {...p}
                name="map_url"
                className="input"
                type="url"
                defaultValue={l?.address.map_url ?? ""}
              />
            )}
          </Field>
          {number("latitude", "Latitude (optional)", l?.latitude, {
            min: -90,
            max: 90,
            step: "any",
            inputMode: "decimal",
          })}
          {number("longitude", "Longitude (optional)", l?.longitude, {
            min: -180,
            max: 180,
            step: "any",
            inputMode: "decimal",
          })}
        </>,
      )}
      {group(
        "Rooms and features",
        <>
          {number("bedrooms", "Bedrooms", l?.bedrooms ?? 0)}
          {number("bathrooms", "Bathrooms", l?.bathrooms ?? 0)}
          {number("toilets", "Toilets", l?.toilets ?? 0)}
          {number("parking_spaces", "Parking spaces", l?.parking_spaces ?? 0)}
          {number("area", "Area in m² (optional)", l?.area, { min: 1 })}
          <div className="flex flex-col justify-end gap-2">
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="furnished"
                defaultChecked={l?.furnished}
                className="size-5 accent-brand-700"
              />
              Furnished
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="serviced"
                defaultChecked={l?.serviced}
                className="size-5 accent-brand-700"
              />
              Serviced
            </label>
          </div>
          <Field
            label="Amenities (optional)"
            error={err("amenities")}
            hint="Separate with commas, e.g. Borehole, Prepaid meter, 24h security"
            className="sm:col-span-2"
          >
            {(p) => (
              <textarea
                {...p}
                name="amenities"
                className="input min-h-20 py-2"
                defaultValue={l?.amenities.join(", ")}
              />
            )}
          </Field>
        </>,
      )}
      {group(
        "Fees (optional)",
        LISTING_FEES.map(({ key, label }) =>
          number(
            key,
            `${label} (₦)`,
            l && l[key] !== null ? l[key] / 100 : null,
            { step: "0.01", inputMode: "decimal" },
            FEE_HINTS[key],
          ),
        ),
      )}
      {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
      <button type="submit" className="btn-primary self-start" disabled={busy}>
        {busy ? "Saving..." : submitLabel}
      </button>
    </form>
  );
}
