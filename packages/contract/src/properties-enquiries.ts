/**
 * What people do about listings (issue 4; ADR 0201–0214): save them (favourites), send an enquiry to the owner,
 * and ask for a property that is not listed (property requests, matched to agents', landlords' and developers'
 * listings). Budgets are naira, like listing prices.
 */
import { z } from "zod";
import { pagedReplySchema } from "./page.ts";
import { LISTING_TYPES, MAX_PRICE_NAIRA, PROPERTY_CATEGORIES } from "./properties-constants.ts";
import { count, id } from "./properties-fields.ts";

// ---------------------------------------------------------------------------------------------------------
// Favourites: PUT /api/properties/{slug}/favourite (save), DELETE (unsave), GET /api/favourites (mine)

export const favouriteReplySchema = z.object({
  status: z.literal("success"),
  data: z.object({ slug: z.string(), is_favourite: z.boolean() }),
});

// ---------------------------------------------------------------------------------------------------------
// Enquiries: POST /api/properties/{slug}/enquiries (anyone; signed-in optional), GET /api/enquiries (received)

export const enquiryInputSchema = z.object({
  name: z.string().trim().min(2, { error: "Name is required" }).max(120),
  email: z.email({ error: "Enter a valid email address" }),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, { error: "Enter a valid phone number" })
    .optional()
    .or(z.literal("")),
  message: z.string().trim().min(10, { error: "Message must be at least 10 characters" }).max(5000),
});
export type EnquiryInput = z.input<typeof enquiryInputSchema>;

export const enquirySchema = z.object({
  id,
  property: z.object({ id, slug: z.string(), title: z.string() }),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  created_at: z.string(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const enquiryListReplySchema = pagedReplySchema(enquirySchema);
export type EnquiryListReply = z.infer<typeof enquiryListReplySchema>;

// ---------------------------------------------------------------------------------------------------------
// Property requests: POST /api/property-requests (signed in), GET /api/property-requests/mine,
// GET /api/property-requests/matching (agents, landlords, developers, admins: requests matching their listings)

export const propertyRequestInputSchema = z.object({
  listing_type: z.enum(LISTING_TYPES, { error: "listing_type must be rent or sale" }),
  category: z.enum(PROPERTY_CATEGORIES, { error: "Unknown category" }).nullable().optional(),
  property_type: z.string().trim().max(100).nullable().optional(),
  state: z.string().trim().min(2, { error: "State is required" }).max(100),
  city: z.string().trim().max(100).nullable().optional(),
  /** Naira. */
  min_budget: z
    .number()
    .min(0, { error: "Budget cannot be negative" })
    .max(MAX_PRICE_NAIRA)
    .nullable()
    .optional(),
  max_budget: z
    .number({ error: "Budget must be a number of naira" })
    .positive({ error: "Budget must be more than zero" })
    .max(MAX_PRICE_NAIRA),
  bedrooms: count("Bedrooms").nullable().optional(),
  move_in_date: z.iso.date({ error: "Move-in date must be a date (YYYY-MM-DD)" }).nullable().optional(),
  note: z.string().trim().max(2000).default(""),
});
export type PropertyRequestInput = z.input<typeof propertyRequestInputSchema>;

export const propertyRequestSchema = z.object({
  id,
  listing_type: z.enum(LISTING_TYPES),
  category: z.string().nullable(),
  property_type: z.string().nullable(),
  state: z.string(),
  city: z.string().nullable(),
  min_budget: z.number().nullable(),
  max_budget: z.number(),
  bedrooms: z.number().int().nullable(),
  move_in_date: z.string().nullable(),
  note: z.string(),
  requester: z.object({ id, name: z.string() }),
  created_at: z.string(),
});
export type PropertyRequest = z.infer<typeof propertyRequestSchema>;

export const propertyRequestListReplySchema = pagedReplySchema(propertyRequestSchema);
export type PropertyRequestListReply = z.infer<typeof propertyRequestListReplySchema>;
/** POST /api/property-requests → 201. */
export const propertyRequestReplySchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  data: propertyRequestSchema,
});
export type PropertyRequestReply = z.infer<typeof propertyRequestReplySchema>;
