/**
 * The property request form (/request-form): what people type, the POST /api/property-requests body it becomes
 * (budgets typed in naira, sent in naira as the API asks), and the check of that body with the contract's schema.
 */
import { type PropertyRequestInput, propertyRequestInputSchema } from "@ile/contract";
import { bodySchema } from "@/lib/form";
import { parseNaira } from "@/lib/money";

export interface RequestFormValues {
  listing_type: "rent" | "sale";
  category: string;
  property_type: string;
  state: string;
  city: string;
  /** Naira as typed ("2,500,000"). */
  min_budget: string;
  max_budget: string;
  bedrooms: string;
  move_in_date: string;
  note: string;
}

export const emptyRequest: RequestFormValues = {
  listing_type: "rent",
  category: "",
  property_type: "",
  state: "",
  city: "",
  min_budget: "",
  max_budget: "",
  bedrooms: "",
  move_in_date: "",
  note: "",
};

/** "" → null; otherwise the trimmed text. */
const textOrNull = (v: string | undefined) => v?.trim() || null;

/** "" → null; otherwise a number (NaN stays NaN so the schema reports it). */
const countOrNull = (v: string | undefined) => {
  const s = (v ?? "").trim();
  return s === "" ? null : Number(s.replace(/,/g, ""));
};

/** The body POST /api/property-requests gets for what was typed. */
export function toRequestBody(v: RequestFormValues): PropertyRequestInput {
  return {
    listing_type: v.listing_type,
    category: textOrNull(v.category) as PropertyRequestInput["category"],
    property_type: textOrNull(v.property_type),
    state: (v.state ?? "").trim(),
    city: textOrNull(v.city),
    min_budget: parseNaira(v.min_budget),
    max_budget: parseNaira(v.max_budget) ?? (undefined as unknown as number),
    bedrooms: countOrNull(v.bedrooms),
    move_in_date: textOrNull(v.move_in_date),
    note: (v.note ?? "").trim(),
  };
}

export const requestFormSchema = bodySchema(toRequestBody, propertyRequestInputSchema, {
  refine(body, errors) {
    if (body.max_budget === undefined) errors.max_budget = "Maximum budget is required";
    const { min_budget: min, max_budget: max } = body;
    if (min != null && max !== undefined && !errors.min_budget && min > max)
      errors.min_budget = "Minimum budget must not be more than the maximum";
  },
});
