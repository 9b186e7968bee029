/**
 * Market analytics (issue 23, ADR 0710): figures from Ile's own listings for a scope of filters. Money is
 * integer kobo; rents are yearly (a monthly rent × 12; short lets per night are left out).
 */
import { z } from "zod";
import { intString } from "./schemas.ts";

const place = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .min(1, { error: `${name} must not be empty` })
    .max(100, { error: `${name} must be at most 100 characters` })
    .refine((s) => !s.includes("\u0000") && s !== "*", {
      error: `${name} contains a character that is not allowed`,
    });

export const analyticsQuerySchema = z.object({
  kind: z.enum(["rent", "sale"], { error: "kind must be rent or sale" }).default("rent"),
  state: place("state").optional(),
  city: place("city").optional(),
  property_type: place("property_type").optional(),
  bedrooms: intString("bedrooms", 0).max(20, { error: "bedrooms must be at most 20" }).optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** The figures of one group of listings. */
export const marketFigureSchema = z.object({
  name: z.string(),
  listings: z.number().int(),
  generated: z.number().int(),
  median_kobo: z.number().int().nullable(),
  lower_quartile_kobo: z.number().int().nullable(),
  upper_quartile_kobo: z.number().int().nullable(),
  median_per_bedroom_kobo: z.number().int().nullable(),
});
export type MarketFigure = z.infer<typeof marketFigureSchema>;

export const marketReplySchema = z.object({
  status: z.literal("success"),
  data: z.object({
    kind: z.enum(["rent", "sale"]),
    /** The whole scope the filters select. */
    scope: marketFigureSchema,
    /** States (no state chosen) or the chosen state's towns, most listings first (at most 30). */
    by_place: z.array(marketFigureSchema),
    place_level: z.enum(["state", "town"]),
    by_type: z.array(marketFigureSchema),
    by_bedrooms: z.array(marketFigureSchema),
    /** Listings added per month ("2026-11"), oldest first. */
    volume: z.array(z.object({ month: z.string(), listings: z.number().int() })),
    /**
     * Towns searches named most in the last 90 days (of the chosen state, or anywhere), most searches first
     * (at most 15); `state` is the state the search named, or else the one most of the town's listings are in.
     */
    searched_towns: z.array(z.object({ name: z.string(), state: z.string(), searches: z.number().int() })),
    refreshed_at: z.string().nullable(),
  }),
});
export type MarketReply = z.infer<typeof marketReplySchema>;

/** GET /api/analytics/market/monthly (issue 37, ADR 0270): the filters of a scope, without `kind` (both kinds). */
export const analyticsMonthlyQuerySchema = analyticsQuerySchema.omit({ kind: true });

/** One month of a scope: the median asking yearly rent and sale price of the listings added that month. */
export const marketMonthSchema = z.object({
  /** "2026-11". */
  month: z.string(),
  rent_median_kobo: z.number().int().nullable(),
  rent_listings: z.number().int(),
  sale_median_kobo: z.number().int().nullable(),
  sale_listings: z.number().int(),
});
export type MarketMonth = z.infer<typeof marketMonthSchema>;

export const marketMonthlyReplySchema = z.object({
  status: z.literal("success"),
  data: z.object({ months: z.array(marketMonthSchema), refreshed_at: z.string().nullable() }),
});
export type MarketMonthlyReply = z.infer<typeof marketMonthlyReplySchema>;
