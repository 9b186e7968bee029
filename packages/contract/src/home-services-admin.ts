/**
 * The admin area's "Providers and sellers" (issue 20 and issue 23, ADR 0302): the service providers and the
 * store's sellers with the two admin decisions each has — approve (the profile or shop was reviewed by Ile) and
 * verify (the provider's licence or registration number, or the seller's address and phone, were checked). Each
 * decision is recorded in the audit log. Endpoints live on the satellites: `/svc/providers/admin/providers` and
 * `/svc/store/admin/sellers`.
 */
import { z } from "zod";
import { HOME_SERVICES_LIMITS } from "./home-services.ts";
import { paginationSchema } from "./page.ts";
import { intString } from "./schemas.ts";

export const ADMIN_REVIEW_STATUSES = ["pending", "approved", "all"] as const;

export const homeServicesAdminMessages = {
  providerApproved: "Provider approved",
  licenceVerified: "Registration number verified",
  sellerApproved: "Seller approved",
  sellerVerified: "Seller verified",
  alreadyApproved: "Already approved",
  alreadyVerified: "Already verified",
  noLicence: "This provider has no registration number to verify",
  sellerNotFound: "Seller not found",
} as const;

export const adminReviewQuerySchema = z.object({
  status: z
    .enum(ADMIN_REVIEW_STATUSES, { error: `status must be one of ${ADMIN_REVIEW_STATUSES.join(", ")}` })
    .optional(),
  query: z.string().trim().max(100).optional(),
  page: intString("page", 1).optional(),
  per_page: intString("per_page", 1)
    .max(HOME_SERVICES_LIMITS.maxPerPage, { error: `per_page is at most ${HOME_SERVICES_LIMITS.maxPerPage}` })
    .optional(),
});
export type AdminReviewQuery = z.input<typeof adminReviewQuerySchema>;

/** The optional note kept with a decision in the audit log. */
export const adminDecisionSchema = z.object({ reason: z.string().trim().max(500).default("") }).nullish();

export const adminProviderWireSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  category: z.string(),
  city: z.string(),
  state: z.string(),
  email: z.string(),
  phone: z.string(),
  licence_body: z.string().nullable(),
  licence_number: z.string().nullable(),
  /** The account's identity check (KYC): the public "verified" badge. */
  kyc_verified: z.boolean(),
  approved_at: z.string().nullable(),
  licence_verified_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminProviderWire = z.infer<typeof adminProviderWireSchema>;

export const adminSellerWireSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  products: z.number().int(),
  kyc_verified: z.boolean(),
  approved_at: z.string().nullable(),
  verified_at: z.string().nullable(),
  first_listed_at: z.string(),
});
export type AdminSellerWire = z.infer<typeof adminSellerWireSchema>;

export const adminProviderListReplySchema = z.object({
  status: z.literal("success"),
  data: z.array(adminProviderWireSchema),
  pagination: paginationSchema,
});
export type AdminProviderListReply = z.infer<typeof adminProviderListReplySchema>;
export const adminSellerListReplySchema = z.object({
  status: z.literal("success"),
  data: z.array(adminSellerWireSchema),
  pagination: paginationSchema,
});
export type AdminSellerListReply = z.infer<typeof adminSellerListReplySchema>;
export const adminProviderReplySchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  data: adminProviderWireSchema,
});
export const adminSellerReplySchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  data: adminSellerWireSchema,
});
