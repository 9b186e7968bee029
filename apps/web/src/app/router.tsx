/**
 * Every route of SPEC §2, declared once as data routes with lazy modules (one chunk per page). The same table
 * serves the browser and the server renderer (ADR 0022): a public page is rendered on the server with the data
 * of its `queries` (the feature's own query options, loaded by the route's loader into the request's query
 * client); a client page (signed-in, private or reading browser storage) is sent as the app shell and rendered in
 * the browser.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  matchRoutes,
  type RouteObject,
  redirect,
} from "react-router";
import { RouteError } from "@/components/route-error";
import { paths } from "@/config/paths";
import { type PageQueries, prefetchPageQuery } from "@/lib/page-queries";
import { MainLayout } from "./layouts/main-layout";
import { RootLayout } from "./layouts/root-layout";

/** What a page module exports. */
export interface PageModule {
  Component: ComponentType;
  queries?: PageQueries;
}

/** What the server renderer passes each loader (React Router's request context). */
export interface ServerContext {
  queryClient: QueryClient;
  /** Set by a loader whose page's subject (its first query) does not exist: the page answers 404. */
  status?: number;
}

/** How the server treats a route: render it (with the module to preload) or send the shell; its status. */
export interface PageHandle {
  module: string;
  ssr: boolean;
  status?: number;
}

const modules = import.meta.glob<PageModule>([
  "../features/*/routes/*.tsx",
  "./routes/*.tsx",
  "../components/not-found.tsx",
]);

/**
 * A route's lazy page module. On the server its `queries` become the route's loader, which loads them into the
 * request's query client (failures stay in the cache as the query's error, which the page shows).
 */
function lazyPage(key: string, ssr: boolean, status?: number): Pick<RouteObject, "lazy" | "handle"> {
  const load = modules[key];
  if (!load) throw new Error(`No page module ${key}`);
  return {
    handle: {
      module: key.replace(/^\.\.\//, "src/").replace(/^\.\//, "src/app/"),
      ssr,
      status,
    } satisfies PageHandle,
    lazy: async () => {
      const { Component, queries } = await load();
      if (!import.meta.env.SSR || !queries) return { Component };
      return {
        Component,
        loader: async ({ params, request, context }: LoaderFunctionArgs) => {
          const server = context as ServerContext;
          const url = new URL(request.url);
          const wanted = queries({ params, url });
          await Promise.all(wanted.map((q) => prefetchPageQuery(server.queryClient, q)));
          // The first query is the page's subject (a listing, an auction, a profile): when it does not exist,
          // the page shows its "does not exist" state and answers 404, so search engines drop the URL.
          const subject = wanted[0] && server.queryClient.getQueryState(wanted[0].queryKey);
          if ((subject?.error as { status?: number } | null | undefined)?.status === 404) server.status = 404;
          return null;
        },
      };
    },
  };
}

/** "<feature>/<file>" → features/<feature>/routes/<file>.tsx; "app/<file>" → the app layer's own routes/<file>.tsx. */
const pageKey = (name: string) => {
  const [feature, file] = name.split("/");
  return feature === "app" ? `./routes/${file}.tsx` : `../features/${feature}/routes/${file}.tsx`;
};

/** A public page, rendered on the server: `name` is "<feature>/<file>" of features/<feature>/routes/<file>.tsx. */
const page = (name: string) => lazyPage(pageKey(name), true);

/**
 * A page rendered in the browser only: signed-in, private, built from browser storage, or a form that must never
 * be sent by the browser itself before the app has started (a password in a GET query).
 */
const clientPage = (name: string) => lazyPage(pageKey(name), false);

/** Routes inside the main layout (header, ticker, footer). */
export const mainRoutes: RouteObject[] = [
  { index: true, ...page("home/home") },
  { path: "tenant", ...page("people/tenant") },
  { path: "tenant/:id", ...page("people/tenant-profile") },
  { path: "landlords", ...page("people/landlords") },
  { path: "meet-the-landlords", ...page("people/meet-the-landlords") },
  { path: "meet-tenants", ...page("people/meet-tenants") },
  { path: "agent", ...page("people/agents") },
  { path: "agent/:id", ...page("people/agent-profile") },
  { path: "meet-users", ...page("people/meet-users") },
  { path: "user/:id", ...page("people/user-profile") },
  { path: "profiles", ...page("people/profiles") },
  { path: "profiles/:slug", ...page("people/profile") },
  { path: "auction", ...page("auctions/auctions") },
  { path: "auction/:id", ...page("auctions/auction") },
  { path: "building-materials", ...page("store/building-materials") },
  { path: "find-services", ...page("providers/find-services") },
  { path: "providers/:id", ...page("providers/provider") },
  { path: "blacklist", ...page("blacklist/blacklist") },
  { path: "blacklist/respond/:token", ...clientPage("blacklist/respond") },
  { path: "blog", ...page("news/blog") },
  { path: "blog/:slug", ...page("news/article") },
  { path: "videos", ...page("news/videos") },
  { path: "new-project", ...page("projects/new-projects") },
  { path: "project/:id", ...page("projects/project") },
  { path: "verify/email/:userId/:token", ...clientPage("auth/verify-email") },
  { path: "verify/phone", ...clientPage("auth/verify-phone") },
  { path: "signup", ...clientPage("auth/signup") },
  { path: "forgot-password", ...clientPage("auth/forgot-password") },
  { path: "reset-password", ...clientPage("auth/reset-password") },
  { path: "residential", ...page("properties/residential") },
  { path: "commercial", ...page("properties/commercial") },
  { path: "compare", ...clientPage("properties/compare") },
  { path: "request-form", ...clientPage("properties/request-form") },
  { path: "listings-page", ...page("properties/listings-page") },
  { path: "properties", ...page("properties/properties") },
  { path: "properties/rent", ...page("properties/properties-rent") },
  { path: "properties/sale", ...page("properties/properties-sale") },
  { path: "property/:slug", ...page("properties/property") },
  // Issue 53: a shared link in the plural form (/properties/<slug>) is the listing; /properties/rent and
  // /properties/sale above are ranked first (static segments win), so only a listing's slug lands here.
  {
    path: "properties/:slug",
    loader: ({ params, request }) =>
      redirect(`${paths.property(encodeURIComponent(params.slug ?? ""))}${new URL(request.url).search}`, 301),
  },
  { path: "categories", ...page("properties/categories") },
  { path: "category/:name", ...page("properties/category") },
  {
    path: "property-management",
    ...page("property-management/property-management"),
  },
  { path: "caveat-notices", ...page("caveat-notices/caveat-notices") },
  { path: "notice/:type/:slug", ...page("caveat-notices/notice") },
  { path: "groups", ...page("groups/groups") },
  { path: "groups/:slug", ...page("groups/group") },
  { path: "valuation", ...page("valuation/valuation") },
  { path: "subscription", ...clientPage("payments/subscription") },
  {
    path: "subscription/callback",
    ...clientPage("payments/subscription-callback"),
  },
  { path: "payment/verify/:reference", ...clientPage("payments/payment-verify") },
  {
    path: "analytics/app/dashboard",
    ...clientPage("analytics/analytics-dashboard"),
  },
  { path: "analytics/app/login", ...clientPage("analytics/analytics-login") },
  { path: "analytics/app/register", ...clientPage("analytics/analytics-register") },
  { path: "analytics/app/verify-email", ...clientPage("analytics/analytics-verify-email") },
  {
    path: "analytics/app/verify-email/:userId/:token",
    ...clientPage("analytics/analytics-verify-email"),
  },
  { path: "search-results", ...page("search/search-results") },
  { path: "about-us", ...page("site/about") },
  { path: "privacy-policy", ...page("site/privacy") },
  { path: "terms-and-conditions", ...page("site/terms") },
  { path: "faqs", ...page("site/faqs") },
  { path: "contact-us", ...page("site/contact") },
  { path: "trends", ...page("site/trends") },
  // Issue 17 item 7 (ADR 0017): the paywall page sits in the normal layout, so its offer has the header too.
  { path: "premium-content", ...clientPage("payments/premium-content") },
  // Issue 37 (ADR 0270): the notification centre, signed in.
  { path: "notifications", ...clientPage("notifications/notifications") },
  // Issue 53: where an alert's unsubscribe link lands (signed out; it stops the alert with the link's token).
  { path: "saved-searches/unsubscribe", ...clientPage("saved-searches/unsubscribe") },
  { path: "*", ...lazyPage("../components/not-found.tsx", true, 404) },
];

/** Routes outside the main layout (SPEC §2 "Outside the main layout"). */
export const outsideRoutes: RouteObject[] = [
  { path: "dashboard/*", ...clientPage("app/dashboard") },
  { path: "admin/*", ...clientPage("app/admin") },
  { path: "verify-account", ...clientPage("auth/verify-account") },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [{ path: "/", element: <MainLayout />, children: mainRoutes }, ...outsideRoutes],
  },
];

/** The browser's router; with the server's `hydrationData` when the page came rendered from the server. */
export const createRouter = (hydrationData?: HydrationState) =>
  createBrowserRouter(routes, { hydrationData });

/**
 * Loads the page modules of the routes that match `path` into the table, so the first render in the browser is
 * the server's (React Router would otherwise render nothing while they load, and hydration would not match).
 */
export async function loadMatchedRoutes(path: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, path) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }),
  );
}
