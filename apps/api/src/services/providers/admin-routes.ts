/**
 * Admin → Providers and sellers, the providers half (ADR 0302), under /svc/providers/admin: the list to review,
 * approve, verify the registration number. Admin-only: 401 signed out, 403 for anyone else (platform/review-routes.ts).
 */
import {
  homeServicesAdminMessages as A,
  adminProviderListReplySchema,
  adminProviderReplySchema,
} from "@ile/contract";
import { reviewRoutes } from "../../platform/review-routes.ts";

export const providersAdminRoutes = reviewRoutes({
  path: "/admin/providers",
  service: (app) => app.services.providersAdmin,
  listSummary: "Providers to review (status pending by default, approved or all; query; pages)",
  listReply: adminProviderListReplySchema,
  itemReply: adminProviderReplySchema,
  decisions: [
    ["approve", A.providerApproved, "Approve a provider's profile (audited)"],
    ["verify", A.licenceVerified, "Mark a provider's registration number as checked (audited)"],
  ],
});
