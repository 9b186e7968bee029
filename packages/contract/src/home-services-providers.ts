/**
 * The service-provider directory's schemas (issue 20, ADR 0300; `/svc/providers`): the SPEC §3 list
 * (`service_providers[]`), a provider's profile, reviews with the provider's reply, and jobs (request → quote →
 * accept → done, or cancelled) with their events. Prices, budgets and quotes are integer naira on the wire.
 */
import { z } from "zod";
import { homeServicesMessages, JOB_STATES, PROVIDER_CATEGORIES } from "./home-services.ts";
import { line, naira, optionalLine, pageQuery, phone } from "./home-services-fields.ts";
import { paginationSchema } from "./page.ts";
import { intString, updateSchemaOf } from "./schemas.ts";

/** GET /svc/providers/service-providers.php */
export const providerQuerySchema = z.object({
  category: z
    .enum(PROVIDER_CATEGORIES, { error: `category must be one of ${PROVIDER_CATEGORIES.join(", ")}` })
    .optional(),
  state: z.string().trim().max(60).optional(),
  city: z.string().trim().max(80).optional().describe("Town or area served, e.g. Lekki"),
  query: z.string().trim().max(100).optional().describe("Words in the name, trade, speciality or bio"),
  verified: z.enum(["1", "0"]).optional(),
  id: intString("id", 1).optional(),
  ...pageQuery,
});
export type ProviderQuery = z.input<typeof providerQuerySchema>;

/** One provider as the list sends it: SPEC §3 server fields, plus `user_id` and the profile details. */
export const providerWireSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  category: z.string(),
  speciality: z.string(),
  location: z.string(),
  state: z.string(),
  city: z.string(),
  service_areas: z.array(z.string()),
  email: z.string(),
  phone: z.string(),
  phone2: z.string(),
  phone_numbers: z.array(z.string()),
  pricing: z.string(),
  price_min: z.number().int().nullable(),
  price_max: z.number().int().nullable(),
  experience: z.string(),
  experience_years: z.number().int().nullable(),
  bio: z.string(),
  ratings: z.number(),
  rating_count: z.number().int(),
  views: z.number().int(),
  verified: z.enum(["1", "0"]),
  licence_body: z.string().nullable(),
  licence_number: z.string().nullable(),
  availability: z.string(),
  photos: z.array(z.string()),
  /** Only for the provider and admins; null for everyone else. */
  bank_name: z.string().nullable(),
  account_number: z.string().nullable(),
  payment_method: z.string().nullable(),
  registration_date: z.string(),
});
export type ProviderWire = z.infer<typeof providerWireSchema>;

export const providerListReplySchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  service_providers: z.array(providerWireSchema),
  pagination: paginationSchema,
});

export const providerInputSchema = z.object({
  name: line("business or display name", 120),
  category: z.enum(PROVIDER_CATEGORIES, { error: "Choose a trade" }),
  speciality: line("speciality", 160),
  state: line("state", 60),
  city: line("town or area", 80),
  service_areas: z
    .array(z.string().trim().min(1).max(80), { error: "List the areas you serve" })
    .max(30, { error: "At most 30 areas" })
    .default([]),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: "Enter a valid email address" })),
  phone: phone,
  phone2: phone.or(z.literal("")).optional(),
  price_min: naira("The lowest price").nullable().optional(),
  price_max: naira("The highest price").nullable().optional(),
  pricing: optionalLine(160),
  experience_years: z
    .number({ error: "Years of experience must be a whole number" })
    .int({ error: "Years of experience must be a whole number" })
    .min(0, { error: "Years of experience cannot be negative" })
    .max(80, { error: "Years of experience is at most 80" })
    .nullable()
    .optional(),
  bio: z.string().trim().max(3000, { error: "The bio must be at most 3000 characters" }).default(""),
  licence_number: optionalLine(60),
  availability: z.string().trim().max(200).default(""),
  bank_name: optionalLine(80),
  account_number: z
    .string()
    .trim()
    .regex(/^\d{10}$/, { error: "The account number has 10 digits (NUBAN)" })
    .or(z.literal(""))
    .optional(),
  payment_method: optionalLine(80),
});
export type ProviderInput = z.input<typeof providerInputSchema>;

/** GET /svc/providers/areas?state= — the areas a provider in the state can serve (ADR 0303). */
export const serviceAreasQuerySchema = z.object({
  state: z
    .string({ error: homeServicesMessages.unknownState })
    .trim()
    .min(1, { error: homeServicesMessages.unknownState })
    .max(60, { error: homeServicesMessages.unknownState }),
});
/** The state as the geo data names it, its LGAs and its well-known towns that are not LGA names, A–Z. */
export const serviceAreasSchema = z.object({
  state: z.string(),
  lgas: z.array(z.string()),
  towns: z.array(z.string()),
});
export type ServiceAreas = z.infer<typeof serviceAreasSchema>;
export const serviceAreasReplySchema = z.object({ status: z.literal("success"), data: serviceAreasSchema });
export const providerUpdateSchema = updateSchemaOf(providerInputSchema);

export const providerReplySchema = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  data: providerWireSchema,
});

export const providerReviewWireSchema = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  job_id: z.number().int(),
  author_name: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
});
export type ProviderReviewWire = z.infer<typeof providerReviewWireSchema>;

export const providerReviewListReplySchema = z.object({
  status: z.literal("success"),
  data: z.array(providerReviewWireSchema),
  average_rating: z.number(),
  pagination: paginationSchema,
});

export const providerReviewInputSchema = z.object({
  job_id: z.number({ error: "Choose the job you are reviewing" }).int().min(1),
  rating: z
    .number({ error: "Give a rating from 1 to 5" })
    .int({ error: "Give a rating from 1 to 5" })
    .min(1, { error: "Give a rating from 1 to 5" })
    .max(5, { error: "Give a rating from 1 to 5" }),
  comment: z.string().trim().max(2000, { error: "The review must be at most 2000 characters" }).default(""),
});
export const providerReviewReplySchema = z.object({ reply: line("reply", 2000) });

export const jobInputSchema = z.object({
  provider_id: z.number({ error: "Choose a provider" }).int().min(1),
  title: line("job title", 120),
  details: line("description of the job", 3000),
  address: line("address", 300),
  state: line("state", 60),
  city: line("town or area", 80),
  wanted_on: z.iso.date({ error: "Enter a date as YYYY-MM-DD" }).optional(),
  budget: naira("The budget").nullable().optional(),
});
export type JobInput = z.input<typeof jobInputSchema>;

export const quoteInputSchema = z.object({
  amount: naira("The quote", 1),
  note: z.string().trim().max(2000).default(""),
});
export const jobNoteInputSchema = z.object({ note: z.string().trim().max(2000).default("") });

export const jobEventSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  author: z.enum(["customer", "provider"]),
  body: z.string(),
  created_at: z.string(),
});
export const jobWireSchema = z.object({
  id: z.number().int(),
  provider: z.object({
    id: z.number().int(),
    name: z.string(),
    category: z.string(),
    user_id: z.number().int(),
  }),
  customer: z.object({ id: z.number().int(), name: z.string() }),
  title: z.string(),
  details: z.string(),
  address: z.string(),
  state: z.string(),
  city: z.string(),
  wanted_on: z.string().nullable(),
  budget: z.number().int().nullable(),
  status: z.enum(JOB_STATES),
  quote: z.number().int().nullable(),
  quote_note: z.string().nullable(),
  photos: z.array(z.string()),
  /** Which side the caller is on. */
  role: z.enum(["customer", "provider", "admin"]),
  reviewed: z.boolean(),
  events: z.array(jobEventSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JobWire = z.infer<typeof jobWireSchema>;
export const jobReplySchema = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  data: jobWireSchema,
});
export const jobListReplySchema = z.object({
  status: z.literal("success"),
  data: z.array(jobWireSchema),
  pagination: paginationSchema,
});
export const jobListQuerySchema = z.object({
  as: z.enum(["customer", "provider"], { error: "as must be customer or provider" }).optional(),
  ...pageQuery,
});
