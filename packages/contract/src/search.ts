/**
 * Search, people directories, public and premium profiles, and reviews (SPEC §3 "Profile", "Search entities",
 * §4 "Profile lookup by unique key", §7 GET /search, §8 Search and Profile lookup, §9 average rating).
 * The API validates and documents its replies with these schemas; the web imports the types only
 * (`import type`), so zod stays out of the browser bundle.
 */
import { z } from "zod";
import { paginationSchema } from "./page.ts";
import { ownerChecksSchema } from "./trust.ts";

export const PROFILE_ROLES = ["tenant", "landlord", "agent", "developer"] as const;
export type ProfileRole = (typeof PROFILE_ROLES)[number];

/** SPEC §6 display titles. */
export const ROLE_TITLES: Record<ProfileRole, string> = {
  tenant: "Tenant",
  landlord: "Landlord",
  agent: "Agent",
  developer: "Developer",
};

/** Roles that can be reviewed (issue 5): people others deal with professionally. */
export const REVIEWABLE_ROLES: readonly ProfileRole[] = ["agent", "landlord", "developer"];

/** Profile fields only the owner, admins and paying viewers receive (issue 5). */
export const PREMIUM_PROFILE_FIELDS = [
  "email",
  "phone",
  "address",
  "documents",
  "date_of_birth",
  "marital_status",
] as const;

export const SEARCH_TYPES = ["all", "properties", "users"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SEARCH_DEFAULTS = { page: 1, limit: 10, maxLimit: 50 } as const;

const id = z.union([z.number().int(), z.string()]);
const roleSchema = z.enum(PROFILE_ROLES);

// ---------------------------------------------------------------------------------------------------------
// GET /api/search — parameters (SPEC §7)

export const searchParamsSchema = z.object({
  type: z.string().optional().describe("all (default), properties or users"),
  page: z.string().optional().describe("Page number, default 1"),
  limit: z.string().optional().describe("Results per group and page, default 10, at most 50"),
  query: z
    .string()
    .optional()
    .describe(
      "Free text; markup is removed. Every word must match (prefix, any case or accent). Role words (user, agent, landlord, developer), profession words (electrician, plumber, architect, surveyor, lawyer), city words, '3 bedroom' and rent/sale words act as filters.",
    ),
  propertyType: z.string().optional().describe("Words of the property type, e.g. 'duplex'"),
  minPrice: z.string().optional().describe("Lowest price in naira (decimal; commas allowed)"),
  maxPrice: z.string().optional().describe("Highest price in naira (decimal; commas allowed)"),
  state: z.string().optional().describe("State name; 'Abuja' and 'FCT' mean the Federal Capital Territory"),
  city: z.string().optional().describe("Town or LGA, matched against the location"),
  role: z.string().optional().describe("tenant (or user), landlord, agent, developer; comma list allowed"),
  profession: z.string().optional().describe("electrician, plumber, architect, surveyor or lawyer"),
  bedroomCount: z.string().optional().describe("Exact number of bedrooms (integer)"),
  listingType: z.string().optional().describe("rent or sale"),
  unique_key: z
    .string()
    .optional()
    .describe("Profile lookup: returns the full profile to those entitled, otherwise 402 payment_required"),
});
export type SearchParams = z.infer<typeof searchParamsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Result items

/** A person in search results and directories (SPEC §3 "Search entities: Users"). Never carries premium fields. */
export const personCardSchema = z.object({
  id,
  name: z.string(),
  /** Premium: null for everyone but the person and admins. */
  email: z.string().nullable(),
  slug: z.string(),
  profile_picture: z.string().nullable(),
  verified: z.boolean(),
  /** The checks the person passed (ADR 0903). */
  checks: ownerChecksSchema,
  average_rating: z.number(),
  reviews_count: z.number().int(),
  profile: z.object({
    role: roleSchema,
    role_title: z.string(),
    occupation: z.string().nullable(),
    service_area: z.string().nullable(),
    location: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    unique_key: z.string(),
  }),
});
export type PersonCard = z.infer<typeof personCardSchema>;

/** A listing in search results (SPEC §3 "Property", with bedroomCount). */
export const propertyResultSchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  /** Naira. */
  price: z.number(),
  /** Kobo, exact. */
  price_kobo: z.number().int(),
  rent_period: z.string().nullable(),
  listing_type: z.string(),
  status: z.string(),
  images: z.array(z.object({ url: z.string() })),
  address: z.object({
    city: z.string().nullable(),
    state: z.string().nullable(),
    address: z.string().nullable(),
    map_url: z.string().nullable(),
  }),
  bedrooms: z.number().int().nullable(),
  bedroomCount: z.number().int().nullable(),
  bathrooms: z.number().int().nullable(),
  area: z.number().nullable(),
  category: z.string().nullable(),
  property_type: z.string().nullable(),
  created_at: z.string(),
  stats: z.object({ views: z.number().int() }),
  amenities: z.array(z.string()),
});
export type PropertyResult = z.infer<typeof propertyResultSchema>;

const group = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), pagination: paginationSchema });

export const searchSuggestionSchema = z.object({
  /** The word as typed. */
  word: z.string(),
  /** What it probably meant ("Lekki"). */
  suggestion: z.string(),
  /** The whole query with the correction, ready to search ("duplex lekki"). */
  query: z.string(),
  /** How many results the corrected query finds. */
  total: z.number().int(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchFiltersSchema = z.object({
  roles: z.array(roleSchema),
  professions: z.array(z.string()),
  cities: z.array(z.string()),
  state: z.string().nullable(),
  propertyType: z.string().nullable(),
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  bedroomCount: z.number().int().nullable(),
  listingType: z.string().nullable(),
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

/**
 * GET /api/search reply. SPEC §7: "The response has data.status, data.data.users and data.data.properties";
 * the top-level status repeats it for clients that read the body's status.
 */
export const searchReplySchema = z.object({
  status: z.literal("success"),
  data: z.object({
    status: z.literal("success"),
    data: z.object({
      users: group(personCardSchema),
      properties: group(propertyResultSchema),
      /** Results over every group searched. */
      total: z.number().int(),
      query: z.object({
        text: z.string(),
        type: z.enum(SEARCH_TYPES),
        /** Word prefixes to highlight in results. */
        highlight: z.array(z.string()),
        /** Words of the query that must match as text (after filters were taken out). */
        terms: z.array(z.string()),
        filters: searchFiltersSchema,
        /** True when city words found nothing as places and were searched as text instead. */
        relaxed: z.boolean(),
      }),
      /** "Did you mean Lekki?" — only when the search found nothing. */
      suggestions: z.array(searchSuggestionSchema),
    }),
  }),
});
export type SearchReply = z.infer<typeof searchReplySchema>;

// ---------------------------------------------------------------------------------------------------------
// Profiles

export const reviewSchema = z.object({
  id,
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  reviewer: z.object({ id, name: z.string(), profile_picture: z.string().nullable() }),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** SPEC §3 Profile, public part: everything but contact details, documents and personal data. */
export const publicProfileSchema = z.object({
  id,
  unique_key: z.string(),
  slug: z.string(),
  role: roleSchema,
  role_title: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  full_name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  profile_picture: z.string().nullable(),
  bio: z.string().nullable(),
  years_of_experience: z.number().nullable(),
  occupation_job_title: z.string().nullable(),
  company_name: z.string().nullable(),
  company_employer: z.string().nullable(),
  industry_field: z.string().nullable(),
  skills: z.array(z.string()),
  certifications: z.array(z.string()),
  website: z.string().nullable(),
  social_media_links: z.array(z.string()),
  license_number: z.string().nullable(),
  company_registration_number: z.string().nullable(),
  service_area: z.string().nullable(),
  availability: z.string().nullable(),
  price_range: z.string().nullable(),
  portfolio: z.string().nullable(),
  business_hours: z.string().nullable(),
  number_of_employees: z.number().nullable(),
  qualification: z.string().nullable(),
  work_experience: z.string().nullable(),
  language_preference: z.array(z.string()),
  properties_managed: z.number().nullable(),
  properties_sold: z.number().nullable(),
  projects_completed: z.number().nullable(),
  area_of_expertise: z.string().nullable(),
  service_description: z.string().nullable(),
  verified: z.boolean(),
  verified_at: z.string().nullable(),
  /** The checks the person passed (ADR 0903): the numbers themselves only once an admin checked them. */
  checks: ownerChecksSchema,
  lasrera_number: z.string().nullable(),
  cac_number: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  average_rating: z.number(),
  reviews_count: z.number().int(),
  /** SPEC §3: reviews, each with rating and comment (the latest few; the full list is paged). */
  reviews: z.array(reviewSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const profileDocumentSchema = z.object({ id, kind: z.string(), name: z.string(), url: z.string() });

/** The full profile: public fields plus the premium ones (owner, admins, paying viewers). */
export const fullProfileSchema = publicProfileSchema.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  gender: z.string().nullable(),
  marital_status: z.string().nullable(),
  notification_preference: z.string().nullable(),
  documents: z.array(profileDocumentSchema),
});
export type FullProfile = z.infer<typeof fullProfileSchema>;

/** GET /api/people/:key — a public profile with a page of their listings. */
export const publicProfileReplySchema = z.object({
  status: z.literal("success"),
  data: publicProfileSchema.extend({
    listings: group(propertyResultSchema),
    /** What unlocking adds; the amount comes from the 402 of GET /api/search?unique_key=… */
    premium: z.object({ locked: z.boolean(), fields: z.array(z.string()) }),
  }),
});
export type PublicProfileReply = z.infer<typeof publicProfileReplySchema>;

/** GET /api/search?unique_key=… when entitled (SPEC §3: "The profile response has status and data"). */
export const fullProfileReplySchema = z.object({ status: z.literal("success"), data: fullProfileSchema });
export type FullProfileReply = z.infer<typeof fullProfileReplySchema>;

export const paymentInstructionsSchema = z.object({
  /** Naira (display); the exact price is amount_kobo. */
  amount: z.number(),
  amount_kobo: z.number().int(),
  currency: z.literal("NGN"),
  /** Field names the payment unlocks. */
  unlocks: z.array(z.string()),
  description: z.string(),
  /** How to start the payment (SPEC §7 POST /payment/initiate {unique_key} → payment_url). */
  initiate: z.object({
    method: z.literal("POST"),
    path: z.string(),
    body: z.object({ unique_key: z.string() }),
  }),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

/**
 * GET /api/people/:key/premium-access — what looking at a profile's premium part would cost the signed-in
 * viewer, without spending anything: `full` (owner, admin, unlocked, already seen this month, or an unlimited
 * plan), `allowance` (the lookup would use one of `remaining` premium profile views left this month), or
 * `payment` (the lookup answers 402 with unlock instructions; they come here too, so the page
 * never needs the 402).
 */
export const premiumAccessReplySchema = z.object({
  status: z.literal("success"),
  data: z.object({
    access: z.enum(["full", "allowance", "payment"]),
    remaining: z.number().int().nullable(),
    allowance: z.number().int().nullable(),
    /** When access is payment: what the unlock costs and how to start it (the lookup's 402 instructions). */
    payment_instructions: paymentInstructionsSchema.nullable(),
  }),
});
export type PremiumAccessReply = z.infer<typeof premiumAccessReplySchema>;

/** 402 of the profile lookup (SPEC §4 "payment_required (with payment instructions)", §8 "Payment required"). */
export const paymentRequiredSchema = z.object({
  status: z.literal("payment_required"),
  statusCode: z.literal(402),
  message: z.string(),
  code: z.literal("PAYMENT_REQUIRED"),
  data: z.object({
    unique_key: z.string(),
    profile: z.object({
      full_name: z.string(),
      role_title: z.string(),
      profile_picture: z.string().nullable(),
      slug: z.string(),
    }),
    payment_instructions: paymentInstructionsSchema,
  }),
});
export type PaymentRequiredReply = z.infer<typeof paymentRequiredSchema>;

// ---------------------------------------------------------------------------------------------------------
// Directories and reviews

export const directoryParamsSchema = z.object({
  role: z.string().optional().describe("tenant (or user), landlord, agent, developer; comma list allowed"),
  state: z.string().optional(),
  city: z.string().optional(),
  verified: z.string().optional().describe("true: verified profiles only"),
  query: z.string().optional().describe("Words of the name, occupation or place (prefix match)"),
  sort: z.string().optional().describe("newest (default), rating, name"),
  page: z.string().optional(),
  limit: z.string().optional(),
});

export const directoryReplySchema = z.object({
  status: z.literal("success"),
  data: z.object({ data: z.array(personCardSchema), pagination: paginationSchema }),
});
export type DirectoryReply = z.infer<typeof directoryReplySchema>;

export const reviewInputSchema = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().max(2000).optional().nullable(),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewReplyInputSchema = z.object({ reply: z.string().min(1).max(2000) });

export const reviewsListReplySchema = z.object({
  status: z.literal("success"),
  data: z.object({
    average_rating: z.number(),
    reviews_count: z.number().int(),
    /** Count of each rating, 1 to 5. */
    breakdown: z.record(z.string(), z.number().int()),
    /** The signed-in viewer's own review of this profile, if any. */
    mine: reviewSchema.nullable(),
    data: z.array(reviewSchema),
    pagination: paginationSchema,
  }),
});
export type ReviewsListReply = z.infer<typeof reviewsListReplySchema>;

export const reviewReplySchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  data: reviewSchema,
});
export type ReviewSavedReply = z.infer<typeof reviewReplySchema>;

export const reviewMessages = {
  created: "Thank you. Your review is published.",
  updated: "Your review is updated.",
  deleted: "Your review is removed.",
  replied: "Your reply is published.",
  duplicate: "You have already reviewed this profile. Edit your review instead.",
  self: "You cannot review your own profile.",
  notReviewable: "Only agents, landlords and developers can be reviewed.",
  loginRequired: "Please log in to write a review.",
  notFound: "Review not found",
  replyOwnerOnly: "Only the profile owner can reply to a review.",
  editOwnOnly: "You can only change your own review.",
  ratingRange: "Rating must be a whole number from 1 to 5",
  commentTooLong: "Comment must be at most 2000 characters",
  replyRequired: "Reply must not be empty",
} as const;

const ROLE_INVALID = "Role must be one of user, tenant, landlord, agent, developer";

/** Errors of GET /api/search parameters (each also listed under `errors.query`, SPEC §8). */
export const searchParamMessages = {
  labels: {
    role: "Role",
    profession: "Profession",
    city: "City",
    state: "State",
    propertyType: "Property type",
    minPrice: "Minimum price",
    maxPrice: "Maximum price",
  },
  typeInvalid: (types: readonly string[]) => `Type must be one of ${types.join(", ")}`,
  pageRange: (max: number) => `Page must be a whole number from 1 to ${max}`,
  limitRange: (max: number) => `Limit must be a whole number from 1 to ${max}`,
  queryTooLong: (max: number) => `Search text must be at most ${max} characters`,
  tooManyWords: (max: number) => `Use at most ${max} words`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  roleInvalid: ROLE_INVALID,
  professionInvalid: (professions: readonly string[]) =>
    `Profession must be one of ${professions.join(", ")}`,
  cityLetters: "City must contain letters or digits",
  stateLetters: "State must contain letters",
  propertyTypeLetters: "Property type must contain letters",
  priceInvalid: (label: string) => `${label} must be a number of at least 0`,
  priceOrder: "Maximum price must not be below the minimum price",
  bedroomsRange: (max: number) => `Bedroom count must be a whole number from 0 to ${max}`,
  listingTypeInvalid: "Listing type must be rent or sale",
} as const;

/** Directory and profile page errors of /api/people (a missing profile is SPEC §8's `messages.profileLookup.notFound`). */
export const peopleMessages = {
  roleInvalid: ROLE_INVALID,
  sortInvalid: "Sort must be newest, rating or name",
  /** A page or limit outside 1..max ("Page must be a whole number from 1 to 10000"). */
  wholeNumber: (field: string, max: number) =>
    `${field[0]?.toUpperCase() ?? ""}${field.slice(1)} must be a whole number from 1 to ${max}`,
} as const;
