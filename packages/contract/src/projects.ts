/**
 * Developer projects (issue 4, "New projects"; ADR 0250): a development by a developer, with its location,
 * build status, unit types with prices, payment plan, completion date and brochure images.
 *
 * Money is integer kobo on the wire (`price_kobo`, `min_price_kobo`, ...); the web formats it with formatKobo.
 */
import { z } from "zod";
import { imageSchema, pagedReplySchema } from "./page.ts";
import {
  MAX_PROJECT_PRICE_KOBO,
  MAX_UNIT_TYPES,
  PROJECT_DEFAULTS,
  PROJECT_SORTS,
  PROJECT_STATUSES,
} from "./projects-constants.ts";
import { intString, updateSchemaOf } from "./schemas.ts";

const id = z.number().int();
const koboString = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number of kobo` })
    .int({ error: `${name} must be a whole number of kobo` })
    .min(0, { error: `${name} cannot be negative` })
    .max(MAX_PROJECT_PRICE_KOBO, { error: `${name} is too large` });

// GET /api/projects (and /api/projects/mine)
export const projectQuerySchema = z.object({
  q: z.string().trim().max(100).optional().describe("Words in the name or description"),
  state: z.string().trim().max(100).optional().describe("State, any case, e.g. Lagos"),
  city: z.string().trim().max(100).optional().describe("Town or area, any case, e.g. Lekki"),
  status: z
    .enum(PROJECT_STATUSES, { error: "status must be off_plan, under_construction or completed" })
    .optional(),
  developer_id: intString("developer_id", 1).optional(),
  min_price_kobo: koboString("min_price_kobo").optional().describe("Some unit type costs at least this"),
  max_price_kobo: koboString("max_price_kobo").optional().describe("Some unit type costs at most this"),
  sort: z
    .enum(PROJECT_SORTS, { error: "sort must be newest, price_asc, price_desc or completion" })
    .optional(),
  page: intString("page", 1).optional(),
  limit: intString("limit", 1).max(PROJECT_DEFAULTS.maxLimit, { error: "limit is at most 100" }).optional(),
});
export type ProjectQuery = z.input<typeof projectQuerySchema>;

export const unitTypeSchema = z.object({
  id,
  name: z.string(),
  bedrooms: z.number().int().nullable(),
  price_kobo: z.number().int(),
  units_available: z.number().int().nullable(),
});
export type UnitType = z.infer<typeof unitTypeSchema>;

export const projectSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  status: z.enum(PROJECT_STATUSES),
  location: z.object({ state: z.string(), city: z.string(), address: z.string() }),
  unit_types: z.array(unitTypeSchema),
  /** Cheapest and dearest unit type (null when there are none). */
  min_price_kobo: z.number().int().nullable(),
  max_price_kobo: z.number().int().nullable(),
  payment_plan: z.string(),
  completion_date: z.string().nullable().describe("YYYY-MM-DD"),
  images: z.array(imageSchema),
  cover: z.string().nullable(),
  developer: z.object({
    id,
    name: z.string(),
    company_name: z.string().nullable(),
    slug: z.string().nullable(),
    profile_picture: z.string().nullable(),
    verified: z.boolean(),
  }),
  /** True for seeded demonstration projects (built from seeded listings, not a real development). */
  demo: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectListReplySchema = pagedReplySchema(projectSchema);
export type ProjectListReply = z.infer<typeof projectListReplySchema>;

export const projectReplySchema = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  data: projectSchema,
});
export type ProjectReply = z.infer<typeof projectReplySchema>;

// POST /api/projects, PUT /api/projects/{id} (JSON; images go to POST /api/projects/{id}/images)
export const unitTypeInputSchema = z.object({
  name: z.string().trim().min(2, { error: "Give each unit type a name" }).max(120),
  bedrooms: z
    .number({ error: "Bedrooms must be a number" })
    .int({ error: "Bedrooms must be a whole number" })
    .min(0, { error: "Bedrooms cannot be negative" })
    .max(100)
    .nullable()
    .optional(),
  price_kobo: z
    .number({ error: "Price must be a whole number of kobo" })
    .int({ error: "Price must be a whole number of kobo" })
    .positive({ error: "Price must be more than zero" })
    .max(MAX_PROJECT_PRICE_KOBO, { error: "Price is too large" }),
  units_available: z
    .number()
    .int({ error: "Units available must be a whole number" })
    .min(0, { error: "Units available cannot be negative" })
    .max(100_000)
    .nullable()
    .optional(),
});
export type UnitTypeInput = z.input<typeof unitTypeInputSchema>;

export const projectInputSchema = z.object({
  name: z.string().trim().min(3, { error: "Name must be at least 3 characters" }).max(160),
  description: z.string().trim().max(20_000).default(""),
  status: z.enum(PROJECT_STATUSES, { error: "status must be off_plan, under_construction or completed" }),
  state: z.string().trim().min(2, { error: "State is required" }).max(100),
  city: z.string().trim().min(2, { error: "City is required" }).max(100),
  address: z.string().trim().max(300).default(""),
  unit_types: z
    .array(unitTypeInputSchema)
    .min(1, { error: "Add at least one unit type with its price" })
    .max(MAX_UNIT_TYPES, { error: `At most ${MAX_UNIT_TYPES} unit types` }),
  payment_plan: z.string().trim().max(5000).default(""),
  completion_date: z.iso.date({ error: "Completion date must be a date (YYYY-MM-DD)" }).nullable().optional(),
  /** Admins only: the developer the project belongs to (defaults to the admin themselves). */
  developer_id: id.positive().optional(),
});
export type ProjectInput = z.input<typeof projectInputSchema>;
export const projectUpdateSchema = updateSchemaOf(projectInputSchema.omit({ developer_id: true }));
export type ProjectUpdate = z.input<typeof projectUpdateSchema>;
