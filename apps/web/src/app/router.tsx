/**
 * Every route of SPEC §2, declared once as data routes with lazy modules (one chunk per page). A page module
 * exports `Component` (and later a `loader` that prefetches its queries), so the same table can serve
 * server rendering without a rewrite (ARCHITECTURE §1).
 */
import { createBrowserRouter, type RouteObject } from "react-router";
import { RouteError } from "@/components/route-error";
import { MainLayout } from "./layouts/main-layout";
import { RootLayout } from "./layouts/root-layout";

const page = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, "lazy"> => ({
  lazy: load as RouteObject["lazy"],
});

/** Routes inside the main layout (header, ticker, footer). */
export const mainRoutes: RouteObject[] = [
  { index: true, ...page(() => import("@/features/home/routes/home")) },
  { path: "tenant", ...page(() => import("@/features/people/routes/tenant")) },
  { path: "tenant/:id", ...page(() => import("@/features/people/routes/tenant-profile")) },
  { path: "landlords", ...page(() => import("@/features/people/routes/landlords")) },
  { path: "meet-the-landlords", ...page(() => import("@/features/people/routes/meet-the-landlords")) },
  { path: "meet-tenants", ...page(() => import("@/features/people/routes/meet-tenants")) },
  { path: "agent", ...page(() => import("@/features/people/routes/agents")) },
  { path: "agent/:id", ...page(() => import("@/features/people/routes/agent-profile")) },
  { path: "meet-users", ...page(() => import("@/features/people/routes/meet-users")) },
  { path: "user/:id", ...page(() => import("@/features/people/routes/user-profile")) },
  { path: "profiles", ...page(() => import("@/features/people/routes/profiles")) },
  { path: "profiles/:slug", ...page(() => import("@/features/people/routes/profile")) },
  { path: "auction", ...page(() => import("@/features/auctions/routes/auctions")) },
  { path: "auction/:id", ...page(() => import("@/features/auctions/routes/auction")) },
  { path: "building-materials", ...page(() => import("@/features/materials/routes/building-materials")) },
  { path: "find-services", ...page(() => import("@/features/services/routes/find-services")) },
  { path: "providers/:id", ...page(() => import("@/features/services/routes/provider")) },
  { path: "blacklist", ...page(() => import("@/features/blacklist/routes/blacklist")) },
  { path: "blog", ...page(() => import("@/features/blog/routes/blog")) },
  { path: "videos", ...page(() => import("@/features/blog/routes/videos")) },
  { path: "new-project", ...page(() => import("@/features/projects/routes/new-projects")) },
  { path: "project/:id", ...page(() => import("@/features/projects/routes/project")) },
  { path: "verify/email/:userId/:token", ...page(() => import("@/features/auth/routes/verify-email")) },
  { path: "verify/phone", ...page(() => import("@/features/auth/routes/verify-phone")) },
  { path: "signup", ...page(() => import("@/features/auth/routes/signup")) },
  { path: "forgot-password", ...page(() => import("@/features/auth/routes/forgot-password")) },
  { path: "reset-password", ...page(() => import("@/features/auth/routes/reset-password")) },
  { path: "residential", ...page(() => import("@/features/properties/routes/residential")) },
  { path: "commercial", ...page(() => import("@/features/properties/routes/commercial")) },
  { path: "compare", ...page(() => import("@/features/properties/routes/compare")) },
  { path: "request-form", ...page(() => import("@/features/properties/routes/request-form")) },
  { path: "listings-page", ...page(() => import("@/features/properties/routes/listings-page")) },
  { path: "properties", ...page(() => import("@/features/properties/routes/properties")) },
  { path: "properties/rent", ...page(() => import("@/features/properties/routes/properties-rent")) },
  { path: "properties/sale", ...page(() => import("@/features/properties/routes/properties-sale")) },
  { path: "property/:slug", ...page(() => import("@/features/properties/routes/property")) },
  { path: "categories", ...page(() => import("@/features/properties/routes/categories")) },
  { path: "category/:name", ...page(() => import("@/features/properties/routes/category")) },
  {
    path: "property-management",
    ...page(() => import("@/features/property-management/routes/property-management")),
  },
  { path: "notice/:type/:slug", ...page(() => import("@/features/news/routes/notice")) },
  { path: "groups/:slug", ...page(() => import("@/features/groups/routes/group")) },
  { path: "valuation", ...page(() => import("@/features/valuation/routes/valuation")) },
  { path: "subscription", ...page(() => import("@/features/payments/routes/subscription")) },
  {
    path: "subscription/callback",
    ...page(() => import("@/features/payments/routes/subscription-callback")),
  },
  { path: "payment/verify/:reference", ...page(() => import("@/features/payments/routes/payment-verify")) },
  {
    path: "analytics/app/dashboard",
    ...page(() => import("@/features/analytics/routes/analytics-dashboard")),
  },
  { path: "analytics/app/login", ...page(() => import("@/features/analytics/routes/analytics-login")) },
  { path: "search-results", ...page(() => import("@/features/search/routes/search-results")) },
  { path: "about-us", ...page(() => import("@/features/site/routes/about")) },
  { path: "privacy-policy", ...page(() => import("@/features/site/routes/privacy")) },
  { path: "terms-and-conditions", ...page(() => import("@/features/site/routes/terms")) },
  { path: "faqs", ...page(() => import("@/features/site/routes/faqs")) },
  { path: "contact-us", ...page(() => import("@/features/site/routes/contact")) },
  { path: "trends", ...page(() => import("@/features/site/routes/trends")) },
  // Issue 17 item 7 (ADR 0017): the paywall page sits in the normal layout, so its offer has the header too.
  { path: "premium-content", ...page(() => import("@/features/payments/routes/premium-content")) },
  { path: "*", ...page(() => import("@/components/not-found")) },
];

/** Routes outside the main layout (SPEC §2 "Outside the main layout"). */
export const outsideRoutes: RouteObject[] = [
  { path: "dashboard/*", ...page(() => import("@/app/routes/dashboard")) },
  { path: "admin/*", ...page(() => import("@/app/routes/admin")) },
  { path: "verify-account", ...page(() => import("@/features/auth/routes/verify-account")) },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [{ path: "/", element: <MainLayout />, children: mainRoutes }, ...outsideRoutes],
  },
];

export const createRouter = () => createBrowserRouter(routes);
