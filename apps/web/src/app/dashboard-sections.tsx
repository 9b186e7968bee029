/**
 * The sections of /dashboard and /admin (pages in app/routes), one line per feature. The app layer composes
 * features here so features never import each other or src/app; each section is its own lazily loaded chunk. `path` is relative to
 * /dashboard (or /admin); the first section is the index. An entry looks like:
 *   { path: "listings", label: "My listings", Component: lazy(() => import("@/features/properties/components/my-listings")) }
 * (the module's default export is the section component).
 */
import { LISTING_OWNER_ROLES as OWNERS } from "@ile/contract";
import { lazy } from "react";

export interface Section {
  path: string;
  label: string;
  Component: React.LazyExoticComponent<React.ComponentType>;
  /** Only shown to these account roles (tenant, landlord, agent, developer, admin); everyone when absent. */
  roles?: readonly string[];
  /** Only shown to people on the editorial desk (and admins), whatever their account role. */
  editorsOnly?: boolean;
}

export const dashboardSections: Section[] = [
  {
    path: "",
    label: "Profile",
    Component: lazy(() => import("@/features/dashboard/components/profile-section")),
  },
  {
    path: "verification",
    label: "Verification",
    Component: lazy(() => import("@/features/dashboard/components/verification-section")),
  },
  {
    path: "listings",
    label: "My listings",
    roles: OWNERS,
    Component: lazy(() => import("@/features/properties/components/dashboard/my-listings")),
  },
  {
    path: "projects",
    label: "My projects",
    roles: ["developer", "admin"],
    Component: lazy(() => import("@/features/projects/components/my-projects")),
  },
  {
    path: "auctions",
    label: "My auctions",
    roles: ["agent", "landlord", "developer", "admin"],
    Component: lazy(() => import("@/features/auctions/components/my-auctions")),
  },
  {
    path: "favourites",
    label: "Favourites",
    Component: lazy(() => import("@/features/properties/components/dashboard/favourites")),
  },
  {
    path: "enquiries",
    label: "Enquiries",
    roles: OWNERS,
    Component: lazy(() => import("@/features/properties/components/dashboard/enquiries")),
  },
  {
    path: "matching-requests",
    label: "Matching requests",
    roles: OWNERS,
    Component: lazy(() => import("@/features/properties/components/dashboard/matching-requests")),
  },
  {
    path: "viewings",
    label: "Viewings",
    Component: lazy(() => import("@/features/viewings/components/viewings-section")),
  },
  {
    path: "fees",
    label: "Inspection fees",
    roles: OWNERS,
    Component: lazy(() => import("@/features/viewings/components/fees-section")),
  },
  {
    path: "saved-searches",
    label: "Saved searches",
    Component: lazy(() => import("@/features/saved-searches/components/saved-searches-section")),
  },
  {
    path: "whatsapp",
    label: "WhatsApp",
    Component: lazy(() => import("@/features/whatsapp/components/whatsapp-section")),
  },
  {
    path: "subscription",
    label: "Subscription",
    Component: lazy(() => import("@/features/payments/components/subscription-section")),
  },
  {
    path: "tenancies",
    label: "Tenancies",
    roles: ["landlord", "agent", "admin"],
    Component: lazy(() => import("@/features/property-management/components/landlord-tenancies")),
  },
  {
    path: "tenancy",
    label: "My tenancy",
    Component: lazy(() => import("@/features/property-management/components/my-tenancy")),
  },
  {
    path: "maintenance",
    label: "Maintenance",
    Component: lazy(() => import("@/features/property-management/components/maintenance-section")),
  },
  {
    path: "jobs",
    label: "Jobs and quotes",
    Component: lazy(() => import("@/features/providers/components/my-jobs")),
  },
  {
    path: "products",
    label: "My products",
    Component: lazy(() => import("@/features/store/components/my-products")),
  },
  {
    path: "orders",
    label: "Orders",
    Component: lazy(() => import("@/features/store/components/my-orders")),
  },
  {
    path: "editorial",
    label: "Editorial",
    Component: lazy(() => import("@/features/admin/components/editorial-admin")),
    editorsOnly: true,
  },
];

export const adminSections: Section[] = [
  {
    path: "",
    label: "Identity checks",
    Component: lazy(() => import("@/features/admin/components/kyc-review")),
  },
  { path: "users", label: "Users", Component: lazy(() => import("@/features/admin/components/users-admin")) },
  {
    path: "badges",
    label: "Registration checks",
    Component: lazy(() => import("@/features/admin/components/badges-admin")),
  },
  {
    path: "blacklist",
    label: "Blacklist",
    Component: lazy(() => import("@/features/admin/components/blacklist-admin")),
  },
  {
    path: "reports",
    label: "Reports",
    Component: lazy(() => import("@/features/admin/components/reports-admin")),
  },
  {
    path: "editorial",
    label: "Editorial",
    Component: lazy(() => import("@/features/admin/components/editorial-admin")),
  },
  {
    path: "auctions",
    label: "Auctions",
    Component: lazy(() => import("@/features/admin/components/auctions-admin")),
  },
  {
    path: "payments",
    label: "Payments",
    Component: lazy(() => import("@/features/admin/components/payments-admin")),
  },
  {
    path: "inspection-fees",
    label: "Inspection fees",
    Component: lazy(() => import("@/features/viewings/components/viewing-disputes-admin")),
  },
  {
    path: "providers",
    label: "Providers and sellers",
    Component: lazy(() => import("@/features/admin/components/providers-admin")),
  },
  { path: "plans", label: "Plans", Component: lazy(() => import("@/features/admin/components/plans-admin")) },
  {
    path: "management-requests",
    label: "Management requests",
    Component: lazy(() => import("@/features/property-management/components/management-requests-admin")),
  },
  {
    path: "audit",
    label: "Audit log",
    Component: lazy(() => import("@/features/admin/components/audit-log")),
  },
];
