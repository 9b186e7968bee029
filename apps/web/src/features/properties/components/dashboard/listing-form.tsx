/**
 * Create or edit a listing: every field of the listing (SPEC §3 + the Nigerian fields), checked in the browser
 * with the contract's schema and then by the server; field errors sit under their fields and the first one gets
 * focus. Prices and fees are naira in the form (the API stores kobo; fees are sent in kobo, ADR 0214).
 */
import {
  CATEGORY_LABELS,
  LISTING_FEES,
  PROPERTY_CATEGORIES,
  PROPERTY_STATUS_LABELS,
  PROPERTY_STATUSES,
  type Property,
  type PropertyInput,
  RENT_PERIODS,
} from "@ile/contract";
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useState } from "react";
import { Field, FormMessage } from "@/components/ui/field";
import { CORRECT_FIELDS, formErrors } from "@/lib/form-errors";
import { ApiError } from "@/lib/http";
import { type FieldErrors, readListingForm } from "../../lib/listing-form-read";
import { StateInput } from "../state-input";
import { FieldGroup, NumberField } from "./form-parts";
import { RoomsFields } from "./rooms-fields";
import { TitleFields } from "./title-fields";

const FEE_HINTS: Record<(typeof LISTING_FEES)[number]["key"], string> = {
  agency_fee_kobo: "Usually at most 10% of a year's rent (custom, not law)",
  legal_fee_kobo: "Usually at most 10% of a year's rent (custom, not law)",
  caution_deposit_kobo: "Refundable",
  service_charge_kobo: "Estate or building charges for a year",
};

const PERIOD_LABELS = { year: "Per year", month: "Per month", night: "Per night (short let)" } as const;

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
      setFormError(CORRECT_FIELDS);
      focusFirst();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(read.input);
    } catch (error) {
      const { fields, message } = formErrors(error);
      setErrors(fields);
      // A refusal that is not about how a field was filled (409: this unit already has a live rent listing) says
      // why in the server's own words: its field may not be one this form shows (issue 34).
      const refused = error instanceof ApiError && error.status !== 422 ? error.serverMessage : undefined;
      setFormError(message ?? refused ?? CORRECT_FIELDS);
      focusFirst();
    } finally {
      setBusy(false);
    }
  }

  const group = (title: string, children: ReactNode) => <FieldGroup title={title}>{children}</FieldGroup>;
  const number = (
    name: string,
    label: string,
    value: number | null | undefined,
    extra: InputHTMLAttributes<HTMLInputElement> = {},
    hint?: string,
  ) => (
    <NumberField
      key={name}
      name={name}
      label={label}
      value={value}
      error={err(name)}
      hint={hint}
      extra={extra}
    />
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
              <select {...p} name="status" className="input" defaultValue={l?.status ?? "available"}>
                {PROPERTY_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {PROPERTY_STATUS_LABELS[s]}
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
      <RoomsFields listing={l} err={err} />
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
