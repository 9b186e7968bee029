/**
 * Home services and building materials (issue 20; ADRs 0300, 0301): the provider directory with quotes, bookings
 * and reviews (`/svc/providers`) and the materials store with orders (`/svc/store`). The list replies keep the
 * server field names of SPEC §3 (`service_providers[]`, `products[]` with `product_name` …) so the SPEC §7
 * clients read them unchanged; everything else uses the usual `{status, message?, data}`.
 *
 * Money: provider prices, budgets and quotes are integer naira on the wire (`*_naira`); product prices are integer
 * naira (`product_price`, SPEC §3); the database keeps kobo.
 */
import { z } from "zod";
import { paginationSchema } from "./page.ts";
import { intString, updateSchemaOf } from "./schemas.ts";

// ── constants ────────────────────────────────────────────────────────────────────────────────────────────

/** The trades a house needs, with the registration body of those that have one (SPEC §2 /find-services). */
export const PROVIDER_CATEGORIES = [
  "electrician",
  "plumber",
  "architect",
  "surveyor",
  "lawyer",
  "engineer",
  "carpenter",
  "mason",
  "tiler",
  "painter",
  "welder",
  "roofer",
  "ac-technician",
  "solar-installer",
  "borehole-driller",
  "interior-designer",
  "cleaner",
  "pest-control",
  "landscaper",
  "mover",
] as const;
export type ProviderCategory = (typeof PROVIDER_CATEGORIES)[number];

export const PROVIDER_CATEGORY_LABELS: Record<ProviderCategory, string> = {
  electrician: "Electricians",
  plumber: "Plumbers",
  architect: "Architects",
  surveyor: "Surveyors",
  lawyer: "Property lawyers",
  engineer: "Engineers",
  carpenter: "Carpenters",
  mason: "Masons and bricklayers",
  tiler: "Tilers",
  painter: "Painters",
  welder: "Welders",
  roofer: "Roofers",
  "ac-technician": "AC technicians",
  "solar-installer": "Solar installers",
  "borehole-driller": "Borehole drillers",
  "interior-designer": "Interior designers",
  cleaner: "Cleaners",
  "pest-control": "Pest control",
  landscaper: "Gardeners and landscapers",
  mover: "Movers",
};

/** Regulated trades: the licence body whose number a provider of that trade must give. */
export const LICENCE_BODIES: Partial<Record<ProviderCategory, string>> = {
  architect: "ARCON",
  surveyor: "SURCON",
  lawyer: "NBA",
  engineer: "COREN",
};

export const MATERIAL_CATEGORIES = [
  "cement",
  "blocks",
  "rods",
  "roofing",
  "tiles",
  "paint",
  "sand",
  "granite",
  "plumbing",
  "electrical",
  "wood",
] as const;
export type MaterialCategory = (typeof MATERIAL_CATEGORIES)[number];

export const MATERIAL_CATEGORY_LABELS: Record<MaterialCategory, string> = {
  cement: "Cement",
  blocks: "Blocks",
  rods: "Iron rods",
  roofing: "Roofing sheets",
  tiles: "Tiles",
  paint: "Paint",
  sand: "Sand",
  granite: "Granite",
  plumbing: "Plumbing",
  electrical: "Electrical",
  wood: "Wood",
};

export const JOB_STATES = ["requested", "quoted", "accepted", "done", "cancelled"] as const;
export type JobState = (typeof JOB_STATES)[number];
export const ORDER_STATES = [
  "awaiting_payment",
  "placed",
  "confirmed",
  "dispatched",
  "delivered",
  "cancelled",
] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const ORDER_PAYMENT_METHODS = ["online", "delivery"] as const;

export const HOME_SERVICES_LIMITS = {
  defaultPerPage: 12,
  maxPerPage: 100,
  maxNaira: 1_000_000_000,
  maxQuantity: 100_000,
  maxPhotos: 10,
  /** Minutes an online order waits for its payment before its stock goes back. */
  unpaidMinutes: 30,
} as const;

export const homeServicesMessages = {
  providersListed: "Service providers retrieved successfully",
  providerNotFound: "Service provider not found",
  providerSaved: "Your provider profile is saved",
  alreadyProvider: "You already have a provider profile",
  notProvider: "Create your provider profile first",
  licenceRequired: (body: string) => `Enter your ${body} registration number`,
  unknownState: "Choose a state of Nigeria",
  /** A served area that is neither an LGA of the state nor one of its well-known towns (ADR 0303). */
  unknownAreas: (names: readonly string[], state: string) =>
    names.length === 1
      ? `${names[0]} is not an LGA or a known town of ${state}: choose the areas from the list`
      : `${names.join(", ")} are not LGAs or known towns of ${state}: choose the areas from the list`,
  notAnImage: "Not an image",
  tooManyPhotos: "At most 10 photos",
  jobSent: "Your request was sent to the provider",
  jobNotFound: "Job request not found",
  ownJob: "You cannot request a quote from yourself",
  quoted: "Quote sent",
  accepted: "Quote accepted",
  declined: "Quote declined",
  done: "Job marked as done",
  cancelled: "Job cancelled",
  illegal: (from: string, action: string, thing = "job") =>
    `This ${thing} is ${from} and cannot be ${action}`,
  reviewSaved: "Thank you for your review",
  reviewNeedsJob: "You can review a provider after a completed job with them",
  alreadyReviewed: "You have already reviewed this job",
  replySaved: "Reply saved",
  alreadyReplied: "You have already replied to this review",
  reviewNotFound: "Review not found",
  productsListed: "Products retrieved successfully",
  productNotFound: "Product not found",
  productSaved: "Product saved",
  productDeleted: "Product removed",
  sellerNotVerified: "Verify your identity before selling on Ile",
  ownProduct: "You cannot order your own product",
  outOfStock: (left: number) => (left === 0 ? "This product is out of stock" : `Only ${left} left in stock`),
  noPayOnDelivery: "This seller does not accept payment on delivery",
  orderPlaced: "Order placed",
  orderNotFound: "Order not found",
  orderUpdated: "Order updated",
  orderNotPaid: "This order has not been paid yet",
  unpaidExpired: "Payment was not completed in time",
  orderPaidNextSteps: [
    "Your order is paid. The seller confirms it and arranges delivery.",
    "Follow it in your dashboard under Orders.",
  ],
} as const;

// ── shared pieces ─────────────────────────────────────────────────────────────────────────────────────────

const naira = (name: string, min = 0) =>
  z
    .number({ error: `${name} must be a whole number of naira` })
    .int({ error: `${name} must be a whole number of naira` })
    .min(min, { error: `${name} must be at least ${min}` })
    .max(HOME_SERVICES_LIMITS.maxNaira, { error: `${name} is too large` });
const line = (name: string, max = 200) =>
  z
    .string({ error: `The ${name} is required` })
    .trim()
    .min(1, { error: `The ${name} is required` })
    .max(max, { error: `The ${name} must be at most ${max} characters` });
const optionalLine = (max = 200) => z.string().trim().max(max).optional();
const phone = z
  .string()
  .trim()
  .max(32)
  .regex(/^\+?[0-9 ()-]{7,32}$/, { error: "Enter a valid phone number" });
const pageQuery = {
  page: intString("page", 1).optional(),
  per_page: intString("per_page", 1)
    .max(HOME_SERVICES_LIMITS.maxPerPage, { error: `per_page is at most ${HOME_SERVICES_LIMITS.maxPerPage}` })
    .optional(),
};

// ── service providers ────────────────────────────────────────────────────────────────────────────────────

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

// ── building-materials store ─────────────────────────────────────────────────────────────────────────────

/** GET /svc/store/building-materials.php */
export const productQuerySchema = z.object({
  id: intString("id", 1).optional(),
  category: z
    .enum(MATERIAL_CATEGORIES, { error: `category must be one of ${MATERIAL_CATEGORIES.join(", ")}` })
    .optional(),
  location: z.string().trim().max(80).optional().describe("State or town, e.g. Lagos or Ikeja"),
  query: z.string().trim().max(100).optional(),
  seller_id: intString("seller_id", 1).optional(),
  ...pageQuery,
});
export type ProductQuery = z.input<typeof productQuerySchema>;

/** A product as the store sends it: the SPEC §3 server fields, plus category, unit, photos and the seller's name. */
export const productWireSchema = z.object({
  id: z.number().int(),
  product_name: z.string(),
  product_price: z.number().int(),
  product_location: z.string(),
  product_address: z.string(),
  product_image: z.string().nullable(),
  product_details: z.string(),
  product_discount: z.number().int(),
  product_quantity: z.number().int(),
  phone_number: z.string(),
  seller_id: z.number().int(),
  seller_name: z.string(),
  category: z.string(),
  unit: z.string(),
  state: z.string(),
  city: z.string(),
  images: z.array(z.string()),
  pay_on_delivery: z.boolean(),
  sample: z.boolean(),
});
export type ProductWire = z.infer<typeof productWireSchema>;

export const productListReplySchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  total_results: z.number().int(),
  products: z.array(productWireSchema),
  pagination: paginationSchema,
});

export const productInputSchema = z.object({
  name: line("product name", 160),
  category: z.enum(MATERIAL_CATEGORIES, { error: "Choose a category" }),
  price: naira("The price", 1),
  discount: z
    .number({ error: "The discount is a whole percentage" })
    .int({ error: "The discount is a whole percentage" })
    .min(0, { error: "The discount cannot be negative" })
    .max(90, { error: "The discount is at most 90%" })
    .default(0),
  quantity: z
    .number({ error: "The quantity must be a whole number" })
    .int({ error: "The quantity must be a whole number" })
    .min(0, { error: "The quantity cannot be negative" })
    .max(10_000_000, { error: "The quantity is too large" }),
  unit: z.string().trim().min(1).max(40).default("unit"),
  state: line("state", 60),
  city: line("town or area", 80),
  address: z.string().trim().max(300).default(""),
  details: z.string().trim().max(5000, { error: "The details must be at most 5000 characters" }).default(""),
  phone: phone,
  pay_on_delivery: z.boolean().default(false),
});
export type ProductInput = z.input<typeof productInputSchema>;
export const productUpdateSchema = updateSchemaOf(productInputSchema);
export const productReplySchema = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  data: productWireSchema,
});

export const orderInputSchema = z.object({
  product_id: z.number({ error: "Choose a product" }).int().min(1),
  quantity: z
    .number({ error: "The quantity must be a whole number" })
    .int({ error: "The quantity must be a whole number" })
    .min(1, { error: "Order at least 1" })
    .max(HOME_SERVICES_LIMITS.maxQuantity, { error: "The quantity is too large" }),
  delivery_address: line("delivery address", 300),
  phone: phone,
  payment_method: z.enum(ORDER_PAYMENT_METHODS, { error: "Choose online payment or pay on delivery" }),
});
export type OrderInput = z.input<typeof orderInputSchema>;

export const orderWireSchema = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string(), unit: z.string() }),
  buyer: z.object({ id: z.number().int(), name: z.string() }),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  total: z.number().int(),
  total_kobo: z.number().int(),
  delivery_address: z.string(),
  phone: z.string(),
  payment_method: z.enum(ORDER_PAYMENT_METHODS),
  status: z.enum(ORDER_STATES),
  paid: z.boolean(),
  payment_reference: z.string().nullable(),
  payment_url: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  role: z.enum(["buyer", "seller", "admin"]),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderWire = z.infer<typeof orderWireSchema>;
export const orderReplySchema = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  data: orderWireSchema,
});
export const orderListReplySchema = z.object({
  status: z.literal("success"),
  data: z.array(orderWireSchema),
  pagination: paginationSchema,
});
export const orderListQuerySchema = z.object({
  as: z.enum(["buyer", "seller"], { error: "as must be buyer or seller" }).optional(),
  ...pageQuery,
});
