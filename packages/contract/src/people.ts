/**
 * Profiles (public and premium), people directories and reviews (SPEC §3 "Profile", §4 "Profile lookup by unique
 * key", §9 average rating). Split from search.ts, whose result items (person cards, listings) they reuse.
 */
import { z } from "zod";
import { paginationSchema } from "./page.ts";
import { PROFILE_ROLES, personCardSchema, propertyResultSchema } from "./search.ts";
import { resultGroup as group, resultId as id, ROLE_INVALID } from "./search-shared.ts";
import { ownerChecksSchema } from "./trust.ts";

const roleSchema = z.enum(PROFILE_ROLES);

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

/** Directory and profile page errors of /api/people (a missing profile is SPEC §8's `messages.profileLookup.notFound`). */
export const peopleMessages = {
  roleInvalid: ROLE_INVALID,
  sortInvalid: "Sort must be newest, rating or name",
  /** A page or limit outside 1..max ("Page must be a whole number from 1 to 10000"). */
  wholeNumber: (field: string, max: number) =>
    `${field[0]?.toUpperCase() ?? ""}${field.slice(1)} must be a whole number from 1 to ${max}`,
} as const;
