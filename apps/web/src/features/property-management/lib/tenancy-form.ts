/**
 * The landlord's "Add a tenancy" form: what people type (amounts in naira, the term as text), the
 * POST /api/tenancies body it becomes, and the check of that body with the contract's schemas. A new address is
 * checked with the unit schema (its messages name the field), and the kobo amounts' errors land on the naira fields.
 */
import { type TenancyInput, type TenancyPeriod, tenancyInputSchema, unitInputSchema } from "@ile/contract";
import { bodySchema, topLevelField } from "@/lib/form";
import { nairaToKobo } from "@/lib/money";

export interface TenancyFormValues {
  /** A registered unit's id, or "" for a new address. */
  unit_id: string;
  landlord_email: string;
  address: string;
  unit_label: string;
  city: string;
  state: string;
  tenant_email: string;
  tenant_name: string;
  start_date: string;
  period: TenancyPeriod;
  /** The number of periods in the term, as typed. */
  periods: string;
  /** Naira as typed ("250,000"). */
  rent: string;
  caution: string;
}

/** Today's date in Lagos (UTC+1, no daylight saving), as a date field holds it. */
export const lagosToday = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

export const emptyTenancy = (): TenancyFormValues => ({
  unit_id: "",
  landlord_email: "",
  address: "",
  unit_label: "",
  city: "",
  state: "Lagos",
  tenant_email: "",
  tenant_name: "",
  start_date: lagosToday(),
  period: "year",
  periods: "1",
  rent: "",
  caution: "",
});

/** The body POST /api/tenancies gets for what was typed (a landlord's email only when one was typed). */
export function toTenancyBody(v: TenancyFormValues): TenancyInput {
  return {
    ...(v.unit_id
      ? { unit_id: v.unit_id }
      : { address: v.address, unit_label: v.unit_label || undefined, city: v.city, state: v.state }),
    tenant_email: v.tenant_email,
    landlord_email: v.landlord_email.trim() || undefined,
    tenant_name: v.tenant_name || undefined,
    start_date: v.start_date,
    period: v.period,
    periods: Number(v.periods),
    rent_kobo: nairaToKobo(v.rent) ?? 0,
    caution_deposit_kobo: nairaToKobo(v.caution) ?? 0,
  };
}

/** The form field of an API field: the kobo amounts are typed in naira. */
export const tenancyField = (key: string) =>
  ({ rent_kobo: "rent", caution_deposit_kobo: "caution" })[topLevelField(key)] ?? topLevelField(key);

export const RENT_REQUIRED = "Enter the rent per period";

export const tenancyFormSchema = bodySchema(toTenancyBody, tenancyInputSchema, {
  fieldOf: tenancyField,
  refine(body, errors) {
    if (body.rent_kobo === 0) errors.rent = RENT_REQUIRED;
    if (body.unit_id) return;
    const unit = unitInputSchema.safeParse({
      address: body.address ?? "",
      unit_label: body.unit_label,
      city: body.city ?? "",
      state: body.state ?? "",
    });
    if (!unit.success)
      for (const issue of unit.error.issues) errors[topLevelField(issue.path.join("."))] ??= issue.message;
  },
});
