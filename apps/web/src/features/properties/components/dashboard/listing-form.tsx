/**
 * Create or edit a listing: every field of the listing (SPEC §3 + the Nigerian fields), checked in the browser
 * with the contract's schema and then by the server; field errors sit under their fields and the first one gets
 * focus. Prices and fees are naira in the form (the API stores kobo; fees are sent in kobo, ADR 0214). On the form
 * kit: `listingFormSchema` (lib/listing-form-read.ts) checks the body the form sends; a 422 lands on the fields.
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
import { type InputHTMLAttributes, type ReactNode, useRef, useState } from "react";
import { Field, FormMessage } from "@/components/ui/field";
import { CORRECT_FIELDS, setServerErrors, useSchemaForm } from "@/lib/form";
import { formErrors } from "@/lib/form-errors";
import { ApiError } from "@/lib/http";
import {
  type ListingFormValues,
  listingFormSchema,
  listingFormValues,
  toListingBody,
} from "../../lib/listing-form-read";
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
  const form = useSchemaForm(listingFormSchema, {
    defaultValues: listingFormValues(listing),
    // The first field to correct in the page's order gets focus (below), as the fields are laid out.
    shouldFocusError: false,
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting: busy },
  } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const listingType = watch("listing_type");
  const err = (k: string) => errors[k as keyof ListingFormValues]?.message ?? null;
  const field = (k: keyof ListingFormValues) => register(k);
  const focusFirst = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        await onSubmit(toListingBody(values));
      } catch (error) {
        setServerErrors(form, error);
        const { message } = formErrors(error);
        // A refusal that is not about how a field was filled (409: this unit already has a live rent listing) says
        // why in the server's own words: its field may not be one this form shows (issue 34).
        const refused = error instanceof ApiError && error.status !== 422 ? error.serverMessage : undefined;
        setFormError(message ?? refused ?? CORRECT_FIELDS);
        focusFirst();
      }
    },
    () => {
      setFormError(CORRECT_FIELDS);
      focusFirst();
    },
  );

  const group = (title: string, children: ReactNode) => <FieldGroup title={title}>{children}</FieldGroup>;
  const number = (
    name: keyof ListingFormValues,
    label: string,
    extra: InputHTMLAttributes<HTMLInputElement> = {},
    hint?: string,
  ) => (
    <NumberField key={name} field={field(name)} label={label} error={err(name)} hint={hint} extra={extra} />
  );

  return (
    <form
      ref={formRef}
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
                {...field("title")}
                className="input"
                maxLength={160}
                required
                placeholder="e.g. 3 bedroom flat with BQ"
              />
            )}
          </Field>
          <Field label="For" error={err("listing_type")}>
            {(p) => (
              <select {...p} {...field("listing_type")} className="input">
                <option value="rent">Rent</option>
                <option value="sale">Sale</option>
              </select>
            )}
          </Field>
          {listingType === "rent" ? (
            <Field label="Rent period" error={err("rent_period")}>
              {(p) => (
                <select {...p} {...field("rent_period")} className="input">
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
                {...field("price")}
                className="input"
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                required
              />
            )}
          </Field>
          <Field label="Status" error={err("status")}>
            {(p) => (
              <select {...p} {...field("status")} className="input">
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
              <select {...p} {...field("category")} className="input" required>
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
            {(p) => <input {...p} {...field("property_type")} className="input" maxLength={100} required />}
          </Field>
          <Field label="Use" error={err("use")}>
            {(p) => (
              <select {...p} {...field("use")} className="input">
                <option value="residential">Residential</option>
                <option value="commercial">Commercial</option>
              </select>
            )}
          </Field>
          <TitleFields field={field} err={err} />
          <Field label="Description" error={err("description")} className="sm:col-span-2">
            {(p) => (
              <textarea {...p} {...field("description")} className="input min-h-32 py-2" maxLength={20_000} />
            )}
          </Field>
        </>,
      )}
      {group(
        "Location",
        <>
          <Field label="Street address" error={err("address")} className="sm:col-span-2">
            {(p) => <input {...p} {...field("address")} className="input" maxLength={300} />}
          </Field>
          <Field
            label="Flat or unit (optional)"
            hint="e.g. Flat 3B. Two flats at one address are listed as two units."
            error={err("unit_label")}
            className="sm:col-span-2"
          >
            {(p) => <input {...p} {...field("unit_label")} className="input" maxLength={60} />}
          </Field>
          <Field label="Town or area" error={err("city")}>
            {(p) => <input {...p} {...field("city")} className="input" required />}
          </Field>
          <Field label="State" error={err("state")}>
            {(p) => <StateInput {...p} {...field("state")} />}
          </Field>
          <Field label="Map link (optional)" error={err("map_url")} className="sm:col-span-2">
            {(p) => <input {...p} {...field("map_url")} className="input" type="url" />}
          </Field>
          {number("latitude", "Latitude (optional)", {
            min: -90,
            max: 90,
            step: "any",
            inputMode: "decimal",
          })}
          {number("longitude", "Longitude (optional)", {
            min: -180,
            max: 180,
            step: "any",
            inputMode: "decimal",
          })}
        </>,
      )}
      <RoomsFields field={field} err={err} />
      {group(
        "Fees (optional)",
        LISTING_FEES.map(({ key, label }) =>
          number(key, `${label} (₦)`, { step: "0.01", inputMode: "decimal" }, FEE_HINTS[key]),
        ),
      )}
      {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
      <button type="submit" className="btn-primary self-start" disabled={busy}>
        {busy ? "Saving..." : submitLabel}
      </button>
    </form>
  );
}
