/**
 * Search, people directories, public and premium profiles, and reviews (SPEC §3 "Profile", "Search entities",
 * §4 "Profile lookup by unique key", §7 GET /search, §8 Search and Profile lookup, §9 average rating).
 * The API validates and documents its replies with these schemas; the web imports the types only
 * (`import type`), so zod stays out of the browser bundle.
 */
import { z } from "zod";
import { locationSchema } from "./map.ts";
import { searchHelperGroupsShape } from "./search-helpers.ts";
import { resultGroup as group, resultId as id, ROLE_INVALID } from "./search-shared.ts";
import { SEARCH_SORTS } from "./search-sorts.ts";
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
  bbox: z
    .string()
    .optional()
    .describe(
      "west,south,east,north in degrees: only listings located in this area (the map's 'Search this area')",
    ),
  sort: z
    .string()
    .optional()
    .describe(
      "Order of the listings: relevance (default: every word in the title, place or type first, then verified owners, then newest), newest, price_asc (cheapest first) or price_desc; ties by id",
    ),
  asTyped: z
    .string()
    .optional()
    .describe(
      '1: search the words as typed, without correcting misspelt or split words ("Search instead for …")',
    ),
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
  /** Where the map shows it: the owner's pin, or its neighbourhood's or town's centre (approximate; ADR 0408). */
  location: locationSchema,
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
  /** The map area searched (`west,south,east,north`), or null; a reply without it reads as null. */
  bbox: z.string().nullable().default(null),
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
      /**
       * With a query or filters (type all): the helper searches of SPEC §7, filtered the same way (ADR 0404);
       * empty groups otherwise.
       */
      ...searchHelperGroupsShape,
      /** Results over every group searched, helpers included. */
      total: z.number().int(),
      query: z.object({
        text: z.string(),
        type: z.enum(SEARCH_TYPES),
        /** Word prefixes to highlight in results. */
        highlight: z.array(z.string()),
        /** Words of the query that must match as text (after filters were taken out). */
        terms: z.array(z.string()),
        filters: searchFiltersSchema,
        /** The order of the listings (`sort=`); a reply without it (an older server) reads as relevance. */
        sort: z.enum(SEARCH_SORTS).default("relevance"),
        /** True when city words found nothing as places and were searched as text instead. */
        relaxed: z.boolean(),
        /**
         * Set when words were corrected before searching ("Showing results for Lekki"): `from` is the query as
         * typed, `to` what was searched (also `text`). Null when searched as typed (ADR 0405); a reply without it
         * (an older server) reads as null.
         */
        corrected: z.object({ from: z.string(), to: z.string() }).nullable().default(null),
        /**
         * Set when a neighbourhood the query named had no listing and its town was searched instead ("No listings
         * in Lekki Phase 1 yet — showing Lekki", ADR 0415): `from` is the neighbourhood, `to` the town, as shown.
         * Null otherwise; a reply without it (an older server) reads as null.
         */
        widened: z.object({ from: z.string(), to: z.string() }).nullable().default(null),
      }),
      /** "Did you mean Lekki?" — only when a search of the words as typed found nothing. */
      suggestions: z.array(searchSuggestionSchema),
    }),
  }),
});
export type SearchReply = z.infer<typeof searchReplySchema>;

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
  sortInvalid: (sorts: readonly string[]) => `Sort must be one of ${sorts.join(", ")}`,
} as const;
