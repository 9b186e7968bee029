/**
 * Valuation (issue 8, ADR 0500–0502): GET /api/valuation/options and GET /api/valuation, as the valuation
 * service answers them. Estimates are whole naira rounded to 3 significant figures, the same in integer kobo.
 */
import { z } from "zod";

export const VALUATION_PURPOSES = ["sale", "rent"] as const;
export type ValuationPurpose = (typeof VALUATION_PURPOSES)[number];

/** What GET /api/valuation answers to bad input (422 field messages). */
export const valuationMessages = {
  purpose: "Choose the purpose: sale or rent.",
  state: "Choose a state.",
  propertyType: "Choose a property type.",
  flag: "Use 1 or 0.",
  wholeNumber: (label: string, max: number) => `${label} must be a whole number from 0 to ${max}.`,
  unknownState: (state: string) => `"${state}" is not a Nigerian state.`,
} as const;

const figures = { medianApe: z.number(), within20: z.number(), coverage: z.number() };

/** The published accuracy of a purpose's model (cross-validated). */
export const accuracySchema = z.object({
  ...figures,
  /** Which model the figures are of (the accuracy file repeats it). */
  purpose: z.enum(VALUATION_PURPOSES).optional(),
  baselineMedianApe: z.number(),
  rows: z.number().int(),
  folds: z.number().int(),
  /** Rent: the figures with the neighbourhood typed as the listing wrote it (through the API's matcher). */
  typed: z.object(figures).optional(),
});
export type Accuracy = z.infer<typeof accuracySchema>;

export const purposeOptionsSchema = z.object({
  purpose: z.enum(VALUATION_PURPOSES),
  period: z.literal("year").nullable(),
  property_types: z.array(z.string()),
  /** neighbourhoods: known neighbourhoods per town, best-known first (suggestions). */
  states: z.array(
    z.object({
      state: z.string(),
      towns: z.array(z.string()),
      neighbourhoods: z.record(z.string(), z.array(z.string())).optional(),
    }),
  ),
  accuracy: accuracySchema.nullable(),
  trained_rows: z.number().int(),
});
export type PurposeOptions = z.infer<typeof purposeOptionsSchema>;

/** GET /api/valuation/options. */
export const valuationOptionsReplySchema = z.object({
  status: z.literal("success"),
  data: z.object({
    purposes: z.array(purposeOptionsSchema),
    all_states: z.array(z.string()),
    model: z.object({ version: z.string() }),
  }),
});
export type ValuationOptionsReply = z.infer<typeof valuationOptionsReplySchema>;
export type ValuationOptions = ValuationOptionsReply["data"];

export const comparableSchema = z.object({
  id: z.string(),
  source: z.enum(["ile", "sale_file", "rent_file"]),
  title: z.string(),
  /** How many listings a rent comparable's median stands for; null for one listing. */
  listings: z.number().int().nullable(),
  town: z.string(),
  area: z.string().nullable(),
  type: z.string(),
  bedrooms: z.number().int().nullable(),
  /** Naira. */
  price: z.number(),
  link: z.string().nullable(),
});
export type Comparable = z.infer<typeof comparableSchema>;

export const valuationSchema = z.object({
  /** Whole naira, rounded to rounded_to_significant_figures; the same in integer kobo beside them. */
  estimate: z.number(),
  low: z.number(),
  high: z.number(),
  estimate_kobo: z.number().int(),
  low_kobo: z.number().int(),
  high_kobo: z.number().int(),
  rounded_to_significant_figures: z.number().int(),
  /** The neighbourhood the typed text was matched to, and how; null (or absent): used as typed. */
  area_match: z
    .object({ typed: z.string(), used: z.string(), how: z.enum(["exact", "spelling", "partial"]) })
    .nullish(),
  currency: z.literal("NGN"),
  period: z.literal("year").nullable(),
  basis: z.enum(["area", "town", "lga", "state"]),
  basis_place: z.string(),
  basis_listings: z.number().int(),
  comparables: z.array(comparableSchema),
  model: z.object({ version: z.string(), trained_rows: z.number().int() }),
  accuracy: accuracySchema.nullable(),
});
export type Valuation = z.infer<typeof valuationSchema>;

/** GET /api/valuation. */
export const valuationReplySchema = z.object({ status: z.literal("success"), data: valuationSchema });
export type ValuationReply = z.infer<typeof valuationReplySchema>;
