/**
 * What GET /api/search adds from its helper searches (SPEC §3 "Search entities", §5, §7; ADR 0404): service
 * providers, building materials, community groups and caveat posts, each a page of cards with its pagination,
 * filtered like the rest of the search. Cards carry what a result shows and where it links; the full records
 * stay with their services (/svc/providers, /svc/store, /svc/groups, /svc/news).
 */
import { z } from "zod";
import { resultGroup } from "./search-shared.ts";

/** A service provider (SPEC §3: name, category, speciality); links to /providers/{id}. */
export const providerResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  speciality: z.string(),
  location: z.string(),
  state: z.string(),
  city: z.string(),
  /** Root-relative photo address, or null. */
  image: z.string().nullable(),
  /** KYC-verified provider. */
  verified: z.boolean(),
  /** SPEC §9: mean of the ratings, 0 with none. */
  ratings: z.number(),
  rating_count: z.number().int(),
  /** "₦10,000 – ₦150,000", "From ₦8,000", or the provider's own words; "" when not given. */
  pricing: z.string(),
});
export type ProviderResult = z.infer<typeof providerResultSchema>;

/** A building-material product (SPEC §3: name, details); links to /building-materials?id={id}. */
export const materialResultSchema = z.object({
  id: z.number().int(),
  /** As typed by the seller (plain text, no entities). */
  name: z.string(),
  category: z.string(),
  /** Whole naira before the discount. */
  price: z.number().int(),
  /** Percent off. */
  discount: z.number().int(),
  unit: z.string(),
  location: z.string(),
  image: z.string().nullable(),
  /** The start of the details (at most 240 characters). */
  details: z.string(),
  /** Seeded sample price. */
  sample: z.boolean(),
});
export type MaterialResult = z.infer<typeof materialResultSchema>;

/** A public community group (SPEC §3: name, description); links to /groups/{slug}. */
export const groupResultSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  member_count: z.number().int(),
});
export type GroupResult = z.infer<typeof groupResultSchema>;

/** A published caveat notice or news post (SPEC §3: title, content); links to /notice/{type}/{slug}. */
export const caveatPostResultSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: z.string(),
  title: z.string(),
  /** The excerpt, or the start of the content. */
  content: z.string(),
  state: z.string().nullable(),
  lga: z.string().nullable(),
  sample: z.boolean(),
  published_at: z.string().nullable(),
});
export type CaveatPostResult = z.infer<typeof caveatPostResultSchema>;

/** The helper groups of the search reply (each `{data, pagination}` like users and properties). */
export const searchHelperGroupsShape = {
  service_providers: resultGroup(providerResultSchema),
  building_materials: resultGroup(materialResultSchema),
  groups: resultGroup(groupResultSchema),
  caveat_posts: resultGroup(caveatPostResultSchema),
};
export type SearchHelperGroups = {
  [K in keyof typeof searchHelperGroupsShape]: z.infer<(typeof searchHelperGroupsShape)[K]>;
};
