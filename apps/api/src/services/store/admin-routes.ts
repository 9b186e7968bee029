/**
 * Admin → Providers and sellers, the sellers half (ADR 0302), under /svc/store/admin: the sellers to review,
 * approve, verify (address and phone checked). Admin-only: 401 signed out, 403 for anyone else
 * (platform/review-routes.ts).
 */
import {
  homeServicesAdminMessages as A,
  adminSellerListReplySchema,
  adminSellerReplySchema,
} from "@ile/contract";
import { reviewRoutes } from "../../platform/review-routes.ts";

export const storeAdminRoutes = reviewRoutes({
  path: "/admin/sellers",
  service: (app) => app.services.storeAdmin,
  listSummary:
    "Sellers (users with products) to review (status pending by default, approved or all; query; pages)",
  listReply: adminSellerListReplySchema,
  itemReply: adminSellerReplySchema,
  decisions: [
    ["approve", A.sellerApproved, "Approve a seller's shop (audited)"],
    ["verify", A.sellerVerified, "Mark a seller's address and phone as checked (audited)"],
  ],
});
